package org.rochade.launcher.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteFeature;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import org.rochade.ratings.ExpectedScore;
import org.rochade.ratings.RatedGame;
import org.rochade.ratings.RatingReport;
import org.rochade.ratings.RatingReport.Player;
import org.rochade.ratings.RatingReport.PlayerGame;

/**
 * The rating report as a table for people, JSON lines (one player each) or CSV. Expected scores and
 * changes are printed with two decimals (FIDE's are exact at two; Elo's are rounded, halves up).
 */
final class RatingsOutput {
    private RatingsOutput() {
    }

    /** The rank as a standings table shows it: "3" alone, "3-4" shared by players on equal scores. */
    private static String place(RatingReport report, Player player) {
        long sharing = report.players().stream().filter(other -> other.rank() == player.rank()).count();
        return sharing == 1 ? Integer.toString(player.rank()) : player.rank() + "-" + (player.rank() + sharing - 1);
    }

    /** What was used, the standings table, then every game with its players' ratings. */
    static void text(PrintWriter out, RatingReport report) {
        out.println("expected: " + (report.options().expected() == ExpectedScore.FIDE
                ? "fide (table 8.1(b); over 400 counts as 400 below 2650)" : "logistic (Elo's formula)"));
        out.println("K: " + report.options().k().text());
        if (!report.options().k40().isEmpty()) {
            out.println("K 40, new: " + String.join("; ", report.options().k40().stream().sorted().toList()));
        }
        if (!report.options().juniors().isEmpty()) {
            out.println("K 40 below 2300, juniors: " + String.join("; ", report.options().juniors().stream().sorted().toList()));
        }
        out.println();
        int width = Math.max("player".length(), report.players().stream().mapToInt(p -> p.name().length()).max().orElse(0));
        int rankWidth = Math.max("rank".length(), report.players().stream().mapToInt(p -> place(report, p).length()).max().orElse(0));
        out.printf(PrintedNumbers.LOCALE, "%" + rankWidth + "s  %-" + width + "s  %5s  %5s  %5s  %8s  %11s  %7s  %6s%n",
                "rank", "player", "games", "score", "rated", "expected", "performance", "change", "new");
        for (Player p : report.players()) {
            out.printf(PrintedNumbers.LOCALE, "%" + rankWidth + "s  %-" + width + "s  %5d  %5s  %5d  %8s  %11s  %7s  %6s%n", place(report, p), p.name(),
                    p.games(), score(p.score()), p.rated(), p.expected() == null ? "-" : decimal(p.expected()),
                    p.performance() == null ? "-" : p.performance(), p.change() == null ? "-" : signed(p.change()),
                    p.newRating() == null ? "-" : p.newRating());
        }
        out.println();
        out.println("games");
        for (RatedGame game : report.games()) {
            String note = !game.finished() ? "  unfinished: not counted" : game.rated() ? "" : "  unrated";
            out.printf(PrintedNumbers.LOCALE, "  %s: %s (%s) - %s (%s)  %s%s%n", game.place(), game.white(), rating(game.whiteRating()),
                    game.black(), rating(game.blackRating()), game.result().marker(), note);
        }
        out.flush();
    }

    /** One JSON object per player, in the standings' order, with their counted games. */
    static void json(PrintWriter out, RatingReport report) {
        JsonFactory factory = JsonFactory.builder().disable(StreamWriteFeature.AUTO_CLOSE_TARGET).build();
        for (Player p : report.players()) {
            try (JsonGenerator json = factory.createGenerator(out)) {
                json.writeStartObject();
                json.writeNumberField("rank", p.rank());
                json.writeStringField("player", p.name());
                json.writeNumberField("games", p.games());
                json.writeNumberField("score", p.score());
                json.writeNumberField("rated", p.rated());
                decimal(json, "expected", p.expected());
                nullable(json, "performance", p.performance());
                decimal(json, "change", p.change());
                nullable(json, "rating", p.rating());
                nullable(json, "newRating", p.newRating());
                json.writeNumberField("unfinished", p.unfinished());
                json.writeArrayFieldStart("results");
                for (PlayerGame game : p.results()) {
                    json.writeStartObject();
                    json.writeStringField("file", game.game().source());
                    json.writeNumberField("game", game.game().number());
                    json.writeNumberField("line", game.game().line());
                    json.writeStringField("color", game.white() ? "white" : "black");
                    json.writeStringField("opponent", game.opponent());
                    json.writeStringField("result", game.game().result().marker());
                    json.writeNumberField("score", game.score());
                    nullable(json, "rating", game.rating());
                    nullable(json, "opponentRating", game.opponentRating());
                    nullable(json, "difference", game.difference());
                    decimal(json, "expected", game.expected());
                    if (game.k() == null) {
                        json.writeNullField("k");
                    } else {
                        BigDecimal k = game.k().stripTrailingZeros();
                        if (k.scale() <= 0) {
                            json.writeNumberField("k", k.intValueExact());
                        } else {
                            json.writeNumberField("k", k.doubleValue());
                        }
                    }
                    decimal(json, "change", game.change());
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
    static void csv(PrintWriter out, RatingReport report) {
        out.print("rank,player,games,score,rated,expected,performance,change,rating,new\r\n");
        for (Player p : report.players()) {
            out.print(p.rank() + "," + quote(p.name()) + "," + p.games() + "," + score(p.score()) + "," + p.rated()
                    + "," + (p.expected() == null ? "" : decimal(p.expected())) + ","
                    + (p.performance() == null ? "" : p.performance()) + "," + (p.change() == null ? "" : decimal(p.change()))
                    + "," + (p.rating() == null ? "" : p.rating()) + "," + (p.newRating() == null ? "" : p.newRating()) + "\r\n");
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

    private static void decimal(JsonGenerator json, String name, BigDecimal value) throws IOException {
        if (value == null) {
            json.writeNullField(name);
        } else {
            json.writeNumberField(name, round(value));
        }
    }

    private static String quote(String field) {
        return field.contains(",") || field.contains("\"") || field.contains("\n") || field.contains("\r")
                ? "\"" + field.replace("\"", "\"\"") + "\"" : field;
    }

    private static BigDecimal round(BigDecimal value) {
        return value.setScale(2, RoundingMode.HALF_UP);
    }

    private static String decimal(BigDecimal value) {
        return round(value).toPlainString();
    }

    private static String signed(BigDecimal value) {
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
