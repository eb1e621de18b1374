package org.rochade.launcher.cli;

import org.rochade.rules.api.Position;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code diagram --fen FEN --svg FILE | --png FILE}: the board diagram of any position. */
@Command(name = "diagram", mixinStandardHelpOptions = true,
        header = "Writes the board diagram of a position as SVG and/or PNG.",
        description = "The FEN is read with the variant's rules (X-FEN, Shredder-FEN or standard FEN) and must be legal.")
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
        String written = position.fen();
        pictures.write(written.substring(0, written.indexOf(' ')), written);
        return ExitCodes.OK;
    }
}
