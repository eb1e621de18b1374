package org.rochade.event.api;

import java.util.Objects;

/**
 * A round as it was revealed: its start array, and the PGN Variant tag the format in force then gave
 * its games (a format changed later counts from the next round on).
 *
 * @param event      the event's name (its format's)
 * @param drawn      the round and its start array; for dfrc, White's and Black's arrays
 * @param variantTag the Variant tag of the round's games; empty for none (classic)
 */
public record RevealedRound(String event, DrawnRound drawn, String variantTag) {

    public RevealedRound {
        Objects.requireNonNull(event, "event");
        Objects.requireNonNull(drawn, "drawn");
        Objects.requireNonNull(variantTag, "variantTag");
    }
}
