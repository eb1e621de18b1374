package org.rochade.files;

import java.io.IOException;

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

    static String reason(Throwable cause) {
        String message = cause.getMessage();
        if (message == null || message.isBlank()) {
            return cause.getClass().getSimpleName();
        }
        // File system exceptions put the path first ("/x/y: No space left on device"): the caller names the file.
        return message.strip();
    }
}
