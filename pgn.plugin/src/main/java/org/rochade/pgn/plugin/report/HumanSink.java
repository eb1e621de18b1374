package org.rochade.pgn.plugin.report;

import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import org.rochade.games.api.pgn.Finding;
import org.rochade.games.api.pgn.GameReport;
import org.rochade.games.api.pgn.GameReportSink;
import org.rochade.games.api.pgn.ValidationSummary;

/** For people: the errors of each invalid game as it comes, then the totals. */
public final class HumanSink implements GameReportSink {
    /**
     * The locale numbers are written in: US, whose digits and decimal point are the root locale's,
     * is the one the JDK's Formatter writes without looking up locale data (for any other it loads
     * the CLDR provider and its symbols, about 8 ms of a one-game validation's start-up).
     */
    private static final Locale NUMBERS = Locale.US;
    private final PrintWriter out;
    /** "NAME: " before each game and the totals, or nothing. */
    private final String prefix;

    public HumanSink(OutputStream stream) {
        this(stream, null);
    }

    /** @param source the input's name, written before each game and the totals; null for none */
    public HumanSink(OutputStream stream, String source) {
        this.out = new PrintWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8), false);
        this.prefix = source == null ? "" : printable(source) + ": ";
    }

    @Override
    public void game(GameReport r) {
        if (r.isValid()) {
            return;
        }
        out.printf(NUMBERS, "%sgame %d (line %d, %s): invalid%n", prefix, r.game(), r.line(), printable(r.variant()));
        for (Finding f : r.findings()) {
            if (!f.isError()) {
                continue;
            }
            out.print("  ");
            if (f.line() > 0) {
                out.print(f.line() + (f.column() > 0 ? ":" + f.column() : "")
                        + (f.column() == Integer.MAX_VALUE ? "+" : "") + " "); // saturated: that column or later
            }
            if (f.ply() > 0) {
                out.print("ply " + f.ply() + " ");
            }
            out.println(printable(f.message()));
        }
    }

    @Override
    public void flush() {
        out.flush();
    }

    /**
     * Messages quote the input (tag values, FENs, moves): control characters are shown as escapes,
     * so that a hostile archive cannot move the cursor or clear a terminal.
     */
    static String printable(String text) {
        StringBuilder sb = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x20 || (c >= 0x7F && c <= 0x9F)) {
                if (sb == null) {
                    sb = new StringBuilder(text.length() + 16).append(text, 0, i);
                }
                sb.append(String.format(NUMBERS, "\\x%02X", (int) c));
            } else if (sb != null) {
                sb.append(c);
            }
        }
        return sb == null ? text : sb.toString();
    }

    @Override
    public void finish(ValidationSummary s) throws IOException {
        out.printf(NUMBERS, "%s%d games: %d valid, %d invalid%n", prefix, s.games(), s.valid(), s.invalid());
        printKinds("errors", s.errorsByKind());
        printKinds("warnings", s.warningsByKind());
        out.printf(NUMBERS, "%.1f s, %.0f games/s, %.1f MB/s%n", s.nanos() / 1e9, s.gamesPerSecond(),
                s.megabytesPerSecond());
        out.flush();
    }

    private void printKinds(String label, Map<String, Long> kinds) {
        if (kinds.isEmpty()) {
            return;
        }
        StringBuilder sb = new StringBuilder(label).append(" by kind:");
        kinds.entrySet().stream().sorted(Map.Entry.comparingByKey())
                .forEach(e -> sb.append(' ').append(e.getKey()).append(' ').append(e.getValue()));
        out.println(sb);
    }
}
