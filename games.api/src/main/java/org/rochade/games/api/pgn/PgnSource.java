package org.rochade.games.api.pgn;

import java.io.InputStream;
import java.util.Set;
import java.util.Map;
import java.util.List;
import java.util.IdentityHashMap;
import java.util.HashMap;
import java.util.Collections;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.Files;
import java.io.IOException;
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

    /**
     * Refuses a list that names an input twice, which would be read, validated, converted or rated
     * twice (or, for a stream, cannot be read again): the same stream, or the same file by the file
     * system's key (device and inode), also under another name (a link, {@code ./}, a relative and an
     * absolute path). Names that are no readable file are left to the reading, which names its own
     * reason.
     *
     * @throws IllegalArgumentException naming the input given twice (both names for a file)
     * @since 2.2.0
     */
    static void requireDistinct(List<PgnSource> sources) {
        Set<InputStream> streams = Collections.newSetFromMap(new IdentityHashMap<>());
        Map<Object, java.nio.file.Path> files = new HashMap<>();
        for (PgnSource source : sources) {
            if (source instanceof Stream stream && !streams.add(stream.in())) {
                throw new IllegalArgumentException(stream.name() + " is named twice: a stream can be read only once");
            }
            if (source instanceof File file) {
                Object key;
                try {
                    key = Files.readAttributes(file.path(), BasicFileAttributes.class).fileKey();
                } catch (IOException | UnsupportedOperationException e) {
                    continue;
                }
                java.nio.file.Path first = key == null ? null : files.putIfAbsent(key, file.path());
                if (first != null) {
                    throw new IllegalArgumentException(first.equals(file.path())
                            ? first + " is named twice: name each input once"
                            : first + " and " + file.path() + " are the same file: name each input once");
                }
            }
        }
    }
}
