package org.rochade.launcher.cli;

import org.rochade.launcher.host.StartFens;
import org.rochade.launcher.host.UserError;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.RulesException;
import org.rochade.event.api.format.EventFormat;
import org.rochade.event.api.format.StartRule;
import picocli.CommandLine.Model.OptionSpec;

/** {@code perft --depth N [--fen FEN | --fen -] [--divide] [--threads T]}: counts the legal move tree. */
final class PerftCommand extends Subcommand {
    static final String CLASSIC_START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    private final CommonOptions common = new CommonOptions(spec);
    private final OptionSpec depthOption = Args.option(spec, OptionSpec.builder("--depth").paramLabel("N").type(int.class)
            .required(true).description("Plies to count, 0 to 64 (0 counts the position itself: 1 node)."));
    private final OptionSpec fenOption = Args.option(spec, "--fen", String.class, "FEN",
            "The position (X-FEN or Shredder-FEN), or - for stdin.");
    private final OptionSpec divideOption = Args.flag(spec, "--divide", "Also print the count per root move, as 'uci: count'.");
    private final OptionSpec threadsOption = Args.option(spec, OptionSpec.builder("--threads").paramLabel("T").type(int.class)
            .defaultValue("1").description("Split the root moves across T threads (default: ${DEFAULT-VALUE})."));
    private final VariantOption variantOption = new VariantOption(spec);
    private final EventFormatOption eventFormat = new EventFormatOption(spec);

    PerftCommand(RochadeCommand root) {
        super(root, "perft", "Counts the legal move tree to a depth (nodes, time, nodes/s).");
        spec.usageMessage().description(
                "Counts the leaf nodes of the legal move tree to a depth, and reports nodes, time and nodes/s.",
                "Without --fen: the classic start (SP 518), or with --format a fixed-array format's start. --fen - reads one FEN per line from stdin"
                        + " (blank lines and # comments skipped).");
    }

    @Override
    public Integer call() {
        int depth = depthOption.getValue();
        String fen = fenOption.getValue();
        boolean divide = Args.isSet(divideOption);
        int threads = threadsOption.getValue();
        if (depth < 0) {
            throw usageError("--depth must be 0..64, not " + depth);
        }
        if (divide && depth < 1) {
            throw usageError("--divide needs --depth 1 or more");
        }
        if (threads < 1) {
            throw usageError("--threads must be at least 1, not " + threads);
        }
        EventFormat format = eventFormat.resolve(root);
        ChessRules rules = root.rules(format, variantOption.variant());
        Report report = Report.of(common.json(), spec.commandLine().getOut(), rules);
        try (PerftRunner runner = new PerftRunner(rules, threads)) {
            if ("-".equals(fen)) {
                perftStdin(rules, runner, report, depth, divide);
            } else {
                String text = fen != null ? fen.strip() : format != null && format.start().kind() == StartRule.Kind.FIXED
                        ? StartFens.xfen(rules, rules.startArray(format.start().number())) : CLASSIC_START;
                report.perft(runner.run(text, rules.fromFen(text), depth, divide));
            }
        }
        return ExitCodes.OK;
    }

    private void perftStdin(ChessRules rules, PerftRunner runner, Report report, int depth, boolean divide) {
        BufferedReader in = new BufferedReader(new InputStreamReader(root.stdin(), StandardCharsets.UTF_8));
        int lineNumber = 0;
        try {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                lineNumber++;
                String text = line.strip();
                if (text.isEmpty() || text.startsWith("#")) {
                    continue;
                }
                Position position;
                try {
                    position = rules.fromFen(text);
                } catch (RulesException e) {
                    throw new UserError("stdin line " + lineNumber + ": " + e.getMessage());
                }
                report.perft(runner.run(text, position, depth, divide));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read stdin", e);
        }
    }
}
