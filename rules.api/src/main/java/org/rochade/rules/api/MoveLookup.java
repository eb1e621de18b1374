package org.rochade.rules.api;

import java.util.List;
import java.util.Objects;

/**
 * What a move given as squares means in a position, as a GUI gets it from a drag or two clicks
 * ({@link ChessRules#findMove}): one legal move, several, a promotion that needs its piece, or no
 * legal move and why.
 */
public sealed interface MoveLookup permits MoveLookup.Found, MoveLookup.Ambiguous, MoveLookup.NeedsPromotion,
        MoveLookup.Illegal {

    /** Exactly one legal move fits; it equals that move in {@link ChessRules#legalMoves}. */
    record Found(Move move) implements MoveLookup {
        public Found {
            Objects.requireNonNull(move, "move");
        }
    }

    /**
     * Several legal moves fit, e.g. king b1, rook a1, c1 empty: the king dropped on c1 is Kc1 or
     * O-O-O. The host asks the player which one (a castling can always be given unambiguously by
     * dropping the king on its own rook).
     */
    record Ambiguous(List<Move> candidates) implements MoveLookup {
        public Ambiguous {
            candidates = List.copyOf(candidates);
        }
    }

    /** A pawn reaches the last rank and no promotion piece was given: one candidate per piece. */
    record NeedsPromotion(List<Move> candidates) implements MoveLookup {
        public NeedsPromotion {
            candidates = List.copyOf(candidates);
        }
    }

    /** No legal move fits, for {@code reason} ("no piece on e4", "the knight on d2 is pinned ..."). */
    record Illegal(String reason) implements MoveLookup {
        public Illegal {
            Objects.requireNonNull(reason, "reason");
        }
    }
}
