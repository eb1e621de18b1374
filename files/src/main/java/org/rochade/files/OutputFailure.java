package org.rochade.files;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.NotLinkException;

/**
 * A file (or standard output) could not be written; the message names it and says why, e.g.
 * "cannot write out.pgn: No space left on device". Callers show the message as it is.
 */
public final class OutputFailure extends IOException {
    private static final long serialVersionUID = 1L;

    public OutputFailure(String message) {
        super(message);
    }

    public OutputFailure(String message, Throwable cause) {
        super(message, cause);
    }

    /** "cannot write NAME: REASON", REASON taken from {@code cause} (its message, or its type without one). */
    static OutputFailure writing(String name, Throwable cause) {
        if (cause instanceof OutputFailure failure) {
            return failure;
        }
        return new OutputFailure("cannot write " + name + ": " + reason(cause), cause);
    }

    /**
     * Why {@code cause} failed, in the words of the system's error messages and without the path
     * (the caller names the file): "Permission denied", "Not a directory", "No space left on
     * device". A file system exception carries the path in its message and, for the commonest
     * errors (permission denied, no such file), no reason at all: the reason is then told by its type.
     * The one place that words why a file could not be written, for every command.
     */
    public static String reason(Throwable cause) {
        if (cause instanceof FileSystemException failure) {
            String reason = failure.getReason();
            if (reason != null && !reason.isBlank()) {
                return reason.strip();
            }
            return byType(failure);
        }
        String message = cause.getMessage();
        if (message == null || message.isBlank()) {
            return cause.getClass().getSimpleName();
        }
        return message.strip();
    }

    private static String byType(FileSystemException failure) {
        if (failure instanceof AccessDeniedException) {
            return "Permission denied";
        }
        if (failure instanceof NoSuchFileException) {
            return "No such file or directory";
        }
        if (failure instanceof NotDirectoryException) {
            return "Not a directory";
        }
        if (failure instanceof FileAlreadyExistsException) {
            return "File exists";
        }
        if (failure instanceof DirectoryNotEmptyException) {
            return "Directory not empty";
        }
        if (failure instanceof NotLinkException) {
            return "Not a symbolic link";
        }
        if (failure instanceof FileSystemLoopException) {
            return "Too many levels of symbolic links";
        }
        return failure.getClass().getSimpleName();
    }
}
