package org.rochade.felix.host;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Comparator;
import java.util.concurrent.ThreadLocalRandom;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;

/**
 * An embedded framework's storage (its bundle cache): a fresh directory per run, deleted at its end.
 * Its name carries the program and the owner's process id ({@code PROGRAM-felix-PID-TAG}), so that
 * the storage of a process that no longer exists (killed with SIGKILL, or a hook that could not
 * finish) is reclaimed by the program's next start.
 */
public final class FrameworkStorage {
    private final String program;
    private final Path dir;

    private FrameworkStorage(String program, Path dir) {
        this.program = program;
        this.dir = dir;
    }

    /** The directory, for the framework's {@code org.osgi.framework.storage}. */
    public Path dir() {
        return dir;
    }

    /** What the storage directories of {@code program} are named with, before the process id and a dash. */
    public static String prefix(String program) {
        return program + "-felix-";
    }

    /**
     * A new directory of this user's only ({@code rwx------} where POSIX permissions exist) in the
     * temporary directory. Not {@code Files.createTempDirectory}: its first call starts a
     * SecureRandom, some 20 ms of a one-shot command's start-up, and unpredictable names buy
     * nothing here: the directory is created atomically and a name that exists already (a
     * directory, a file or a planted link) is never used, only skipped.
     */
    public static FrameworkStorage create(String program) {
        Path temp = Path.of(System.getProperty("java.io.tmpdir"));
        reclaimStale(temp, program);
        boolean posix = temp.getFileSystem().supportedFileAttributeViews().contains("posix");
        RandomGenerator random = ThreadLocalRandom.current();
        for (int attempt = 0; ; attempt++) {
            Path dir = temp.resolve(prefix(program) + ProcessHandle.current().pid() + "-"
                    + Long.toUnsignedString(random.nextLong(), 36));
            try {
                return new FrameworkStorage(program, posix
                        ? Files.createDirectory(dir, PosixFilePermissions.asFileAttribute(
                                PosixFilePermissions.fromString("rwx------")))
                        : Files.createDirectory(dir));
            } catch (FileAlreadyExistsException taken) {
                if (attempt == 100) {
                    throw new UncheckedIOException("cannot create the framework storage directory", taken);
                }
            } catch (IOException e) {
                throw new UncheckedIOException("cannot create the framework storage directory", e);
            }
        }
    }

    /**
     * Deletes {@code program}'s storage directories in {@code temp} whose owner process no longer exists. Best
     * effort and silent: another user's directory, or one that vanishes meanwhile, is left alone.
     * Links are never followed.
     *
     * @return how many were deleted
     */
    static int reclaimStale(Path temp, String program) {
        int reclaimed = 0;
        long self = ProcessHandle.current().pid();
        String prefix = prefix(program);
        try (DirectoryStream<Path> dirs = Files.newDirectoryStream(temp, prefix + "*")) {
            for (Path dir : dirs) {
                long owner = owner(dir.getFileName().toString(), prefix);
                if (owner > 0 && owner != self && !ProcessHandle.of(owner).map(ProcessHandle::isAlive).orElse(false)
                        && Files.isDirectory(dir, LinkOption.NOFOLLOW_LINKS)) {
                    if (deleteTree(dir)) {
                        reclaimed++;
                    }
                }
            }
        } catch (IOException | RuntimeException e) {
            // nothing to reclaim that we may touch
        }
        return reclaimed;
    }

    /** The process id in a storage directory's name, or -1. */
    static long owner(String name, String prefix) {
        if (!name.startsWith(prefix)) {
            return -1;
        }
        int dash = name.indexOf('-', prefix.length());
        try {
            return dash < 0 ? -1 : Long.parseLong(name.substring(prefix.length(), dash));
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** Deletes a tree without following links; whether it is gone. */
    private static boolean deleteTree(Path dir) {
        try (Stream<Path> paths = Files.walk(dir)) {
            paths.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        } catch (IOException | UncheckedIOException e) {
            return false;
        }
        return !Files.exists(dir, LinkOption.NOFOLLOW_LINKS);
    }

    /**
     * Deletes the directory and all in it. A stopping framework's last threads (FileInstall's
     * watcher, the bundle cache) may still add or remove a file while the tree is walked, which
     * left the directory behind under load: the walk is repeated, a little later each time, for
     * up to about a second. What is still there then is a warning on {@code diagnostics} (and is
     * reclaimed by the program's next start).
     */
    public void delete(PrintStream diagnostics) {
        for (int attempt = 1; ; attempt++) {
            if (deleteTree(dir)) {
                return;
            }
            if (attempt == DELETE_ATTEMPTS) {
                diagnostics.println(program + ": warning: could not delete " + dir);
                return;
            }
            try {
                Thread.sleep(25L * attempt);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                diagnostics.println(program + ": warning: could not delete " + dir + " (interrupted)");
                return;
            }
        }
    }

    /** Walks of {@link #delete}: 25, 50, ... 200 ms apart, 0.9 s in all. */
    private static final int DELETE_ATTEMPTS = 9;
}
