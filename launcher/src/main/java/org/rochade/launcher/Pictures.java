package org.rochade.launcher;

import java.io.IOException;
import java.io.OutputStream;
import java.io.StringReader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.apache.batik.transcoder.TranscoderException;
import org.apache.batik.transcoder.TranscoderInput;
import org.apache.batik.transcoder.TranscoderOutput;
import org.apache.batik.transcoder.image.PNGTranscoder;
import org.rochade.files.AtomicOutput;
import org.rochade.files.OutputFailure;
import org.rochade.files.OutputTarget;

/**
 * Writes diagrams to files: SVG as it is, PNG rasterised from the same SVG by Apache Batik's
 * transcoder (one drawing, two formats). A file appears only complete: written aside, then renamed
 * ({@link #write}).
 */
final class Pictures {
    /** Width and height of a PNG diagram: sharp on a projector or a 1080p screen. */
    static final int PNG_PIXELS = 1200;

    private Pictures() {
    }

    static void writeSvg(String svg, Path target) {
        write(target, out -> {
            try (Writer writer = new java.io.OutputStreamWriter(out, StandardCharsets.UTF_8)) {
                writer.write(svg);
            }
        });
    }

    /** Rasterises an SVG document to a PNG {@code pixels} wide (the height follows the SVG's proportions). */
    static void writePng(String svg, int pixels, Path target) {
        write(target, out -> {
            PNGTranscoder transcoder = new PNGTranscoder();
            transcoder.addTranscodingHint(PNGTranscoder.KEY_WIDTH, (float) pixels);
            try {
                transcoder.transcode(new TranscoderInput(new StringReader(svg)), new TranscoderOutput(out));
            } catch (TranscoderException e) {
                throw new IOException("cannot rasterise the diagram: " + e.getMessage(), e);
            }
        });
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
