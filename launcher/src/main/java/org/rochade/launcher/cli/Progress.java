package org.rochade.launcher.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.wrapped.ProgressBarWrappedInputStream;
import org.rochade.games.api.pgn.GameReport;
import org.rochade.games.api.pgn.GameReportSink;
import org.rochade.games.api.pgn.ValidationSummary;

/**
 * A progress bar on standard error while one input is validated: how much of the input has been
 * read (with percentage and time left when the size is known: a file, compressed or not), plus
 * the games and invalid games so far. Drawn by the progress-bar library's own thread, so the
 * validation pays one counter update per read and per game.
 */
final class Progress implements AutoCloseable {
    private static final int GAMES_PER_MESSAGE = 1000;

    private final ProgressBar bar;
    private boolean closed;
    private long games;
    private long invalid;

    private Progress(String name, long size, PrintStream terminal) {
        this.bar = new ProgressBarBuilder()
                .setTaskName(name)
                .setInitialMax(size)
                .setUnit(size >= 0 && size < 10_000_000 ? " kB" : " MB", size >= 0 && size < 10_000_000 ? 1000 : 1_000_000)
                .setUpdateIntervalMillis(200)
                .setConsumer(new ConsoleProgressBarConsumer(terminal))
                .build();
    }

    /**
     * Whether to draw: {@code --progress}/{@code --no-progress} decide when given; otherwise only
     * when standard error is a terminal, so pipes, files and scripts stay clean.
     */
    static boolean wanted(Boolean option) {
        return option != null ? option : Terminals.stderrIsTerminal();
    }

    /** A bar over a file's bytes; {@link #input} then reads the file through it. */
    static Progress forFile(Path file, PrintStream terminal) throws IOException {
        // A pipe (named, /dev/stdin, <(...)) has no size to count towards.
        return new Progress(shortName(file), Files.isRegularFile(file) ? Files.size(file) : -1, terminal);
    }

    /** A bar without an end, for standard input. */
    static Progress forStream(String name, PrintStream terminal) {
        return new Progress(name, -1, terminal);
    }

    /** The raw (possibly compressed) input, counted into the bar as it is read. */
    InputStream input(InputStream raw) {
        return new ProgressBarWrappedInputStream(raw, bar);
    }

    /** Wraps the report sink so that the bar shows the games seen so far. */
    GameReportSink counting(GameReportSink delegate) {
        return new GameReportSink() {
            @Override
            public void game(GameReport report) throws IOException {
                delegate.game(report);
                games++;
                if (!report.isValid()) {
                    invalid++;
                }
                if (games % GAMES_PER_MESSAGE == 0) {
                    showCounts();
                }
            }

            @Override
            public void finish(ValidationSummary summary) throws IOException {
                // The bar's last state first, then the summary below it.
                showCounts();
                close();
                delegate.finish(summary);
            }
        };
    }

    private void showCounts() {
        bar.setExtraMessage(String.format(PrintedNumbers.LOCALE, "%,d games (%,d invalid)", games, invalid));
    }

    /** Draws the final state and ends the bar's line. */
    @Override
    public void close() {
        if (!closed) {
            closed = true;
            bar.close();
        }
    }

    private static String shortName(Path file) {
        Path name = file.getFileName();
        return name == null ? file.toString() : name.toString();
    }
}
