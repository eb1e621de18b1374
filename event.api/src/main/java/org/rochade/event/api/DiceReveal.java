package org.rochade.event.api;

import java.util.List;
import java.util.Objects;
import org.rochade.rules.api.DiceResult;

/**
 * A round revealed with the die: the round, and the throws that found its array.
 *
 * @param round  the round as recorded
 * @param dice   every throw the procedure used or re-rolled, and the array it found
 * @param unused throws given beyond those the procedure needed
 */
public record DiceReveal(RevealedRound round, DiceResult dice, List<Integer> unused) {

    public DiceReveal {
        Objects.requireNonNull(round, "round");
        Objects.requireNonNull(dice, "dice");
        unused = List.copyOf(unused);
    }
}
