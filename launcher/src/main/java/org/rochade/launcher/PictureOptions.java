package org.rochade.launcher;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/** {@code --svg FILE} and {@code --png FILE}: a board diagram of what the command shows. */
final class PictureOptions {

    @Option(names = "--svg", paramLabel = "FILE", description = "Also write the board diagram as SVG to FILE.")
    Path svg;

    @Option(names = "--png", paramLabel = "FILE",
            description = "Also write the board diagram as PNG (" + Pictures.PNG_PIXELS + " pixels square) to FILE.")
    Path png;

    boolean any() {
        return svg != null || png != null;
    }

    /** Refuses targets that cannot be written, before the command prints or computes anything. */
    void check() {
        if (svg != null) {
            Pictures.checkNotAnInput(svg, java.util.List.of());
        }
        if (png != null) {
            Pictures.checkNotAnInput(png, java.util.List.of());
        }
    }

    /** Writes the diagram of a FEN's piece placement to the files asked for. */
    void write(String placement, String title) {
        String document = BoardSvg.document(placement, title, BoardSvg.SIZE);
        if (svg != null) {
            Pictures.writeSvg(document, svg);
        }
        if (png != null) {
            Pictures.writePng(document, Pictures.PNG_PIXELS, png);
        }
    }
}
