package org.rochade.pgn.plugin.write;

import java.io.IOException;
import java.io.OutputStream;
import java.util.Locale;
import java.util.zip.GZIPOutputStream;

/**
 * A written file compressed as its name says, as the readers expect of a name (a file named
 * {@code .gz} or {@code .zst} must start with that format's magic bytes): gzip for {@code .gz},
 * zstd (level 3, through zstd-jni) for {@code .zst}, plain text for any other name. Closing the
 * returned stream ends the compressed data and closes {@code out}.
 */
public final class CompressedOutput {
    private static final int GZIP_BUFFER = 1 << 16;

    private CompressedOutput() {
    }

    public static OutputStream byName(String name, OutputStream out) throws IOException {
        String lower = name.toLowerCase(Locale.ROOT);
        if (lower.endsWith(".gz")) {
            return new GZIPOutputStream(out, GZIP_BUFFER);
        }
        if (lower.endsWith(".zst")) {
            return Zstd.output(out);
        }
        return out;
    }

    /** In its own class: the bundle imports zstd-jni optionally, and only this class fails to link without it. */
    private static final class Zstd {
        static OutputStream output(OutputStream out) throws IOException {
            try {
                return new com.github.luben.zstd.ZstdOutputStream(out, 3);
            } catch (NoClassDefFoundError | UnsatisfiedLinkError e) {
                throw new IOException("zstd output needs the zstd-jni bundle (com.github.luben:zstd-jni), which is not available: " + e, e);
            }
        }
    }
}
