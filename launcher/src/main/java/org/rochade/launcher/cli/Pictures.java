package org.rochade.launcher.cli;

import java.nio.file.Path;
import java.util.List;
import org.rochade.diagram.png.PictureLayout;
import org.rochade.diagram.png.PictureSetException;
import org.rochade.diagram.png.PictureSetWriter;
import org.rochade.launcher.host.UserError;
import org.rochade.files.OutputFailure;
import org.rochade.files.OutputTarget;

/**
 * The commands' picture files: written by diagram.png's {@link PictureSetWriter} service (SVG as it is,
 * PNG rasterised from the same SVG; each file written aside and renamed, the one place that writes a
 * picture), its failures shown as the user's errors; and the check of a picture's target before any work.
 */
final class Pictures {
    /** Width of a PNG diagram: a round's card's width (sharp on a projector or a 1080p screen). */
    static final int PNG_PIXELS = PictureLayout.CARD_PNG_PIXELS;
    /** Width and height of an SVG board as it is shown unscaled. */
    static final int SVG_PIXELS = 800;

    private Pictures() {
    }

    /**
     * Writes an SVG document to a file.
     *
     * @throws UserError naming the file when it cannot be written
     */
    static void writeSvg(PictureSetWriter writer, String svg, Path target) {
        try {
            writer.writeSvg(svg, target);
        } catch (PictureSetException e) {
            throw new UserError(e.getMessage());
        }
    }

    /**
     * Rasterises an SVG document to a PNG {@link #PNG_PIXELS} wide (the height follows the SVG's
     * proportions) and writes it; an SVG that cannot be drawn leaves the file as it was.
     *
     * @throws UserError naming the file when it cannot be written
     */
    static void writePng(PictureSetWriter writer, String svg, Path target) {
        try {
            writer.writePng(svg, PNG_PIXELS, target);
        } catch (PictureSetException e) {
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
