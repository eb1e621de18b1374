package org.rochade.desktop.host;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Comparator;
import java.util.stream.Stream;

/** The framework's bundle cache: a fresh directory of this user's only per run, deleted at its end. */
final class FrameworkStorage {
    private final Path dir;

    private FrameworkStorage(Path dir) {
        this.dir = dir;
    }

    Path dir() {
        return dir;
    }

    static FrameworkStorage create() {
        try {
            Path temp = Path.of(System.getProperty("java.io.tmpdir"));
            boolean posix = temp.getFileSystem().supportedFileAttributeViews().contains("posix");
            return new FrameworkStorage(posix
                    ? Files.createTempDirectory("rochade-desktop-",
                            PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")))
                    : Files.createTempDirectory("rochade-desktop-"));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the framework storage directory", e);
        }
    }

    /** Deletes the directory and all in it; a failure is a warning on {@code diagnostics}. */
    void delete(PrintStream diagnostics) {
        try (Stream<Path> paths = Files.walk(dir)) {
            paths.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        } catch (IOException | UncheckedIOException e) {
            diagnostics.println("rochade-desktop: warning: could not delete " + dir + ": " + e.getMessage());
        }
    }
}
