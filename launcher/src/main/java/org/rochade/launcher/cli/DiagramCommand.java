package org.rochade.launcher.cli;

import org.rochade.diagram.BoardOptions;
import org.rochade.rules.api.Position;
import picocli.CommandLine.Model.OptionSpec;

/** {@code diagram --fen FEN --svg FILE | --png FILE}: the board diagram of any position. */
final class DiagramCommand extends Subcommand {
    private final VariantOption variantOption = new VariantOption(spec);
    private final OptionSpec fen = Args.option(spec, OptionSpec.builder("--fen").paramLabel("FEN").type(String.class)
            .required(true).description("The position."));
    private final PictureOptions pictures = new PictureOptions(spec);

    DiagramCommand(RochadeCommand root) {
        super(root, "diagram", "Writes the board diagram of a position as SVG and/or PNG.");
        spec.usageMessage().description(
                "The FEN is read with the variant's rules (X-FEN, Shredder-FEN or standard FEN) and must be legal.",
                "A king in check is marked.");
    }

    @Override
    public Integer call() {
        if (!pictures.any()) {
            throw usageError("give --svg FILE, --png FILE or both");
        }
        Position position = root.rules(variantOption.variant()).fromFen(fen.<String>getValue());
        BoardOptions options = BoardOptions.defaults().withSize(Pictures.SVG_PIXELS).withTitle(position.fen());
        if (position.isCheck()) {
            options = options.withCheck(position.king(position.sideToMove()));
        }
        BoardOptions drawn = options;
        pictures.write(root.services(), diagrams -> diagrams.board(position, drawn));
        return ExitCodes.OK;
    }
}
