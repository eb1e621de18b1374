package org.rochade.files;

import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Objects;

/**
 * A file about to be written, resolved by what the file system says: its directory's real path
 * ({@link Path#toRealPath}, which resolves symbolic links and {@code ..} the way the kernel does),
 * and, when the name itself is a symbolic link, the file it points to (written through: that file
 * is replaced, the link stays). Text is never normalised: {@code link/../x} is the {@code x} beside
 * the directory the link points to, not the one beside the link.
 *
 * <p>Refused before anything is written: a missing directory (never created here), a target that
 * exists and is neither a regular file nor a sink (a directory, a socket, a block device: a
 * rename would replace it), more than 40 links, a directory that is not writable,
 * an existing file that is not writable ("Permission denied", as {@code cp} or a shell's
 * redirection would say: write protection is the owner's word, not replaced by a rename).
 *
 * <p>A character device ({@code /dev/null}, a terminal) and a pipe (a named one, or the one
 * {@code /dev/stdout} leads to in {@code rochade ... -o /dev/stdout | less}: a link into
 * {@code /proc} that names no file) are sinks, not files to replace: written directly, no part
 * beside them, no rename ({@link #device()}); they must be writable too, and their write failures
 * name them ({@code /dev/full}: "No space left on device").
 *
 * @param given  how the user named the file, for messages
 * @param file   the file that will be replaced: a real directory and a name that is not a link
 * @param device whether {@code file} is a sink (a character device or a pipe), written directly
 */
public record OutputTarget(Path given, Path file, boolean device) {
    private static final int MAX_LINKS = 40;
    private static final int FILE_TYPE = 0170000;
    private static final int CHARACTER_DEVICE = 0020000;
    private static final int PIPE = 0010000;

    public OutputTarget {
        Objects.requireNonNull(given, "given");
        Objects.requireNonNull(file, "file");
    }

    /** A target that is a file (not a device). */
    public OutputTarget(Path given, Path file) {
        this(given, file, false);
    }

    /**
     * The target {@code given} names, checked as above.
     *
     * @throws OutputFailure naming {@code given} and what is wrong with it
     */
    public static OutputTarget of(Path given) throws OutputFailure {
        Path path = given.toAbsolutePath();
        for (int links = 0; ; links++) {
            if (links > MAX_LINKS) {
                throw fail(given, "too many symbolic links");
            }
            Path name = path.getFileName();
            Path parent = path.getParent();
            if (name == null || parent == null || name.toString().equals(".") || name.toString().equals("..")) {
                throw fail(given, "it is a directory");
            }
            Path dir = realDirectory(given, parent);
            Path file = dir.resolve(name);
            if (Files.isSymbolicLink(file)) {
                if (isSink(file)) { // what the link leads to, which may be no file at all (a pipe)
                    return sink(given, file);
                }
                Path link;
                try {
                    link = Files.readSymbolicLink(file);
                } catch (IOException e) {
                    throw fail(given, OutputFailure.reason(e));
                }
                // A relative link is relative to the directory that holds it: the real one.
                path = dir.resolve(link);
                continue;
            }
            boolean exists = Files.exists(file, LinkOption.NOFOLLOW_LINKS);
            if (exists && isSink(file, LinkOption.NOFOLLOW_LINKS)) {
                return sink(given, file);
            }
            if (exists && !Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
                throw fail(given, Files.isDirectory(file, LinkOption.NOFOLLOW_LINKS) ? "it is a directory"
                        : "it exists and is not a regular file, a character device or a pipe (" + file + ")");
            }
            if (!Files.isWritable(dir) || !Files.isExecutable(dir)) {
                throw fail(given, "Permission denied (directory " + dir + " is not writable)");
            }
            if (exists && !Files.isWritable(file)) {
                throw fail(given, "Permission denied (the file is write-protected)");
            }
            return new OutputTarget(given, file, false);
        }
    }

    private static OutputTarget sink(Path given, Path file) throws OutputFailure {
        if (!Files.isWritable(file)) {
            throw fail(given, "Permission denied");
        }
        return new OutputTarget(given, file, true);
    }

    /** Whether {@code file} is a character device or a pipe; false where the system cannot tell. */
    private static boolean isSink(Path file, LinkOption... options) {
        try {
            Object mode = Files.getAttribute(file, "unix:mode", options);
            return mode instanceof Integer bits && ((bits & FILE_TYPE) == CHARACTER_DEVICE || (bits & FILE_TYPE) == PIPE);
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            return false; // no unix view: devices stay refused as files that are not regular
        }
    }

    /** The directory's real path; a missing one is refused, never created. */
    private static Path realDirectory(Path given, Path parent) throws OutputFailure {
        Path dir;
        try {
            dir = parent.toRealPath();
        } catch (NoSuchFileException e) {
            throw fail(given, "directory " + parent + " does not exist");
        } catch (FileSystemException e) {
            throw fail(given, "directory " + parent + ": " + OutputFailure.reason(e));
        } catch (IOException e) {
            throw fail(given, OutputFailure.reason(e));
        }
        if (!Files.isDirectory(dir)) {
            throw fail(given, parent + " is not a directory");
        }
        return dir;
    }

    /**
     * Refuses to write over an input: the same file by the file system's judgement (symbolic and
     * hard links included), whatever the two paths look like. A device is not replaced: never refused.
     *
     * @param role what the target is, for the message ("output", "rejects file")
     * @throws OutputFailure when {@code input} is this file
     */
    public void refuseInput(Path input, String role) throws OutputFailure {
        if (!device && isSameFile(input, file)) {
            throw new OutputFailure("refusing to overwrite the input " + input + " (it is the " + role + " " + given + ")");
        }
    }

    /**
     * Refuses two targets that are one file.
     *
     * @throws OutputFailure when {@code other} is this file
     */
    public void refuseSame(OutputTarget other, String role, String otherRole) throws OutputFailure {
        if (device && other.device) {
            return; // two sinks (-o /dev/null --rejects /dev/null): nothing is replaced
        }
        if (file.equals(other.file) || isSameFile(file, other.file)) {
            throw new OutputFailure("the " + otherRole + " must not be the " + role + " " + given);
        }
    }

    /** Whether both exist and are one file (false when either does not exist). */
    private static boolean isSameFile(Path a, Path b) throws OutputFailure {
        if (!Files.exists(a) || !Files.exists(b)) {
            return false;
        }
        try {
            return Files.isSameFile(a, b);
        } catch (IOException e) {
            throw new OutputFailure("cannot compare " + a + " with " + b + ": " + OutputFailure.reason(e), e);
        }
    }

    private static OutputFailure fail(Path given, String why) {
        return new OutputFailure("cannot write " + given + ": " + why);
    }

    @Override
    public String toString() {
        return given.toString();
    }
}
