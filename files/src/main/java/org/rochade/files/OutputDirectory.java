package org.rochade.files;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * The rule for a directory that a command writes files into ({@code draw --out DIR}): the directory
 * itself is created when missing (mode by the umask), its parent never, so that a mistyped path
 * fails instead of growing a tree somewhere unexpected (such as at the file system's root).
 *
 * <p>Refused, with the reason: a directory Rochade may not write into (or, when missing, whose
 * parent it may not create it in: "Permission denied"), a path that is not a directory, a path
 * below a regular file ("afile is not a directory"), a missing parent.
 */
public final class OutputDirectory {
    private OutputDirectory() {
    }

    /**
     * Checks the rule without creating anything, for a command to call before it prints or
     * computes: the directory exists and may be written into, or its parent exists and the
     * directory may be created there.
     *
     * @throws OutputFailure naming {@code dir} and the reason when {@link #prepare} would refuse it
     */
    public static void check(Path dir) throws OutputFailure {
        Path absolute = dir.toAbsolutePath();
        if (attributes(dir, absolute) != null) {
            return; // a directory Rochade may write into
        }
        Path parent = absolute.getParent();
        if (parent == null) {
            throw new OutputFailure("cannot write into " + dir + ": directory " + dir + " does not exist");
        }
        if (attributes(dir, parent) == null) {
            throw new OutputFailure("cannot write into " + dir + ": directory " + parent + " does not exist");
        }
    }

    /**
     * The directory, created when missing.
     *
     * @throws OutputFailure naming {@code dir} and the reason, as {@link #check}
     */
    public static Path prepare(Path dir) throws OutputFailure {
        check(dir);
        Path absolute = dir.toAbsolutePath();
        try {
            Files.createDirectory(absolute);
        } catch (FileAlreadyExistsException e) {
            check(dir); // made meanwhile: as good as an existing one when it is a writable directory
        } catch (IOException e) {
            throw new OutputFailure("cannot create " + dir + ": " + OutputFailure.reason(e), e);
        }
        return absolute;
    }

    /**
     * The attributes of {@code path}, a directory Rochade may write into (enter and create files
     * in), or null when it does not exist.
     *
     * @throws OutputFailure when it exists but is not such a directory, or cannot be looked at
     */
    private static BasicFileAttributes attributes(Path dir, Path path) throws OutputFailure {
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(path, BasicFileAttributes.class);
        } catch (NoSuchFileException e) {
            return null;
        } catch (FileSystemException e) {
            Path file = notADirectoryAbove(path);
            if (file != null) {
                throw new OutputFailure("cannot write into " + dir + ": " + file + " is not a directory", e);
            }
            throw new OutputFailure("cannot write into " + dir + ": " + OutputFailure.reason(e), e);
        } catch (IOException e) {
            throw new OutputFailure("cannot write into " + dir + ": " + OutputFailure.reason(e), e);
        }
        if (!attributes.isDirectory()) {
            throw new OutputFailure("cannot write into " + dir + ": "
                    + (path.equals(dir.toAbsolutePath()) ? "it exists and is not a directory" : path + " is not a directory"));
        }
        if (!Files.isWritable(path) || !Files.isExecutable(path)) {
            throw new OutputFailure((path.equals(dir.toAbsolutePath()) ? "cannot write into " : "cannot create ") + dir
                    + ": Permission denied (directory " + path + " is not writable)");
        }
        return attributes;
    }

    /** The nearest existing ancestor of {@code path} when it is not a directory (what "Not a directory" meant), or null. */
    private static Path notADirectoryAbove(Path path) {
        for (Path above = path; above != null; above = above.getParent()) {
            if (Files.exists(above)) {
                return Files.isDirectory(above) ? null : above;
            }
        }
        return null;
    }
}
