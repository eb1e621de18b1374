package org.rochade.pgn.plugin.read;

import java.io.BufferedInputStream;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;

/**
 * Opens PGN input, undoing gzip or zstd compression recognised by magic bytes (the extension is
 * only a hint: a mislabelled file is still read correctly), and turning UTF-16 (recognised by its
 * byte order mark) into UTF-8.
 */
public final class Inputs {
    private static final int GZIP_MAGIC = 0x1f8b;
    private static final int ZSTD_MAGIC = 0x28b52ffd;

    private Inputs() {
    }

    public static InputStream open(Path file) throws IOException {
        InputStream raw = openFile(file);
        try {
            return decompressed(raw, file.toString());
        } catch (IOException | RuntimeException e) {
            raw.close();
            throw e;
        }
    }

    /**
     * A file's bytes, also for a named pipe, {@code /dev/stdin} or a shell's {@code <(...)}:
     * {@code Files.newInputStream} answers {@code available()} by seeking, which fails on a pipe
     * with "Illegal seek" (JDK 17), and {@code BufferedInputStream} asks it on every read.
     */
    public static InputStream openFile(Path file) throws IOException {
        if (file.getFileSystem() != java.nio.file.FileSystems.getDefault()) {
            return Files.newInputStream(file); // a zip or in-memory file system: no pipes there
        }
        try {
            return new FileInputStream(file.toFile());
        } catch (FileNotFoundException e) {
            // A missing file as Files.newInputStream says it, so callers can tell it from others.
            if (!Files.exists(file)) {
                throw new NoSuchFileException(file.toString());
            }
            throw e;
        }
    }

    /**
     * Like {@link #decompressed(InputStream)}, and refuses a stream whose name promises compression
     * its bytes do not have: most likely a damaged download, better said once than reported as
     * every game being junk.
     */
    public static InputStream decompressed(InputStream raw, String name) throws IOException {
        InputStream in = decompressed(raw);
        String lower = name.toLowerCase(java.util.Locale.ROOT);
        if ((lower.endsWith(".gz") && !(in instanceof GZIPInputStream))
                || (lower.endsWith(".zst") && in instanceof BufferedInputStream)) {
            throw new IOException(name + " is named as compressed but does not start with "
                    + (lower.endsWith(".gz") ? "gzip" : "zstd") + " magic bytes");
        }
        return in;
    }

    /** Wraps a stream so that compressed content is decompressed; plain PGN passes through. */
    public static InputStream decompressed(InputStream raw) throws IOException {
        BufferedInputStream in = new BufferedInputStream(raw, 1 << 16);
        in.mark(4);
        byte[] head = in.readNBytes(4);
        in.reset();
        int magic = 0;
        for (byte b : head) {
            magic = (magic << 8) | (b & 0xff);
        }
        if (head.length >= 2 && (magic >>> ((head.length - 2) * 8)) == GZIP_MAGIC) {
            try {
                return new GZIPInputStream(in, 1 << 16); // reads the gzip header
            } catch (IOException e) {
                throw GameReader.readingStopped(e, 1, 0); // a damaged header: broken before the first byte
            }
        }
        if (head.length == 4 && magic == ZSTD_MAGIC) {
            return Zstd.open(in); // reads nothing yet: a damaged frame is told by the first read
        }
        if (startsWithUtf16Bom(head)) {
            // The UTF-16 decoder reads and drops the byte order mark; malformed sequences become
            // U+FFFD. Columns then count bytes of the UTF-8 form, and copied-through games are in
            // UTF-8 (some Windows tools save PGN as "Unicode").
            return new CharsAsUtf8(new InputStreamReader(in, StandardCharsets.UTF_16));
        }
        return in;
    }

    private static boolean startsWithUtf16Bom(byte[] head) {
        return head.length >= 2 && ((head[0] & 0xff) == 0xFF && (head[1] & 0xff) == 0xFE
                || (head[0] & 0xff) == 0xFE && (head[1] & 0xff) == 0xFF);
    }
}
