package org.rochade.launcher.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteFeature;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import org.rochade.games.api.pgn.StartStats;
import org.rochade.games.api.pgn.StartStatsTable;

/** A statistics table as text for people, JSON Lines or CSV for programs: one row per start. */
final class StatsPrinter {
    private static final JsonFactory JSON = JsonFactory.builder().disable(StreamWriteFeature.AUTO_CLOSE_TARGET).build();
    private static final String CSV_HEADER = "variant,sp,spBlack,games,whiteWins,draws,blackWins,unfinished,"
            + "whiteScore,whiteScoreLow,whiteScoreHigh,whiteCastledShort,whiteCastledLong,blackCastledShort,"
            + "blackCastledLong,averagePlies";

    private StatsPrinter() {
    }

    /** The counts under the table: what was counted and what was left out. */
    static String totals(StartStatsTable table) {
        return String.format(PrintedNumbers.LOCALE, "%,d valid game%s from %,d start%s; not counted: %,d invalid, %,d from a set-up position",
                table.validGames(), table.validGames() == 1 ? "" : "s", table.starts().size(),
                table.starts().size() == 1 ? "" : "s", table.invalidGames(), table.setUpGames());
    }

    static void text(StartStatsTable table, PrintWriter out) {
        boolean dfrc = table.starts().stream().anyMatch(s -> s.spBlack() != null);
        out.printf(PrintedNumbers.LOCALE, "%-10s %5s%s %7s %6s %6s %6s %5s  %-21s %6s %7s %6s %7s %6s%n", "variant", "SP",
                dfrc ? "  SP(B)" : "", "games", "1-0", "1/2", "0-1", "*", "White score (95%)", "W O-O", "W O-O-O",
                "B O-O", "B O-O-O", "plies");
        for (StartStats s : table.starts()) {
            StartStats.ScoreInterval ci = s.whiteScoreInterval();
            String score = s.finished() == 0 ? "-"
                    : String.format(PrintedNumbers.LOCALE, "%5.1f%% (%4.1f-%4.1f%%)", 100 * s.whiteScore(), 100 * ci.low(), 100 * ci.high());
            out.printf(PrintedNumbers.LOCALE, "%-10s %5d%s %7d %6d %6d %6d %5d  %-21s %6s %7s %6s %7s %6.1f%n", s.variant().id(),
                    s.sp(), dfrc ? String.format(PrintedNumbers.LOCALE, "  %5s", s.spBlack() == null ? "-" : s.spBlack()) : "",
                    s.games(), s.whiteWins(), s.draws(), s.blackWins(), s.unfinished(), score,
                    share(s.whiteShortCastles(), s.games()), share(s.whiteLongCastles(), s.games()),
                    share(s.blackShortCastles(), s.games()), share(s.blackLongCastles(), s.games()), s.averagePlies());
        }
        out.println(totals(table));
    }

    private static String share(long part, long whole) {
        return String.format(PrintedNumbers.LOCALE, "%.0f%%", 100.0 * part / whole);
    }

    static void json(StartStatsTable table, PrintWriter out) {
        try {
            for (StartStats s : table.starts()) {
                try (JsonGenerator json = JSON.createGenerator(out)) {
                    json.writeStartObject();
                    json.writeStringField("variant", s.variant().id());
                    json.writeNumberField("sp", s.sp());
                    if (s.spBlack() != null) {
                        json.writeNumberField("spBlack", s.spBlack());
                    }
                    json.writeNumberField("games", s.games());
                    json.writeNumberField("whiteWins", s.whiteWins());
                    json.writeNumberField("draws", s.draws());
                    json.writeNumberField("blackWins", s.blackWins());
                    json.writeNumberField("unfinished", s.unfinished());
                    if (s.finished() > 0) {
                        StartStats.ScoreInterval ci = s.whiteScoreInterval();
                        json.writeNumberField("whiteScore", s.whiteScore());
                        json.writeNumberField("whiteScoreLow", ci.low());
                        json.writeNumberField("whiteScoreHigh", ci.high());
                    }
                    json.writeNumberField("whiteCastledShort", s.whiteShortCastles());
                    json.writeNumberField("whiteCastledLong", s.whiteLongCastles());
                    json.writeNumberField("blackCastledShort", s.blackShortCastles());
                    json.writeNumberField("blackCastledLong", s.blackLongCastles());
                    json.writeNumberField("averagePlies", s.averagePlies());
                    json.writeEndObject();
                }
                out.println();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static void csv(StartStatsTable table, PrintWriter out) {
        out.println(CSV_HEADER);
        for (StartStats s : table.starts()) {
            StartStats.ScoreInterval ci = s.whiteScoreInterval();
            boolean scored = s.finished() > 0;
            // Every field is a number or a variant id: nothing to quote.
            out.printf(PrintedNumbers.LOCALE, "%s,%d,%s,%d,%d,%d,%d,%d,%s,%s,%s,%d,%d,%d,%d,%.2f%n", s.variant().id(), s.sp(),
                    s.spBlack() == null ? "" : s.spBlack(), s.games(), s.whiteWins(), s.draws(), s.blackWins(),
                    s.unfinished(), scored ? fraction(s.whiteScore()) : "", scored ? fraction(ci.low()) : "",
                    scored ? fraction(ci.high()) : "", s.whiteShortCastles(), s.whiteLongCastles(),
                    s.blackShortCastles(), s.blackLongCastles(), s.averagePlies());
        }
    }

    private static String fraction(double value) {
        return String.format(PrintedNumbers.LOCALE, "%.4f", value);
    }
}
