package org.rochade.games.api;

import java.util.List;
import java.util.Objects;
import org.rochade.rules.api.Position;

/**
 * Where a game starts, as validation decides it from the Variant, FEN and SetUp tags.
 *
 * @param variant  the variant id the game is played as ({@code chess960}, {@code fischer168},
 *                 {@code classic}), or the Variant tag as written when no variant matched it
 * @param position the start position, or null when no legal start could be made out
 * @param sp       the Scharnagl numbers of the start array: one number (both sides from the same
 *                 array), or for a dfrc game White's and Black's (also when they happen to be
 *                 equal); empty when the game starts from a position that is not a start array or
 *                 has no legal start
 */
public record Start(String variant, Position position, List<Integer> sp) {

    public Start {
        Objects.requireNonNull(variant, "variant");
        sp = List.copyOf(sp);
    }

    /** The start position in X-FEN, or null when it is not known. */
    public String fen() {
        return position == null ? null : position.fen();
    }

    /** Whether a legal start position is known. */
    public boolean isKnown() {
        return position != null;
    }
}
