package org.rochade.event.api.format;

import org.rochade.rules.api.RulesException;

/**
 * What was asked of an event format or its rounds cannot be done: no such format, a format that is not
 * usable, a setting that breaks a rule, a round that cannot be revealed now, a file that cannot be read
 * or written. The message says why, for a person, and names the format (and the file when one is at fault).
 */
public class FormatException extends RulesException {
    private static final long serialVersionUID = 1L;

    public FormatException(String message) {
        super(message);
    }
}
