package org.rochade.event.api.hall;

import org.rochade.rules.api.RulesException;

/** A round that cannot be revealed now (no event under way, no round left); the message says why. */
public class HallException extends RulesException {
    private static final long serialVersionUID = 1L;

    public HallException(String message) {
        super(message);
    }
}
