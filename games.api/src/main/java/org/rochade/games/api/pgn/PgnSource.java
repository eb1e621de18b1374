package org.rochade.games.api.pgn;

import java.io.InputStream;
import java.util.Objects;

/**
 * Where PGN comes from: a file, or a named stream such as standard input. Either is plain, gzip or
 * zstd compressed PGN, recognised by its bytes.
 *
 * @since 1.7.0
 */
public sealed interface PgnSource {

    /** How messages and reports name the input: the path as given, or the stream's name. */
    String name();

    /** A file ({@code .pgn}, {@code .pgn.gz}, {@code .pgn.zst}), a named pipe or a device such as /dev/stdin. */
    record File(java.nio.file.Path path) implements PgnSource {
        public File {
            Objects.requireNonNull(path, "path");
        }

        @Override
        public String name() {
            return path.toString();
        }
    }

    /**
     * A stream, read once, to its end, and never closed by the reader (its owner closes it).
     *
     * @param name how to name it, e.g. {@code "-"} for standard input
     */
    record Stream(String name, InputStream in) implements PgnSource {
        public Stream {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(in, "in");
        }
    }

    static PgnSource of(java.nio.file.Path path) {
        return new File(path);
    }

    static PgnSource of(String name, InputStream in) {
        return new Stream(name, in);
    }
}
