package org.rochade.games.api;

import java.util.Locale;
import java.util.OptionalInt;

/**
 * An engine's evaluation as PGN comments carry it: a score in centipawns or a mate, and the search
 * depth when one was given. Whose side the score is from depends on where it was written (see
 * {@link Annotations}): lichess's and ChessBase's {@code [%eval]} give White's, cutechess's
 * {@code +0.69/29} the side that moved.
 *
 * @param isMate whether the score is a mate
 * @param value  centipawns, or for a mate the number written after {@code #} or {@code M}
 *               (moves to mate; negative when the side is getting mated)
 * @param depth  the search depth, when given
 */
public record Evaluation(boolean isMate, int value, OptionalInt depth) {

    public Evaluation {
        java.util.Objects.requireNonNull(depth, "depth");
        if (depth.isPresent() && depth.getAsInt() < 0) {
            throw new IllegalArgumentException("a depth is not negative: " + depth.getAsInt());
        }
    }

    /** A score in centipawns (100 = one pawn), without depth. */
    public static Evaluation centipawns(int centipawns) {
        return new Evaluation(false, centipawns, OptionalInt.empty());
    }

    /** A mate in {@code moves} moves (negative: the side gets mated), without depth. */
    public static Evaluation mate(int moves) {
        return new Evaluation(true, moves, OptionalInt.empty());
    }

    /** The same score at a search depth. */
    public Evaluation withDepth(int depth) {
        return new Evaluation(isMate, value, OptionalInt.of(depth));
    }

    /** The same evaluation from the other side (a score negated; a mate for the other side). */
    public Evaluation negate() {
        return new Evaluation(isMate, -value, depth);
    }

    /** The score in pawns as PGN writes it: {@code 0.35}, {@code -1.20}, a mate {@code #3} or {@code #-3}. */
    @Override
    public String toString() {
        if (isMate) {
            return "#" + value;
        }
        return pawns(value, false);
    }

    /** Centipawns as pawns with two decimals, a sign in front of positive ones when asked. */
    static String pawns(int centipawns, boolean plus) {
        String sign = centipawns < 0 ? "-" : plus ? "+" : "";
        int abs = Math.abs(centipawns);
        return sign + (abs / 100) + "." + String.format(Locale.ROOT, "%02d", abs % 100);
    }
}
