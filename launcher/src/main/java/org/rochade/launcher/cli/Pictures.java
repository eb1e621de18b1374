package org.rochade.launcher.cli;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.rochade.diagram.png.PictureLayout;
import org.rochade.diagram.png.PngRasterizer;
import org.rochade.launcher.host.UserError;
import org.rochade.files.AtomicOutput;
import org.rochade.files.OutputFailure;
import org.rochade.files.OutputTarget;

/**
 * Writes the pictures the diagram services draw to files: SVG as it is, PNG rasterised from the same
 * SVG by the PNG service (one drawing, two formats). A file appears only complete: written aside, then
 * renamed ({@link #write}).
 */
final class Pictures {
    /** Width of a PNG diagram: a round's card's width (sharp on a projector or a 1080p screen). */
    static final int PNG_PIXELS = PictureLayout.CARD_PNG_PIXELS;
    /** Width and height of an SVG board as it is shown unscaled. */
    static final int SVG_PIXELS = 800;

    private Pictures() {
    }

    static void writeSvg(String svg, Path target) {
        byte[] bytes = svg.getBytes(StandardCharsets.UTF_8);
        write(target, out -> out.write(bytes));
    }

    /**
     * Rasterises an SVG document to a PNG {@code pixels} wide (the height follows the SVG's proportions)
     * and writes it; an SVG that cannot be drawn leaves the file as it was.
     */
    static void writePng(PngRasterizer rasterizer, String svg, int pixels, Path target) {
        byte[] png;
        try {
            png = rasterizer.png(svg, pixels);
        } catch (IllegalArgumentException e) {
            throw new UserError("cannot write " + target + ": " + e.getMessage());
        }
        write(target, out -> out.write(png));
    }

    /**
     * Writes a picture by the one rule for output files (org.rochade.files): checked by the file
     * system, written aside, synced and renamed; the old file stays as it was when anything fails.
     *
     * @throws UserError naming the file when it cannot be written
     */
    static void write(Path target, AtomicOutput.Content content) {
        try {
            AtomicOutput.write(OutputTarget.of(target), content);
        } catch (OutputFailure e) {
            throw new UserError(e.getMessage());
        }
    }

    /**
     * Checks a picture's target before any work, so that nothing is printed before a refusal.
     *
     * @param inputs the command's input files ({@code -} for standard input is skipped): the picture
     *               must not be one of them, by the file system's judgement
     * @throws UserError when {@code target} cannot be written or is an input
     */
    static void checkNotAnInput(Path target, List<String> inputs) {
        try {
            OutputTarget checked = OutputTarget.of(target);
            for (String input : inputs) {
                if (!input.equals("-") && !input.isEmpty() && input.indexOf('\0') < 0) {
                    checked.refuseInput(Path.of(input), "picture");
                }
            }
        } catch (OutputFailure e) {
            throw new UserError(e.getMessage());
        }
    }
}
