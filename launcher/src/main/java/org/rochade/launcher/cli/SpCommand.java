package org.rochade.launcher.cli;

import org.rochade.launcher.host.StartFens;
import org.rochade.launcher.host.UserError;
import org.rochade.diagram.ArrayCard;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.StartArray;
import org.rochade.rules.api.StartVerdict;
import org.rochade.event.api.format.EventFormat;
import java.util.random.RandomGeneratorFactory;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/** {@code sp N | sp --fen FEN | sp --all}: one start array, a reverse look-up, or the whole table. */
final class SpCommand extends Subcommand {
    private final CommonOptions common = new CommonOptions(spec);
    private final VariantOption variantOption = new VariantOption(spec);
    private final PositionalParamSpec numberArg = Args.positional(spec, PositionalParamSpec.builder().paramLabel("N")
            .arity("0..1").type(String.class).description("The array's number in the variant, or W:B for dfrc."));
    private final OptionSpec fenOption = Args.option(spec, "--fen", String.class, "FEN",
            "Reverse look-up: which array does this FEN start from?");
    private final OptionSpec allOption = Args.flag(spec, "--all", "The whole table, one line per array.");
    private final EventFormatOption eventFormat = new EventFormatOption(spec);
    private final PictureOptions pictures = new PictureOptions(spec);

    SpCommand(RochadeCommand root) {
        super(root, "sp", "Shows a start array, looks one up by FEN, or lists them all.");
        spec.usageMessage().description(
                "Shows a start array: number, SP (Scharnagl number), back rank, X-FEN, Shredder-FEN and a board.",
                "chess960 numbers are SP 0..959 (960 = 0); fischer168 numbers are 1..168 in ascending SP;",
                "dfrc starts are named W:B by White's and Black's SP (e.g. 502:532) or numbered W*960+B.",
                "--svg FILE and --png FILE also write the array's card: its board, number, X-FEN and Shredder-FEN.");
    }

    @Override
    public Integer call() {
        String number = numberArg.getValue();
        String fen = fenOption.getValue();
        boolean all = Args.isSet(allOption);
        int chosen = (number != null ? 1 : 0) + (fen != null ? 1 : 0) + (all ? 1 : 0) + (eventFormat.name() != null ? 1 : 0);
        if (chosen != 1) {
            throw usageError("give exactly one of N, --fen FEN, --all or --format NAME");
        }
        EventFormat format = eventFormat.resolve(root);
        ChessRules rules = root.rules(format, variantOption.variant());
        if (all && pictures.any()) {
            throw usageError("--svg and --png draw one array, not --all");
        }
        pictures.check();
        Report report = Report.of(common.json(), spec.commandLine().getOut(), rules);
        StartArray shown = null;
        if (format != null) {
            shown = FormatStart.report(format, rules, RandomGeneratorFactory.of(RandomCommand.ALGORITHM).create(), DiceCommand.Die.real(), report);
        } else if (all) {
            for (StartArray array : rules.startArrays()) {
                report.startArrayRow(array);
            }
        } else if (fen != null) {
            StartVerdict verdict = rules.checkStart(fen);
            shown = verdict.start().orElseThrow(() ->
                    new UserError("not a " + variantOption.variant().id() + " start: " + verdict.reason()));
            report.startOfFen(shown, verdict);
        } else {
            shown = lookUp(rules, number.strip());
            report.startArray(shown);
        }
        if (shown != null && pictures.any()) {
            StartFens fens = StartFens.of(rules, shown);
            ArrayCard card = new ArrayCard(shown, fens.xfen(), fens.shredderFen());
            pictures.write(root.services(), diagrams -> diagrams.startArray(card, ""));
        }
        return ExitCodes.OK;
    }

    /** A number, or a pair W:B of Scharnagl numbers (which the rules accept for dfrc only). */
    private StartArray lookUp(ChessRules rules, String text) {
        int colon = text.indexOf(':');
        try {
            if (colon < 0) {
                return rules.startArray(Integer.parseInt(text));
            }
            return rules.startArray(Integer.parseInt(text.substring(0, colon).strip()),
                    Integer.parseInt(text.substring(colon + 1).strip()));
        } catch (NumberFormatException e) {
            throw usageError("N must be a number or a pair W:B, not '" + text + "'");
        }
    }
}
