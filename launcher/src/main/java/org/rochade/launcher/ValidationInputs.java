package org.rochade.launcher;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;
import org.rochade.rules.api.pgn.GameReport;
import org.rochade.rules.api.pgn.GameReportSink;
import org.rochade.rules.api.pgn.PgnValidator;
import org.rochade.rules.api.pgn.ValidationOptions;
import org.rochade.rules.api.pgn.ValidationSummary;

/**
 * Validates the inputs a command names (files, named pipes, {@code -} for standard input) one after
 * the other, each into the sink made for it, with a progress bar when wanted. An input that cannot
 * be read to its end is named on stderr and the next one is read; the sink has then had the
 * reports of the games before the break. Shared by every command that reads archives through the
 * validator ({@code validate}, {@code stats}).
 */
final class ValidationInputs {
    private final PgnValidator validator;
    private final InputStream stdin;
    private final boolean progress;

    /** The totals of all inputs; {@code unreadable} when some input could not be read to its end. */
    record Totals(long games, long invalid, boolean unreadable) {
    }

    ValidationInputs(PgnValidator validator, InputStream stdin, boolean progress) {
        this.validator = validator;
        this.stdin = stdin;
        this.progress = progress;
    }

    /**
     * Refuses, before any work, an input that is not there or not readable.
     *
     * @throws UserError naming the first such input
     */
    static void checkReadable(List<String> inputs) {
        for (String input : inputs) {
            if (!input.equals("-") && !Files.isReadable(Path.of(input))) {
                throw new UserError("cannot read " + input + ": "
                        + (Files.exists(Path.of(input)) ? "permission denied" : "no such file"));
            }
        }
    }

    /**
     * Validates every input; {@code before} is flushed before a read error goes to stderr, so that
     * the error follows the reports it interrupts.
     */
    Totals run(List<String> inputs, ValidationOptions options, Function<String, GameReportSink> sinkFor,
               PrintStream before) {
        long games = 0;
        long invalid = 0;
        boolean unreadable = false;
        for (String input : inputs) {
            SummaryRecorder sink = new SummaryRecorder(sinkFor.apply(input));
            try {
                validate(input, options, sink);
            } catch (IOException e) {
                before.flush();
                System.err.println("rochade: cannot read " + input + ": " + ErrorHandler.oneLine(String.valueOf(e.getMessage())));
                unreadable = true;
            }
            before.flush();
            // The totals the sink was given: also those of the games before an input broke.
            if (sink.summary != null) {
                games += sink.summary.games();
                invalid += sink.summary.invalid();
            }
        }
        return new Totals(games, invalid, unreadable);
    }

    private void validate(String input, ValidationOptions options, GameReportSink sink) throws IOException {
        if (!progress) {
            if (input.equals("-")) {
                validator.validate(stdin, "-", options, sink);
            } else {
                validator.validate(Path.of(input), options, sink);
            }
            return;
        }
        if (input.equals("-")) {
            try (Progress bar = Progress.forStream("stdin", System.err)) {
                validator.validate(bar.input(stdin), "-", options, bar.counting(sink));
            }
            return;
        }
        Path file = Path.of(input);
        try (Progress bar = Progress.forFile(file, System.err);
             // FileInputStream, not Files.newInputStream: the latter fails on a named pipe (its
             // available() seeks: "Illegal seek").
             InputStream in = bar.input(new java.io.FileInputStream(file.toFile()))) {
            validator.validate(in, input, options, bar.counting(sink));
        }
    }

    /** A sink that remembers the summary it was given. */
    private static final class SummaryRecorder implements GameReportSink {
        private final GameReportSink delegate;
        ValidationSummary summary;

        SummaryRecorder(GameReportSink delegate) {
            this.delegate = delegate;
        }

        @Override
        public void game(GameReport report) throws IOException {
            delegate.game(report);
        }

        @Override
        public void finish(ValidationSummary summary) throws IOException {
            this.summary = summary;
            delegate.finish(summary);
        }
    }
}
