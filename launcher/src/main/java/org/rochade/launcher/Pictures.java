package org.rochade.launcher;

import java.io.IOException;
import java.io.OutputStream;
import java.io.StringReader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.apache.batik.transcoder.TranscoderException;
import org.apache.batik.transcoder.TranscoderInput;
import org.apache.batik.transcoder.TranscoderOutput;
import org.apache.batik.transcoder.image.PNGTranscoder;

/**
 * Writes diagrams to files: SVG as it is, PNG rasterised from the same SVG by Apache Batik's
 * transcoder (one drawing, two formats). A file appears only complete: written aside, then renamed.
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

    @FunctionalInterface
    private interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    private static void write(Path target, Content content) {
        Path absolute = target.toAbsolutePath();
        Path dir = absolute.getParent();
        if (Files.isDirectory(absolute)) {
            throw new UserError("cannot write " + target + ": it is a directory");
        }
        if (dir == null || !Files.isDirectory(dir)) {
            throw new UserError("cannot write " + target + ": no directory " + dir);
        }
        Path temporary = null;
        try {
            temporary = Files.createTempFile(dir, "." + absolute.getFileName(), ".tmp");
            try (OutputStream out = Files.newOutputStream(temporary)) {
                content.writeTo(out);
            }
            try {
                Files.move(temporary, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, absolute, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            throw new UserError("cannot write " + target + ": " + e.getMessage());
        } finally {
            if (temporary != null) {
                try {
                    Files.deleteIfExists(temporary);
                } catch (IOException ignored) {
                    // the rename took it, or nothing is left to tidy that matters
                }
            }
        }
    }
}
