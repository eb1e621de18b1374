package org.rochade.pgn.plugin;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The files a conversion writes, each written aside and renamed over its target only when the
 * whole conversion succeeded, so that no reader ever sees half an archive and a failed run leaves
 * every target as it was.
 *
 * <p>Every target is checked before any work: its directory must exist, and an existing target
 * must be a regular file (a device such as /dev/null, a directory or a pipe would be replaced by
 * the rename). A symbolic link is written through: the file it points to is replaced, the link
 * stays. The files aside are created like any new file (the user's umask applies; an existing
 * target's permissions are kept) and are deleted when the run fails or the JVM is stopped.
 */
final class OutputFiles implements AutoCloseable {
    private final List<Path> targets = new ArrayList<>();
    private final List<Path> aside = new ArrayList<>();
    private boolean committed;

    /** The target as it will be written, after the checks above. */
    static Path checkedTarget(Path target) throws IOException {
        Path absolute = target.toAbsolutePath();
        for (int links = 0; Files.isSymbolicLink(absolute); links++) {
            if (links == 40) {
                throw new IOException("cannot write " + target + ": too many symbolic links");
            }
            // Written through, also when the file it names does not exist yet.
            absolute = absolute.resolveSibling(Files.readSymbolicLink(absolute)).normalize();
        }
        if (Files.exists(absolute) && !Files.isRegularFile(absolute)) {
            throw new IOException("cannot write " + target + ": it exists and is not a regular file"
                    + (Files.isDirectory(absolute) ? " (a directory)" : ""));
        }
        Path dir = absolute.getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            throw new IOException("cannot write " + target + ": directory " + dir + " does not exist");
        }
        if (!Files.isWritable(dir)) {
            throw new IOException("cannot write " + target + ": directory " + dir + " is not writable");
        }
        return absolute;
    }

    /**
     * A new empty file beside {@code target} (checked with {@link #checkedTarget}), to be renamed
     * to it by {@link #commit()}.
     */
    Path aside(Path target) throws IOException {
        Path dir = target.getParent();
        Path file;
        for (;;) {
            String name = "." + target.getFileName() + "." + Long.toUnsignedString(ThreadLocalRandom.current().nextLong(), 36)
                    + ".part";
            try {
                file = Files.createFile(dir.resolve(name));
                break;
            } catch (FileAlreadyExistsException taken) {
                // another name
            }
        }
        if (file.getFileSystem() == java.nio.file.FileSystems.getDefault()) {
            file.toFile().deleteOnExit(); // also when the JVM is stopped (SIGTERM) before the rename
        }
        aside.add(file);
        targets.add(target);
        keepPermissions(target, file);
        return file;
    }

    private static void keepPermissions(Path target, Path file) throws IOException {
        PosixFileAttributeView from = Files.getFileAttributeView(target, PosixFileAttributeView.class);
        PosixFileAttributeView to = Files.getFileAttributeView(file, PosixFileAttributeView.class);
        if (from != null && to != null && Files.exists(target)) {
            to.setPermissions(from.readAttributes().permissions());
        }
    }

    /**
     * Renames every file aside over its target, in the order they were made. The targets were
     * checked before the run, so a rename fails only when something changed them meanwhile; the
     * targets already renamed are then deleted, so that no partial result looks finished.
     */
    void commit() throws IOException {
        for (int i = 0; i < aside.size(); i++) {
            try {
                Files.move(aside.get(i), targets.get(i), StandardCopyOption.REPLACE_EXISTING,
                        StandardCopyOption.ATOMIC_MOVE);
            } catch (IOException | RuntimeException e) {
                for (int done = 0; done < i; done++) {
                    Files.deleteIfExists(targets.get(done));
                }
                throw e;
            }
        }
        committed = true;
    }

    /** Deletes the files aside that were not renamed. */
    @Override
    public void close() throws IOException {
        if (committed) {
            return;
        }
        for (Path file : aside) {
            Files.deleteIfExists(file);
        }
    }
}
