package org.rochade.launcher;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.rochade.diagram.png.PngRasterizer;

/**
 * Writes the pictures the diagram services draw to files: SVG as it is, PNG rasterised from the same
 * SVG by the PNG service (one drawing, two formats). A file appears only complete: written aside, then
 * renamed.
 */
final class Pictures {
    /** Width of a PNG diagram: sharp on a projector or a 1080p screen. */
    static final int PNG_PIXELS = 1200;
    /** Width and height of an SVG board as it is shown unscaled. */
    static final int SVG_PIXELS = 800;

    private Pictures() {
    }

    static void writeSvg(String svg, Path target) {
        write(target, svg.getBytes(StandardCharsets.UTF_8));
    }

    /** Rasterises an SVG document to a PNG {@code pixels} wide (the height follows the SVG's proportions). */
    static void writePng(PngRasterizer rasterizer, String svg, int pixels, Path target) {
        byte[] png;
        try {
            png = rasterizer.png(svg, pixels);
        } catch (IllegalArgumentException e) {
            throw new UserError("cannot write " + target + ": " + e.getMessage());
        }
        write(target, png);
    }

    private static void write(Path target, byte[] content) {
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
                out.write(content);
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
