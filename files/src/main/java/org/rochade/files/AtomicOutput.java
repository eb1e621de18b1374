package org.rochade.files;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFileAttributes;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Files that appear whole or not at all, together: each {@link #create created} as a part file
 * beside its target, and {@link #commit() committed} by renaming every part into place in the
 * order they were created. Until the commit no target is touched; a failed run leaves every
 * existing file exactly as it was, and {@link #close()} deletes the parts.
 *
 * <p>The rule, for every file Rochade writes:
 * <ul>
 *   <li>the target was checked by {@link OutputTarget} (file system, not text; never an input);
 *   <li>a part is created like any new file, so its mode follows the umask; when it replaces an
 *       existing file it takes that file's permissions (a private archive stays private), and its
 *       owner and group where the process may give them;
 *   <li>a character device ({@link OutputTarget#device()}, {@code /dev/null}) is no file to replace:
 *       it is written directly, as the content is made, and never synced, renamed or deleted;
 *   <li>a part is flushed and synced ({@code fsync}) before its rename, the directory after it;
 *   <li>a rename is atomic ({@code ATOMIC_MOVE}); when one fails, the targets this commit already
 *       renamed are restored from hard-link backups (deleted when they did not exist before), so
 *       the commit is all or nothing. A file system without hard links cannot keep a backup: then
 *       an earlier target may stay replaced, and the failure says so. Put the most important
 *       target first (convert: OUT before its rejects file);
 *   <li>parts left by processes that no longer exist are removed from a directory before a new
 *       part is made there ({@link PartFiles#sweep}); parts of a run stopped by SIGTERM or Ctrl-C
 *       are deleted when the JVM exits.
 * </ul>
 *
 * <p>Not thread-safe: one writer.
 */
public final class AtomicOutput implements AutoCloseable {
    private final List<Part> parts = new ArrayList<>();
    private final Set<Path> swept = new HashSet<>();
    private boolean committed;

    /** What goes into a file written by {@link #write}. */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    /**
     * One file written whole: {@code content} into a part (buffered), committed when it returned.
     *
     * @throws OutputFailure naming the file, when anything failed (the old file, if any, is as it was)
     */
    public static void write(OutputTarget target, Content content) throws OutputFailure {
        try (AtomicOutput output = new AtomicOutput()) {
            try (OutputStream out = new BufferedOutputStream(output.create(target), 1 << 16)) {
                content.writeTo(out);
            } catch (IOException | RuntimeException e) {
                throw OutputFailure.writing(target.given().toString(), e);
            }
            output.commit();
        }
    }

    /**
     * A new part for {@code target}. The stream is unbuffered; its failures name the target. Closing
     * it syncs the part to the disk; {@link #commit()} closes it when the caller did not.
     *
     * @throws OutputFailure when the part cannot be created
     */
    public OutputStream create(OutputTarget target) throws OutputFailure {
        if (committed) {
            throw new IllegalStateException("already committed");
        }
        Path file = target.file();
        if (target.device()) {
            return direct(target);
        }
        if (swept.add(file.getParent())) {
            PartFiles.sweep(file.getParent());
        }
        Path path = PartFiles.partOf(file);
        FileChannel channel;
        try {
            channel = FileChannel.open(path, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        } catch (IOException e) {
            throw OutputFailure.writing(target.given().toString(), e);
        }
        if (path.getFileSystem() == FileSystems.getDefault()) {
            path.toFile().deleteOnExit(); // the JVM stopped (SIGTERM, Ctrl-C) before the commit
        }
        Part part = new Part(target, path, channel);
        parts.add(part);
        try {
            keepPermissions(file, path);
        } catch (IOException e) {
            throw OutputFailure.writing(target.given().toString(), e);
        }
        return new CheckedOutputStream(part, target.given().toString());
    }

    /** A character device ({@code /dev/null}): written directly, never renamed, synced or deleted. */
    private OutputStream direct(OutputTarget target) throws OutputFailure {
        FileChannel channel;
        try {
            channel = FileChannel.open(target.file(), StandardOpenOption.WRITE);
        } catch (IOException e) {
            throw OutputFailure.writing(target.given().toString(), e);
        }
        Part part = new Part(target, target.file(), channel);
        parts.add(part);
        return new CheckedOutputStream(part, target.given().toString());
    }

    /**
     * An existing target's permissions for its replacement, and its owner and group where this
     * process may give them (as writing into the file would have kept them: root replacing a user's
     * file leaves it the user's); a new file keeps what the umask gave it.
     */
    private static void keepPermissions(Path target, Path part) throws IOException {
        PosixFileAttributeView from = Files.getFileAttributeView(target, PosixFileAttributeView.class);
        PosixFileAttributeView to = Files.getFileAttributeView(part, PosixFileAttributeView.class);
        if (from != null && to != null && Files.exists(target)) {
            PosixFileAttributes old = from.readAttributes();
            PosixFileAttributes made = to.readAttributes();
            if (!old.group().equals(made.group())) {
                try {
                    to.setGroup(old.group());
                } catch (IOException e) {
                    // not a member of the old group: the part keeps this process's group
                }
            }
            if (!old.owner().equals(made.owner())) {
                try {
                    to.setOwner(old.owner());
                } catch (IOException e) {
                    // only a privileged process gives a file away: the part stays this process's
                }
            }
            // Last: a change of owner or group may clear set-user-ID and set-group-ID bits.
            to.setPermissions(old.permissions());
        }
    }

    /**
     * Closes (and so syncs) every part, then renames each over its target, in the order of
     * {@link #create}; all or nothing, as the class says.
     *
     * @throws OutputFailure naming the file that failed, and any target that could not be restored
     */
    public void commit() throws OutputFailure {
        if (committed) {
            throw new IllegalStateException("already committed");
        }
        for (Part part : parts) {
            try {
                part.close();
            } catch (IOException e) {
                throw OutputFailure.writing(part.target.given().toString(), e);
            }
        }
        List<Part> renamed = new ArrayList<>();
        for (Part part : parts) {
            if (part.direct()) {
                continue; // written already
            }
            try {
                part.backUpTarget();
                Files.move(part.path, part.target.file(), StandardCopyOption.ATOMIC_MOVE);
                renamed.add(part);
            } catch (IOException | RuntimeException e) {
                String notRestored = rollBack(renamed);
                throw new OutputFailure("cannot write " + part.target.given() + ": " + OutputFailure.reason(e)
                        + (renamed.isEmpty() ? "" : notRestored.isEmpty() ? " (nothing was changed)"
                                : " (could not restore " + notRestored + ")"), e);
            }
        }
        committed = true;
        Set<Path> dirs = new HashSet<>();
        for (Part part : parts) {
            if (part.direct()) {
                continue;
            }
            if (dirs.add(part.target.file().getParent())) {
                syncDirectory(part.target.file().getParent());
            }
            part.dropBackup();
        }
    }

    /** Puts back what {@code renamed} replaced, last first; the names it could not restore, or "". */
    private static String rollBack(List<Part> renamed) {
        List<String> failed = new ArrayList<>();
        for (int i = renamed.size() - 1; i >= 0; i--) {
            Part part = renamed.get(i);
            try {
                if (part.backup != null) {
                    Files.move(part.backup, part.target.file(), StandardCopyOption.ATOMIC_MOVE);
                    part.backup = null;
                } else if (part.targetExisted) {
                    failed.add(part.target.given().toString());
                } else {
                    Files.deleteIfExists(part.target.file());
                }
            } catch (IOException | RuntimeException e) {
                failed.add(part.target.given().toString());
            }
        }
        return String.join(", ", failed);
    }

    /** Makes the renames durable: best effort (not every file system can sync a directory). */
    private static void syncDirectory(Path dir) {
        try (FileChannel channel = FileChannel.open(dir, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException | RuntimeException e) {
            // the renames are done; only their durability across a power cut is not guaranteed
        }
    }

    /** Deletes the parts (and backups) not committed. Never throws. */
    @Override
    public void close() {
        for (Part part : parts) {
            try {
                part.close();
            } catch (IOException e) {
                // being discarded anyway
            }
            if (!committed && !part.direct()) {
                try {
                    Files.deleteIfExists(part.path);
                } catch (IOException e) {
                    // left for the next run's sweep
                }
            }
            part.dropBackup();
        }
    }

    /** A part file being written: a channel that syncs when closed. */
    private static final class Part extends OutputStream {
        final OutputTarget target;
        final Path path;
        private final FileChannel channel;
        private boolean closed;
        Path backup;
        boolean targetExisted;

        Part(OutputTarget target, Path path, FileChannel channel) {
            this.target = target;
            this.path = path;
            this.channel = channel;
        }

        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            if (closed) {
                throw new IOException("closed");
            }
            ByteBuffer buffer = ByteBuffer.wrap(b, off, len);
            while (buffer.hasRemaining()) {
                channel.write(buffer);
            }
        }

        /** Whether this writes a device directly (no part file of its own). */
        boolean direct() {
            return target.device();
        }

        @Override
        public void close() throws IOException {
            if (closed) {
                return;
            }
            closed = true;
            try {
                if (!direct()) {
                    channel.force(true); // a device has nothing to sync (fsync of /dev/null fails)
                }
            } finally {
                channel.close();
            }
        }

        /** A hard link to the target about to be replaced, when it exists and the file system has links. */
        void backUpTarget() {
            targetExisted = Files.exists(target.file());
            if (!targetExisted) {
                return;
            }
            Path link = PartFiles.backupOf(path);
            try {
                Files.createLink(link, target.file());
                backup = link;
            } catch (IOException | UnsupportedOperationException e) {
                backup = null; // no hard links here: this target cannot be restored
            }
        }

        void dropBackup() {
            if (backup != null) {
                try {
                    Files.deleteIfExists(backup);
                } catch (IOException e) {
                    // left for the next run's sweep
                }
                backup = null;
            }
        }
    }
}
