package org.rochade.launcher.cli;

import java.nio.file.Path;
import java.util.function.Function;
import org.rochade.diagram.Diagrams;
import org.rochade.launcher.host.Services;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/** {@code --svg FILE} and {@code --png FILE}: a diagram of what the command shows. */
final class PictureOptions {
    private final OptionSpec svg;
    private final OptionSpec png;

    /** Adds the options to the command's spec. */
    PictureOptions(CommandSpec spec) {
        svg = Args.option(spec, "--svg", Path.class, "FILE", "Also write the diagram as SVG to FILE.");
        png = Args.option(spec, "--png", Path.class, "FILE",
                "Also write the diagram as PNG (" + Pictures.PNG_PIXELS + " pixels wide) to FILE.");
    }

    boolean any() {
        return svg.getValue() != null || png.getValue() != null;
    }

    /** Refuses targets that cannot be written, before the command prints or computes anything. */
    void check() {
        Path svgFile = svg.getValue();
        Path pngFile = png.getValue();
        if (svgFile != null) {
            Pictures.checkNotAnInput(svgFile, java.util.List.of());
        }
        if (pngFile != null) {
            Pictures.checkNotAnInput(pngFile, java.util.List.of());
        }
    }

    /** Draws the diagram with the diagram service and has the picture service write the files asked for. */
    void write(Services framework, Function<Diagrams, String> drawing) {
        String document = drawing.apply(framework.diagrams());
        Path svgFile = svg.getValue();
        Path pngFile = png.getValue();
        if (svgFile != null) {
            Pictures.writeSvg(framework.pictureSetWriter(), document, svgFile);
        }
        if (pngFile != null) {
            Pictures.writePng(framework.pictureSetWriter(), document, pngFile);
        }
    }
}
