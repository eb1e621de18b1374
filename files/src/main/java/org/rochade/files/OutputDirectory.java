package org.rochade.files;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * The rule for a directory that a command writes files into ({@code draw --out DIR}): the directory
 * itself is created when missing (mode by the umask), its parent never, so that a mistyped path
 * fails instead of growing a tree somewhere unexpected (such as at the file system's root).
 */
public final class OutputDirectory {
    private OutputDirectory() {
    }

    /**
     * Checks the rule without creating anything, for a command to call before it prints or
     * computes: the directory exists, or its parent does.
     *
     * @throws OutputFailure naming {@code dir} when {@link #prepare} would refuse it
     */
    public static void check(Path dir) throws OutputFailure {
        Path absolute = dir.toAbsolutePath();
        if (Files.isDirectory(absolute)) {
            return;
        }
        if (Files.exists(absolute)) {
            throw new OutputFailure("cannot write into " + dir + ": it exists and is not a directory");
        }
        Path parent = absolute.getParent();
        if (parent == null || !Files.isDirectory(parent)) {
            throw new OutputFailure("cannot write into " + dir + ": directory " + (parent == null ? dir : parent)
                    + " does not exist");
        }
    }

    /**
     * The directory, created when missing.
     *
     * @throws OutputFailure naming {@code dir} when its parent does not exist or it is not a directory
     */
    public static Path prepare(Path dir) throws OutputFailure {
        Path absolute = dir.toAbsolutePath();
        if (Files.isDirectory(absolute)) {
            return absolute;
        }
        Path parent = absolute.getParent();
        if (parent == null || !Files.isDirectory(parent)) {
            throw new OutputFailure("cannot write into " + dir + ": directory " + (parent == null ? dir : parent)
                    + " does not exist");
        }
        try {
            Files.createDirectory(absolute);
        } catch (FileAlreadyExistsException e) {
            if (!Files.isDirectory(absolute)) {
                throw new OutputFailure("cannot write into " + dir + ": it exists and is not a directory");
            }
        } catch (NoSuchFileException e) {
            throw new OutputFailure("cannot write into " + dir + ": directory " + parent + " does not exist");
        } catch (IOException e) {
            throw new OutputFailure("cannot create " + dir + ": " + OutputFailure.reason(e), e);
        }
        return absolute;
    }
}
