package org.rochade.formats;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;
import org.rochade.event.api.format.FormatException;
import org.rochade.files.OutputFailure;

/**
 * The lock of a format directory, under which its files change: an in-process lock, then an exclusive
 * {@link FileLock} on the file {@value #FILE} in the directory, which excludes other processes (the
 * operating system drops it when a process dies, so a killed run leaves no lock behind). The lock file
 * is never deleted: a process could otherwise lock a file that another has just replaced.
 *
 * <p>Java's file locks belong to the whole process, and closing any channel to the file may release
 * them: so the in-process lock is taken first, and is shared by everything one {@link EventStoreComponent}
 * hands out for the directory. Reentrant on one thread.
 */
final class DirectoryLock {
    /** Hidden, and ending in neither .cfg nor .jar: FileInstall never reads it. */
    static final String FILE = ".rochade-formats.lock";
    private static final long OVERLAP_PAUSE_MILLIS = 5;

    private final Path dir;
    private final ReentrantLock inProcess;

    DirectoryLock(Path dir, ReentrantLock inProcess) {
        this.dir = dir;
        this.inProcess = inProcess;
    }

    /**
     * Runs {@code work} holding the lock; part files a killed writer left are removed first.
     *
     * @throws FormatException when the directory or its lock file cannot be made or locked
     */
    <T> T call(Supplier<T> work) {
        if (inProcess.isHeldByCurrentThread()) {
            return work.get();
        }
        inProcess.lock();
        Path file = dir.resolve(FILE);
        try {
            try {
                Files.createDirectories(dir);
            } catch (IOException e) {
                Path inTheWay = notADirectory(dir);
                if (inTheWay != null) {
                    throw new FormatException(inTheWay.equals(dir) ? "the format directory " + dir + " is not a directory"
                            : "cannot use the format directory " + dir + ": " + inTheWay + " is not a directory");
                }
                throw new FormatException("cannot create the format directory " + dir + ": " + OutputFailure.reason(e));
            }
            try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                 FileLock held = lock(channel)) {
                return work.get();
            }
        } catch (IOException e) {
            throw new FormatException("cannot lock the format directory " + dir + " (" + file + "): " + OutputFailure.reason(e));
        } finally {
            inProcess.unlock();
        }
    }

    /** The nearest existing one of {@code dir} and the paths above it, when it is not a directory; else null. */
    private static Path notADirectory(Path dir) {
        for (Path above = dir.toAbsolutePath(); above != null; above = above.getParent()) {
            if (Files.exists(above)) {
                return Files.isDirectory(above) ? null : above;
            }
        }
        return null;
    }

    /**
     * The exclusive lock, waiting for other processes. Another {@link EventStoreComponent} of this
     * process holding it shows as an overlap: wait for it on this same channel (closing it could
     * release the other's lock).
     */
    private static FileLock lock(FileChannel channel) throws IOException {
        while (true) {
            try {
                return channel.lock();
            } catch (OverlappingFileLockException heldInThisProcess) {
                try {
                    Thread.sleep(OVERLAP_PAUSE_MILLIS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IOException("interrupted while waiting for the lock", e);
                }
            }
        }
    }
}
