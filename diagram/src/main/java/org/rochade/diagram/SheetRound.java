package org.rochade.diagram;

import java.util.Objects;

/**
 * One round of an event's sheet.
 *
 * @param round the round's number, 1 for the first
 * @param card  the start array drawn for it, with the FENs its games start from
 */
public record SheetRound(int round, ArrayCard card) {

    public SheetRound {
        if (round < 1) {
            throw new IllegalArgumentException("a round's number is at least 1, not " + round);
        }
        Objects.requireNonNull(card, "card");
    }
}
