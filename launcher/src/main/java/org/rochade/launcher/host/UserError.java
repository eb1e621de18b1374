package org.rochade.launcher.host;

/**
 * A problem with what the user asked for that is not a {@link org.rochade.rules.api.RulesException}:
 * reported as one line on stderr with exit code {@link ExitCodes#USAGE}, never with a stack trace.
 */
public final class UserError extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public UserError(String message) {
        super(message);
    }
}
