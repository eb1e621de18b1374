package org.rochade.pgn.plugin.read;

import java.io.IOException;
import java.io.InputStream;

/**
 * zstd decompression through zstd-jni, kept in its own class: the bundle imports zstd-jni
 * optionally, and only this class fails to link when it is missing.
 */
final class Zstd {
    private Zstd() {
    }

    static InputStream open(InputStream in) throws IOException {
        try {
            return new com.github.luben.zstd.ZstdInputStream(in);
        } catch (NoClassDefFoundError | UnsatisfiedLinkError e) {
            throw new IOException("zstd input needs the zstd-jni bundle (com.github.luben:zstd-jni), which is not available: " + e, e);
        }
    }
}
