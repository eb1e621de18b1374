package org.rochade.launcher.cli;

import org.rochade.diagram.BoardOptions;
import org.rochade.rules.api.Position;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code diagram --fen FEN --svg FILE | --png FILE}: the board diagram of any position. */
@Command(name = "diagram", mixinStandardHelpOptions = true,
        header = "Writes the board diagram of a position as SVG and/or PNG.",
        description = {"The FEN is read with the variant's rules (X-FEN, Shredder-FEN or standard FEN) and must be legal.",
                "A king in check is marked."})
final class DiagramCommand extends Subcommand {

    @Mixin
    VariantOption variantOption;

    @Option(names = "--fen", paramLabel = "FEN", required = true, description = "The position.")
    String fen;

    @Mixin
    PictureOptions pictures;

    @Override
    public Integer call() {
        if (!pictures.any()) {
            throw usageError("give --svg FILE, --png FILE or both");
        }
        Position position = root.rules(variantOption.variant).fromFen(fen);
        BoardOptions options = BoardOptions.defaults().withSize(Pictures.SVG_PIXELS).withTitle(position.fen());
        if (position.isCheck()) {
            options = options.withCheck(position.king(position.sideToMove()));
        }
        BoardOptions drawn = options;
        pictures.write(root.framework(), diagrams -> diagrams.board(position, drawn));
        return ExitCodes.OK;
    }
}
