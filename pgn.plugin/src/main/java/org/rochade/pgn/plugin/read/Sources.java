package org.rochade.pgn.plugin.read;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.rochade.games.api.pgn.PgnSource;

/** Opens {@link PgnSource}s, and checks a list of them before any is read. */
public final class Sources {

    private Sources() {
    }

    /**
     * Before anything is read: no input twice ({@link PgnSource#requireDistinct}), and every file
     * there and readable, so that a typo in the last name does not cost the work on the ones before it.
     *
     * @throws IllegalArgumentException naming an input given twice
     * @throws IOException              naming the first file that cannot be read
     */
    public static void check(List<PgnSource> sources) throws IOException {
        PgnSource.requireDistinct(sources);
        for (PgnSource source : sources) {
            if (source instanceof PgnSource.File file) {
                checkReadable(file.path());
            }
        }
    }

    /** Not only regular files: a named pipe or {@code <(...)} is read once, in order, like a file. */
    private static void checkReadable(Path file) throws IOException {
        if (Files.isDirectory(file) || !Files.isReadable(file)) {
            throw new IOException("cannot read " + file + ": "
                    + (Files.exists(file) ? "not a readable file" : "no such file"));
        }
    }

    /**
     * The source's bytes as they are (compressed or not). Closing the stream closes a file, never
     * a stream source, which belongs to whoever made it.
     */
    public static InputStream raw(PgnSource source) throws IOException {
        if (source instanceof PgnSource.File file) {
            return Inputs.openFile(file.path());
        }
        return new FilterInputStream(((PgnSource.Stream) source).in()) {
            @Override
            public void close() {
                // not ours to close
            }
        };
    }

    /**
     * The PGN a source's raw bytes hold, decompressed; a failure to start reading them (a damaged
     * gzip header, say) names the source.
     */
    public static InputStream decompressed(PgnSource source, InputStream raw) throws IOException {
        try {
            return Inputs.decompressed(raw, source.name());
        } catch (IOException e) {
            String message = String.valueOf(e.getMessage());
            throw message.contains(source.name()) ? e : new IOException(source.name() + ": " + message, e);
        }
    }
}
