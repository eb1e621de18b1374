package org.rochade.diagram;

import java.util.Objects;
import org.rochade.rules.api.StartArray;

/**
 * One round of an event's sheet.
 *
 * @param round the round's number, 1 for the first
 * @param array the start array drawn for it
 */
public record SheetRound(int round, StartArray array) {

    public SheetRound {
        if (round < 1) {
            throw new IllegalArgumentException("a round's number is at least 1, not " + round);
        }
        Objects.requireNonNull(array, "array");
    }
}
