package org.rochade.rules.api;

/**
 * Base of every error Rochade's rules raise for bad input. The message is meant for a person:
 * it says what is wrong and where, without a stack trace being needed.
 */
public class RulesException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public RulesException(String message) {
        super(message);
    }
}
