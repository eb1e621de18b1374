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
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code perft --depth N [--fen FEN | --fen -] [--divide] [--threads T]}: counts the legal move tree. */
@Command(name = "perft", mixinStandardHelpOptions = true,
        header = "Counts the legal move tree to a depth (nodes, time, nodes/s).",
        description = {
            "Counts the leaf nodes of the legal move tree to a depth, and reports nodes, time and nodes/s.",
            "Without --fen: the classic start (SP 518), or with --format a fixed-array format's start. --fen - reads one FEN per line from stdin"
                    + " (blank lines and # comments skipped)."
        })
final class PerftCommand extends Subcommand {
    static final String CLASSIC_START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";


    @Mixin
    CommonOptions common;

    @Option(names = "--depth", paramLabel = "N", required = true, description = "Plies to count, 0 or more.")
    int depth;

    @Option(names = "--fen", paramLabel = "FEN", description = "The position (X-FEN or Shredder-FEN), or - for stdin.")
    String fen;

    @Option(names = "--divide", description = "Also print the count per root move, as 'uci: count'.")
    boolean divide;

    @Option(names = "--threads", paramLabel = "T", defaultValue = "1",
            description = "Split the root moves across T threads (default: ${DEFAULT-VALUE}).")
    int threads;

    @Mixin
    VariantOption variantOption;

    @Mixin
    EventFormatOption eventFormat;

    @Override
    public Integer call() {
        if (depth < 0) {
            throw usageError("--depth must be 0 or more, not " + depth);
        }
        if (divide && depth < 1) {
            throw usageError("--divide needs --depth 1 or more");
        }
        if (threads < 1) {
            throw usageError("--threads must be at least 1, not " + threads);
        }
        EventFormat format = eventFormat.resolve(root);
        ChessRules rules = root.rules(format, variantOption.variant);
        Report report = Report.of(common.json, spec.commandLine().getOut(), rules);
        try (PerftRunner runner = new PerftRunner(rules, threads)) {
            if ("-".equals(fen)) {
                perftStdin(rules, runner, report);
            } else {
                String text = fen != null ? fen.strip() : format != null && format.start().kind() == StartRule.Kind.FIXED
                        ? StartFens.xfen(rules, rules.startArray(format.start().number())) : CLASSIC_START;
                report.perft(runner.run(text, rules.fromFen(text), depth, divide));
            }
        }
        return ExitCodes.OK;
    }

    private void perftStdin(ChessRules rules, PerftRunner runner, Report report) {
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
