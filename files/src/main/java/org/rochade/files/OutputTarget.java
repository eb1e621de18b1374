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
 * exists and is not a regular file (a directory, a device such as /dev/full, a pipe: a rename would
 * replace it), more than 40 links, a directory that is not writable.
 *
 * @param given how the user named the file, for messages
 * @param file  the file that will be replaced: a real directory and a name that is not a link
 */
public record OutputTarget(Path given, Path file) {
    private static final int MAX_LINKS = 40;

    public OutputTarget {
        Objects.requireNonNull(given, "given");
        Objects.requireNonNull(file, "file");
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
            if (Files.exists(file, LinkOption.NOFOLLOW_LINKS) && !Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
                throw fail(given, Files.isDirectory(file, LinkOption.NOFOLLOW_LINKS) ? "it is a directory"
                        : "it exists and is not a regular file (" + file + ")");
            }
            if (!Files.isWritable(dir)) {
                throw fail(given, "directory " + dir + " is not writable");
            }
            return new OutputTarget(given, file);
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
     * hard links included), whatever the two paths look like.
     *
     * @param role what the target is, for the message ("output", "rejects file")
     * @throws OutputFailure when {@code input} is this file
     */
    public void refuseInput(Path input, String role) throws OutputFailure {
        if (isSameFile(input, file)) {
            throw new OutputFailure("refusing to overwrite the input " + input + " (it is the " + role + " " + given + ")");
        }
    }

    /**
     * Refuses two targets that are one file.
     *
     * @throws OutputFailure when {@code other} is this file
     */
    public void refuseSame(OutputTarget other, String role, String otherRole) throws OutputFailure {
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
