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
        if (!BackRank.isLight(rank.indexOf('Q'))) {
            return Optional.of("queen on a dark square");
        }
        if (BackRank.isLight(rank.indexOf('K'))) {
            return Optional.of("king on a light square");
        }
        Optional<String> rooks = pairSplit(rank, 'R', "rooks");
        if (rooks.isPresent()) {
            return rooks;
        }
        // Bishops are always split in a legal array; check them anyway so the rule reads as stated.
        Optional<String> knights = pairSplit(rank, 'N', "knights");
        return knights.isPresent() ? knights : pairSplit(rank, 'B', "bishops");
    }

    /** Whether the legal Chess960 back rank {@code rank} is a Fischer168 array. */
    static boolean contains(String rank) {
        return exclusion(rank).isEmpty();
    }

    private static Optional<String> pairSplit(String rank, char piece, String name) {
        boolean first = BackRank.isLight(rank.indexOf(piece));
        boolean second = BackRank.isLight(rank.lastIndexOf(piece));
        if (first == second) {
            return Optional.of("both " + name + " on " + (first ? "light" : "dark") + " squares");
        }
        return Optional.empty();
    }
}
