package org.rochade.launcher.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.rochade.diagram.ArrayScore;
import org.rochade.rules.api.StartArray;
import org.rochade.rules.api.Variant;
import org.rochade.games.api.pgn.StartStatistics;
import org.rochade.games.api.pgn.StartStats;
import org.rochade.games.api.pgn.StartStatsTable;
import org.rochade.games.api.pgn.ValidationOptions;
import picocli.CommandLine.Model.ArgGroupSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.ParameterException;

/**
 * {@code stats FILE... [--json | --csv] [--svg FILE]}: results by start array over PGN archives.
 * Every game is validated as {@code validate} does; invalid games are counted apart.
 */
final class StatsCommand extends Subcommand {
    private final PositionalParamSpec inputsArg = Args.positional(spec, PositionalParamSpec.builder().arity("1..*").required(true)
            .paramLabel("FILE").type(List.class).auxiliaryTypes(String.class)
            .description("PGN archives (.pgn, .pgn.gz, .pgn.zst), or - for stdin."));
    /** The table's form on standard output: one of these or neither. */
    private final OptionSpec jsonOption = Args.flag("--json", "One JSON object per start instead of the table.").build();
    private final OptionSpec csvOption = Args.flag("--csv", "Comma-separated values with a header line instead of the table.").build();
    private final OptionSpec svgOption = Args.option(spec, "--svg", Path.class, "FILE",
            "Also draw a heat map of White's score over every array of --svg-variant into FILE.");
    private final OptionSpec svgVariantOption = Args.option(spec, OptionSpec.builder("--svg-variant").paramLabel("V")
            .type(Variant.class).defaultValue("chess960").converters(new VariantConverter())
            .description("The arrays of the heat map: chess960 (960, by SP) or fischer168 (168, by number) (default: ${DEFAULT-VALUE})."));
    private final OptionSpec minGamesOption = Args.option(spec, OptionSpec.builder("--min-games").paramLabel("N")
            .type(int.class).defaultValue("10")
            .description("The heat map marks arrays with fewer games than N as too few to tell (default: ${DEFAULT-VALUE})."));
    private final ArchiveReadingOptions reading = new ArchiveReadingOptions(spec);

    StatsCommand(RochadeCommand root) {
        super(root, "stats", "Results by start array: games, White wins, draws, Black wins, White's score, castling, length.");
        spec.usageMessage().description(
                "Reads .pgn, .pgn.gz and .pgn.zst files, or - for standard input, in constant memory, and validates"
                        + " every game as 'validate' does: invalid games, and games from a set-up position that is no"
                        + " start array, are counted apart, not in the results.",
                "White's score counts finished games (a draw is half a point), with a 95%% Wilson interval."
                        + " Castling columns: the share of games in which that side castled that way on the main line.",
                "Exit codes: 0 the statistics were written, 2 bad usage, an unreadable input or an output that could not be"
                        + " written, 3 internal error.");
        Args.flag(spec, "--debug", "Show stack traces of internal errors and the framework's debug log"
                + " (also: environment variable ROCHADE_DEBUG=1)."); // read by Main
        spec.addArgGroup(ArgGroupSpec.builder().exclusive(true).multiplicity("0..1").addArg(jsonOption).addArg(csvOption).build());
    }

    @Override
    public Integer call() throws IOException {
        List<String> inputs = inputsArg.getValue();
        Path svg = svgOption.getValue();
        Variant svgVariant = svgVariantOption.getValue();
        int minGames = minGamesOption.getValue();
        boolean json = Args.isSet(jsonOption);
        boolean csv = Args.isSet(csvOption);
        if (svg != null && svgVariant != Variant.CHESS960 && svgVariant != Variant.FISCHER168) {
            throw new ParameterException(spec.commandLine(),
                    "--svg-variant must be chess960 or fischer168, not " + svgVariant.id());
        }
        if (minGames < 1) {
            throw usageError("--min-games must be at least 1, not " + minGames);
        }
        if (svg != null) {
            // Before any work and before anything is printed: a picture that cannot be written, or
            // would replace an input, is refused now.
            Pictures.checkNotAnInput(svg, inputs);
        }
        StartStatistics statistics = root.services().startStatistics();
        ValidationOptions options = reading.validationOptions(root, spec.commandLine(), false);
        StartStatistics.Collector tallies = statistics.collector();
        PrintStream stdout = new PrintStream(new NonClosingOutput(System.out), false, StandardCharsets.UTF_8);
        ValidationInputs listener = new ValidationInputs(source -> tallies, reading.drawProgress(), stdout);
        listener.validate(root.services().pgnValidator(), InputNames.sources(inputs, root.stdin()), options,
                spec.commandLine());
        StartStatsTable table = tallies.table();
        PrintWriter out = new PrintWriter(stdout, false, StandardCharsets.UTF_8);
        if (json) {
            StatsPrinter.json(table, out);
        } else if (csv) {
            StatsPrinter.csv(table, out);
        } else {
            StatsPrinter.text(table, out);
        }
        out.flush();
        if (json || csv) {
            System.err.println(StatsPrinter.totals(table)); // the totals, not an error: no "rochade:" prefix
        }
        if (svg != null) {
            List<ArrayScore> scores = scores(table, root.rules(svgVariant).startArrays());
            String heatMap = root.services().diagrams().heatMap(scores, minGames);
            Pictures.writeSvg(root.services().pictureSetWriter(), heatMap, svg);
        }
        return listener.unreadable() ? ExitCodes.USAGE : ExitCodes.OK;
    }

    /** The heat map's rows: every array of the variant in order, with the table's figures for it if any. */
    static List<ArrayScore> scores(StartStatsTable table, List<StartArray> arrays) {
        Variant variant = arrays.get(0).variant();
        Map<Integer, StartStats> bySp = new HashMap<>();
        for (StartStats s : table.starts()) {
            if (s.variant() == variant && s.spBlack() == null) {
                bySp.put(s.sp(), s);
            }
        }
        List<ArrayScore> scores = new ArrayList<>(arrays.size());
        for (StartArray array : arrays) {
            StartStats stats = bySp.get(array.sp());
            if (stats == null) {
                scores.add(ArrayScore.none(array));
            } else {
                StartStats.ScoreInterval interval = stats.whiteScoreInterval();
                scores.add(new ArrayScore(array, stats.games(), stats.finished(), stats.whiteScore(), interval.low(),
                        interval.high()));
            }
        }
        return scores;
    }
}
