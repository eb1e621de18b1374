package org.rochade.diagram.png;

import java.io.IOException;

/**
 * A picture, or a draw's picture directory, could not be written. The message names the directory or
 * the file and says why ("cannot write out/round-2.png: it is a directory"); show it as it is. The
 * files written before the failure stay, each one whole (written aside and renamed).
 */
public final class PictureSetException extends IOException {
    private static final long serialVersionUID = 1L;

    /** Whether the directory itself was refused (its parent missing, not a directory), not a file in it. */
    private final boolean directory;

    public PictureSetException(String message, boolean directory, Throwable cause) {
        super(message, cause);
        this.directory = directory;
    }

    /** True when the directory itself was refused, so that nothing was written. */
    public boolean directory() {
        return directory;
    }
}
