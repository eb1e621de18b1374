package org.rochade.event.api.hall;

import java.util.Objects;
import org.rochade.rules.api.StartArray;

/**
 * One revealed round of an event as the hall announces it: the array every board of the round plays
 * and what the round's games are tagged with. The event format in force when the round was revealed
 * decides these; a format changed later counts from the next round on.
 *
 * @param event      the event's name (its format's name)
 * @param round      the round, from 1
 * @param rounds     how many rounds the event has; 0 when its format does not say
 * @param variantTag the PGN Variant tag value of the round's games; empty for none (classic)
 * @param array      the start array of the round
 * @param xfen       the FEN the round's games start from (X-FEN), with the castling rights the event's rules
 *                   give: "-" for an event played without castling
 * @param shredderFen the same start as Shredder-FEN
 */
public record HallRound(String event, int round, int rounds, String variantTag, StartArray array, String xfen,
                        String shredderFen) {

    public HallRound {
        Objects.requireNonNull(event, "event");
        Objects.requireNonNull(variantTag, "variantTag");
        Objects.requireNonNull(array, "array");
        Objects.requireNonNull(xfen, "xfen");
        Objects.requireNonNull(shredderFen, "shredderFen");
        if (round < 1) {
            throw new IllegalArgumentException("rounds count from 1: " + round);
        }
        if (rounds < 0) {
            throw new IllegalArgumentException("a negative number of rounds: " + rounds);
        }
    }
}
