package org.rochade.rules.impl.start;

import java.util.Optional;

/**
 * The Fischer168 rule: a Chess960 array in which every piece keeps the square colour it has in the
 * classic array. Queen on a light square (b, d, f, h), king on a dark one (a, c, e, g), and one rook,
 * one knight and one bishop on each colour.
 *
 * <p>The set is derived from this rule rather than copied from a list, because the seed's own list
 * is lost; the tests check the rule yields exactly the 168 arrays of the published table.
 */
final class Fischer168 {

    private Fischer168() {
    }

    /**
     * Why the legal Chess960 back rank {@code rank} is not a Fischer168 array, e.g.
     * "queen on a dark square", or empty when it is one.
     */
    static Optional<String> exclusion(String rank) {
        int broken = firstBrokenRule(rank);
        if (broken == NONE) {
            return Optional.empty();
        }
        if (broken == QUEEN) {
            return Optional.of("queen on a dark square");
        }
        if (broken == KING) {
            return Optional.of("king on a light square");
        }
        char piece = PAIRS[broken - FIRST_PAIR];
        String name = piece == 'R' ? "rooks" : piece == 'N' ? "knights" : "bishops";
        return Optional.of("both " + name + " on " + (BackRank.isLight(rank.indexOf(piece)) ? "light" : "dark") + " squares");
    }

    /** Whether the legal Chess960 back rank {@code rank} is a Fischer168 array (no text made: every array is asked once). */
    static boolean contains(String rank) {
        return firstBrokenRule(rank) == NONE;
    }

    private static final int NONE = -1;
    private static final int QUEEN = 0;
    private static final int KING = 1;
    private static final int FIRST_PAIR = 2;
    /** The pairs split over both colours, in the order they are judged (bishops always are in a legal array; checked anyway so the rule reads as stated). */
    private static final char[] PAIRS = {'R', 'N', 'B'};

    /** The first rule of the class comment that {@code rank} breaks: {@link #QUEEN}, {@link #KING}, {@code FIRST_PAIR + i} for {@code PAIRS[i]}, or {@link #NONE}. */
    private static int firstBrokenRule(String rank) {
        if (!BackRank.isLight(rank.indexOf('Q'))) {
            return QUEEN;
        }
        if (BackRank.isLight(rank.indexOf('K'))) {
            return KING;
        }
        for (int i = 0; i < PAIRS.length; i++) {
            if (BackRank.isLight(rank.indexOf(PAIRS[i])) == BackRank.isLight(rank.lastIndexOf(PAIRS[i]))) {
                return FIRST_PAIR + i;
            }
        }
        return NONE;
    }
}
