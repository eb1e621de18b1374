package org.rochade.launcher;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteFeature;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.Locale;

/** The rating report as a table for people, JSON lines (one player each) or CSV. */
final class RatingsOutput {
    private RatingsOutput() {
    }

    /** The standings table, then every game with its players' ratings. */
    static void text(PrintWriter out, List<Standings.Player> players, List<RatedGame> games, KFactor k) {
        out.println("K: " + k.text());
        out.println();
        int width = Math.max("player".length(), players.stream().mapToInt(p -> p.name().length()).max().orElse(0));
        out.printf(Locale.ROOT, "%4s  %-" + width + "s  %5s  %5s  %5s  %8s  %11s  %7s%n",
                "rank", "player", "games", "score", "rated", "expected", "performance", "change");
        for (int i = 0; i < players.size(); i++) {
            Standings.Player p = players.get(i);
            Integer performance = p.performance();
            out.printf(Locale.ROOT, "%4d  %-" + width + "s  %5d  %5s  %5d  %8s  %11s  %7s%n", i + 1, p.name(), p.games().size(),
                    score(p.score()), p.rated().size(), p.rated().isEmpty() ? "-" : decimal(p.expected()),
                    performance == null ? "-" : performance, p.rated().isEmpty() ? "-" : signed(p.change()));
        }
        out.println();
        out.println("games");
        for (RatedGame game : games) {
            String note = !game.finished() ? "  unfinished: not counted" : game.rated() ? "" : "  unrated";
            out.printf(Locale.ROOT, "  %s: %s (%s) - %s (%s)  %s%s%n", game.place(), game.white(), rating(game.whiteElo()),
                    game.black(), rating(game.blackElo()), game.result(), note);
        }
        out.flush();
    }

    /** One JSON object per player, in the standings' order, with their counted games. */
    static void json(PrintWriter out, List<Standings.Player> players) {
        JsonFactory factory = JsonFactory.builder().disable(StreamWriteFeature.AUTO_CLOSE_TARGET).build();
        for (int i = 0; i < players.size(); i++) {
            Standings.Player p = players.get(i);
            try (JsonGenerator json = factory.createGenerator(out)) {
                json.writeStartObject();
                json.writeNumberField("rank", i + 1);
                json.writeStringField("player", p.name());
                json.writeNumberField("games", p.games().size());
                json.writeNumberField("score", p.score());
                json.writeNumberField("rated", p.rated().size());
                json.writeNumberField("expected", round(p.expected()));
                if (p.performance() == null) {
                    json.writeNullField("performance");
                } else {
                    json.writeNumberField("performance", p.performance());
                }
                json.writeNumberField("change", round(p.change()));
                json.writeNumberField("unfinished", p.unfinished());
                json.writeArrayFieldStart("results");
                for (Standings.PlayerGame game : p.games()) {
                    json.writeStartObject();
                    json.writeStringField("file", game.game().file());
                    json.writeNumberField("game", game.game().game());
                    json.writeNumberField("line", game.game().line());
                    json.writeStringField("color", game.white() ? "white" : "black");
                    json.writeStringField("opponent", game.opponent());
                    json.writeStringField("result", game.game().result());
                    json.writeNumberField("score", game.score());
                    nullable(json, "rating", game.rating());
                    nullable(json, "opponentRating", game.opponentRating());
                    if (game.expected() == null) {
                        json.writeNullField("expected");
                        json.writeNullField("change");
                    } else {
                        json.writeNumberField("expected", round(game.expected()));
                        json.writeNumberField("change", round(game.change()));
                    }
                    json.writeEndObject();
                }
                json.writeEndArray();
                json.writeEndObject();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            out.println();
        }
        out.flush();
    }

    /** The standings as CSV (RFC 4180: a header line, fields with commas or quotes quoted). */
    static void csv(PrintWriter out, List<Standings.Player> players) {
        out.print("rank,player,games,score,rated,expected,performance,change\r\n");
        for (int i = 0; i < players.size(); i++) {
            Standings.Player p = players.get(i);
            out.print((i + 1) + "," + quote(p.name()) + "," + p.games().size() + "," + score(p.score()) + "," + p.rated().size()
                    + "," + (p.rated().isEmpty() ? "" : decimal(p.expected())) + ","
                    + (p.performance() == null ? "" : p.performance()) + "," + (p.rated().isEmpty() ? "" : decimal(p.change())) + "\r\n");
        }
        out.flush();
    }

    private static void nullable(JsonGenerator json, String name, Integer value) throws IOException {
        if (value == null) {
            json.writeNullField(name);
        } else {
            json.writeNumberField(name, value);
        }
    }

    private static String quote(String field) {
        return field.contains(",") || field.contains("\"") || field.contains("\n") || field.contains("\r")
                ? "\"" + field.replace("\"", "\"\"") + "\"" : field;
    }

    private static BigDecimal round(double value) {
        return BigDecimal.valueOf(value).setScale(2, RoundingMode.HALF_UP);
    }

    private static String decimal(double value) {
        return round(value).toPlainString();
    }

    private static String signed(double value) {
        String text = decimal(value);
        return text.startsWith("-") ? text : "+" + text;
    }

    /** 2.5, 3 (no ".0"). */
    private static String score(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
    }

    private static String rating(Integer rating) {
        return rating == null ? "unrated" : rating.toString();
    }
}
