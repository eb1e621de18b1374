package org.rochade.launcher;

import java.io.IOException;
import java.io.PrintStream;
import org.rochade.rules.api.pgn.GameReport;
import org.rochade.rules.api.pgn.GameReportSink;
import org.rochade.rules.api.pgn.ValidationSummary;

/**
 * A progress line on standard error ("12,345 games, 23 invalid, 51,000 games/s"), redrawn at most
 * five times a second, only when the process talks to a terminal, so pipes and files stay clean.
 */
final class Progress implements GameReportSink {
    private static final long REDRAW_NANOS = 200_000_000L;

    private final GameReportSink delegate;
    private final PrintStream terminal;
    private final long start = System.nanoTime();
    private long lastDraw = start;
    private long games;
    private long invalid;
    private boolean drawn;

    private Progress(GameReportSink delegate, PrintStream terminal) {
        this.delegate = delegate;
        this.terminal = terminal;
    }

    /**
     * Wraps the sink when a terminal is attached (Java 17 can only ask whether the JVM has a console,
     * which needs both standard input and output to be terminals; a redirected run stays silent).
     */
    static GameReportSink wrapIfTerminal(GameReportSink sink, PrintStream stderr) {
        return System.console() == null ? sink : new Progress(sink, stderr);
    }

    @Override
    public void game(GameReport report) throws IOException {
        delegate.game(report);
        games++;
        if (!report.isValid()) {
            invalid++;
        }
        long now = System.nanoTime();
        if (now - lastDraw >= REDRAW_NANOS) {
            lastDraw = now;
            drawn = true;
            terminal.printf("\r%,d games, %,d invalid, %,.0f games/s   ", games, invalid, games * 1e9 / (now - start));
            terminal.flush();
        }
    }

    @Override
    public void finish(ValidationSummary summary) throws IOException {
        if (drawn) {
            terminal.print("\r\033[K");
            terminal.flush();
        }
        delegate.finish(summary);
    }
}
