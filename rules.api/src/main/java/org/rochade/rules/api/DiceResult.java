package org.rochade.rules.api;

import java.util.List;

/** The start array the die procedure produced and every throw that led to it, re-rolls included. */
public record DiceResult(StartArray array, List<DieRoll> rolls) {
    public DiceResult {
        rolls = List.copyOf(rolls);
    }
}
