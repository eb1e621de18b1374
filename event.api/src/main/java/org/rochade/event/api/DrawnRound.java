package org.rochade.event.api;

import java.util.Objects;
import org.rochade.rules.api.StartArray;

/**
 * One round of an event and the start array every board of that round plays.
 *
 * @param round the round, from 1
 * @param array the array drawn for it
 */
public record DrawnRound(int round, StartArray array) {

    public DrawnRound {
        Objects.requireNonNull(array, "array");
        if (round < 1) {
            throw new IllegalArgumentException("rounds count from 1: " + round);
        }
    }
}
