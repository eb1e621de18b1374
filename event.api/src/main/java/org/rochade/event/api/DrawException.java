package org.rochade.event.api;

import org.rochade.rules.api.RulesException;

/** A draw that cannot be made as asked: more rounds than arrays left, or an exclusion that is no array. */
public class DrawException extends RulesException {
    private static final long serialVersionUID = 1L;

    public DrawException(String message) {
        super(message);
    }
}
