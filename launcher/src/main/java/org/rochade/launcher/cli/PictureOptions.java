package org.rochade.launcher.cli;

import java.nio.file.Path;
import java.util.function.Function;
import org.rochade.diagram.Diagrams;
import org.rochade.launcher.host.EmbeddedFramework;
import picocli.CommandLine.Option;

/** {@code --svg FILE} and {@code --png FILE}: a diagram of what the command shows. */
final class PictureOptions {

    @Option(names = "--svg", paramLabel = "FILE", description = "Also write the diagram as SVG to FILE.")
    Path svg;

    @Option(names = "--png", paramLabel = "FILE",
            description = "Also write the diagram as PNG (" + Pictures.PNG_PIXELS + " pixels wide) to FILE.")
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

    /** Draws the diagram with the framework's diagram service and writes it to the files asked for. */
    void write(EmbeddedFramework framework, Function<Diagrams, String> drawing) {
        String document = drawing.apply(framework.diagrams());
        if (svg != null) {
            Pictures.writeSvg(document, svg);
        }
        if (png != null) {
            Pictures.writePng(framework.pngRasterizer(), document, Pictures.PNG_PIXELS, png);
        }
    }
}
