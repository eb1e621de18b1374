package org.rochade.launcher.cli;

import java.io.PrintStream;
import java.util.List;
import org.rochade.games.api.pgn.PgnValidator;
import org.rochade.games.api.pgn.ReportFormat;
import org.rochade.games.api.pgn.ValidationOptions;
import org.rochade.games.api.pgn.ValidationSummary;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * {@code validate FILE... [--json] [--threads T]}: checks every game of PGN archives with the rules
 * of its variant. Exit 0 when every game is valid, 1 when some are invalid, 2 when an input cannot
 * be read (the other inputs are still validated).
 */
final class ValidateCommand extends Subcommand {
    private final CommonOptions common = new CommonOptions(spec);
    private final PositionalParamSpec inputsArg = Args.positional(spec, PositionalParamSpec.builder().arity("1..*").required(true)
            .paramLabel("FILE").type(List.class).auxiliaryTypes(String.class)
            .description("PGN archives (.pgn, .pgn.gz, .pgn.zst), or - for stdin."));
    private final ArchiveReadingOptions reading = new ArchiveReadingOptions(spec);

    ValidateCommand(RochadeCommand root) {
        super(root, "validate", "Validates PGN archives: every game, main line and variations, with the rules of its variant.");
        spec.usageMessage().description(
                "Reads .pgn, .pgn.gz and .pgn.zst files, or - for standard input, in constant memory.",
                "Without --json: invalid games with their errors, then a summary (games, valid, invalid,"
                        + " warnings by kind, games/s). With --json: one JSON object per game and nothing else on stdout.",
                "Exit codes: 0 every game valid, 1 some game invalid, 2 bad usage, an unreadable input or an output that could not"
                        + " be written, 3 internal error.");
    }

    @Override
    public Integer call() {
        List<String> inputs = inputsArg.getValue();
        PgnValidator validator = root.services().pgnValidator();
        ReportFormat format = common.json() ? ReportFormat.JSON_LINES : ReportFormat.HUMAN;
        // Only the JSON report shows final positions: the summary saves writing a FEN per game.
        ValidationOptions options = reading.validationOptions(root, spec.commandLine(), format == ReportFormat.JSON_LINES);
        PrintStream stdout = new PrintStream(new NonClosingOutput(System.out), false);
        ValidationInputs listener = new ValidationInputs(source -> validator.reportSink(format, stdout, source.name()),
                reading.drawProgress(), stdout);
        ValidationSummary totals = listener.validate(validator, InputNames.sources(inputs, root.stdin()), options,
                spec.commandLine());
        if (inputs.size() > 1 && format == ReportFormat.HUMAN) {
            stdout.printf(PrintedNumbers.LOCALE, "all %d inputs: %d games: %d valid, %d invalid%s%n", inputs.size(),
                    totals.games(), totals.valid(), totals.invalid(),
                    listener.unreadable() ? " (some input could not be read to its end)" : "");
            stdout.flush();
        }
        if (listener.unreadable()) {
            return ExitCodes.USAGE;
        }
        return totals.allValid() ? ExitCodes.OK : ExitCodes.INVALID_GAMES;
    }
}
