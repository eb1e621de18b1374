package org.rochade.launcher;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.rochade.rules.api.format.EventFormat;
import org.rochade.rules.api.pgn.GameReportSink;
import org.rochade.rules.api.pgn.PgnValidator;
import org.rochade.rules.api.pgn.ReportFormat;
import org.rochade.rules.api.pgn.ValidationOptions;
import org.rochade.rules.api.pgn.ValidationSummary;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code validate FILE... [--json] [--threads T]}: checks every game of PGN archives with the rules
 * of its variant. Exit 0 when every game is valid, 1 when some are invalid, 2 when an input cannot
 * be read (the other inputs are still validated).
 */
@Command(name = "validate", mixinStandardHelpOptions = true,
        header = "Validates PGN archives: every game, main line and variations, with the rules of its variant.",
        description = {
            "Reads .pgn, .pgn.gz and .pgn.zst files, or - for standard input, in constant memory.",
            "Without --json: invalid games with their errors, then a summary (games, valid, invalid,"
                    + " warnings by kind, games/s). With --json: one JSON object per game and nothing else on stdout.",
            "Exit codes: 0 every game valid, 1 some game invalid, 2 bad usage or an unreadable input."
        })
final class ValidateCommand implements Callable<Integer> {

    @ParentCommand
    RochadeCommand root;

    @Spec
    CommandSpec spec;

    @Mixin
    CommonOptions common;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "PGN archives (.pgn, .pgn.gz, .pgn.zst), or - for stdin.")
    List<String> inputs;

    @Option(names = "--threads", paramLabel = "T", defaultValue = "1",
            description = "Check games on T threads, the reading one included; reports stay in input order (default: ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--main-line-only", description = "Do not replay variations.")
    boolean mainLineOnly;

    @Option(names = "--progress", negatable = true,
            description = "Draw a progress bar on stderr (default: only when stderr is a terminal).")
    Boolean progress;

    @Mixin
    EventFormatOption eventFormat;

    @Mixin
    LimitOptions limitOptions;

    @Override
    public Integer call() throws IOException {
        if (threads < 1) {
            throw new ParameterException(spec.commandLine(), "--threads must be at least 1, not " + threads);
        }
        for (String input : inputs) {
            if (!input.equals("-") && !Files.isReadable(Path.of(input))) {
                throw new UserError("cannot read " + input + ": " + (Files.exists(Path.of(input)) ? "permission denied" : "no such file"));
            }
        }
        EventFormat played = eventFormat.resolve(root);
        if (played != null) {
            root.rules(played); // the format's variant and castling convention must be in force
        }
        PgnValidator validator = root.framework().pgnValidator();
        ReportFormat format = common.json ? ReportFormat.JSON_LINES : ReportFormat.HUMAN;
        // Only the JSON report shows final positions: the summary saves writing a FEN per game.
        ValidationOptions options = ValidationOptions.defaults().withThreads(threads)
                .withVariations(!mainLineOnly).withFinalFen(format == ReportFormat.JSON_LINES)
                .withLimits(limitOptions.apply(spec.commandLine()))
                .withDefaultVariant(played == null ? null : played.variant());
        PrintStream stdout = new PrintStream(new NonClosingOutput(System.out), false);
        boolean unreadable = false;
        boolean invalid = false;
        boolean drawProgress = Progress.wanted(progress);
        long games = 0;
        long invalidGames = 0;
        for (String input : inputs) {
            SummaryRecorder sink = new SummaryRecorder(validator.reportSink(format, stdout, input));
            try {
                ValidationSummary summary = drawProgress
                        ? validateWithProgress(validator, input, options, sink)
                        : input.equals("-")
                                ? validator.validate(root.stdin(), "-", options, sink)
                                : validator.validate(Path.of(input), options, sink);
                invalid |= !summary.allValid();
            } catch (IOException e) {
                stdout.flush();
                System.err.println("rochade: cannot read " + input + ": " + ErrorHandler.oneLine(String.valueOf(e.getMessage())));
                unreadable = true;
            }
            stdout.flush();
            // The totals the sink was given: also those of the games before an input broke.
            if (sink.summary != null) {
                games += sink.summary.games();
                invalidGames += sink.summary.invalid();
                invalid |= !sink.summary.allValid();
            }
        }
        if (inputs.size() > 1 && format == ReportFormat.HUMAN) {
            stdout.printf(java.util.Locale.ROOT, "all %d inputs: %d games: %d valid, %d invalid%s%n", inputs.size(), games,
                    games - invalidGames, invalidGames, unreadable ? " (some input could not be read to its end)" : "");
            stdout.flush();
        }
        if (unreadable) {
            return ExitCodes.USAGE;
        }
        return invalid ? ExitCodes.INVALID_GAMES : ExitCodes.OK;
    }

    /** Reads the input through a progress bar that counts its bytes and games. */
    private ValidationSummary validateWithProgress(PgnValidator validator, String input, ValidationOptions options,
                                                   GameReportSink sink) throws IOException {
        if (input.equals("-")) {
            try (Progress bar = Progress.forStream("stdin", System.err)) {
                return validator.validate(bar.input(root.stdin()), "-", options, bar.counting(sink));
            }
        }
        Path file = Path.of(input);
        try (Progress bar = Progress.forFile(file, System.err);
             // FileInputStream, not Files.newInputStream: the latter fails on a named pipe (its
             // available() seeks: "Illegal seek").
             InputStream in = bar.input(new java.io.FileInputStream(file.toFile()))) {
            return validator.validate(in, input, options, bar.counting(sink));
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
        public void game(org.rochade.rules.api.pgn.GameReport report) throws IOException {
            delegate.game(report);
        }

        @Override
        public void finish(ValidationSummary summary) throws IOException {
            this.summary = summary;
            delegate.finish(summary);
        }
    }
}
