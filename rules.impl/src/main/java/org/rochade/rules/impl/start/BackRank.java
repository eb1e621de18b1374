package org.rochade.rules.impl.start;

import java.util.Optional;

/**
 * Decides whether eight pieces form a legal Chess960 back rank, and if not, says why in words a
 * player understands.
 *
 * <p>Kept apart from {@link Scharnagl} so that the numbering (which only needs a yes or no) and the
 * start check (which must explain a refusal) share one definition of "legal array".
 */
final class BackRank {

    /** The multiset of a start array: R N B Q K B N R in some order. */
    private static final String PIECES = "RNBQK";
    private static final int[] EXPECTED = {2, 2, 2, 1, 1};
    private static final String[] NAMES = {"rook", "knight", "bishop", "queen", "king"};

    private BackRank() {
    }

    /**
     * Why {@code rank} (White's back rank from a to h, upper case) is not a Chess960 array, or empty
     * when it is one.
     */
    static Optional<String> defect(String rank) {
        if (rank.length() != 8) {
            return Optional.of("a back rank has 8 squares, not " + rank.length() + " ('" + rank + "')");
        }
        int[] counts = new int[PIECES.length()];
        for (int file = 0; file < 8; file++) {
            char c = rank.charAt(file);
            int kind = PIECES.indexOf(c);
            if (kind < 0) {
                return Optional.of("'" + c + "' on the " + fileName(file)
                        + "-file is not a piece of a start array (R, N, B, Q, K)");
            }
            counts[kind]++;
        }
        for (int kind = 0; kind < counts.length; kind++) {
            if (counts[kind] != EXPECTED[kind]) {
                return Optional.of("the back rank has " + counts[kind] + " " + plural(kind, counts[kind])
                        + ", a start array has " + EXPECTED[kind]);
            }
        }
        int firstBishop = rank.indexOf('B');
        int lastBishop = rank.lastIndexOf('B');
        if (isLight(firstBishop) == isLight(lastBishop)) {
            return Optional.of("bishops on squares of the same colour");
        }
        int king = rank.indexOf('K');
        if (king < rank.indexOf('R') || king > rank.lastIndexOf('R')) {
            return Optional.of("king not between the rooks");
        }
        return Optional.empty();
    }

    /** Whether {@code rank} is a legal Chess960 back rank. */
    static boolean isLegal(String rank) {
        return defect(rank).isEmpty();
    }

    /** Square colour on rank 1 (and rank 8): a1 is dark, so the b, d, f and h files are light. */
    static boolean isLight(int file) {
        return file % 2 == 1;
    }

    /** "a" .. "h". */
    static String fileName(int file) {
        return String.valueOf((char) ('a' + file));
    }

    private static String plural(int kind, int count) {
        return count == 1 ? NAMES[kind] : NAMES[kind] + "s";
    }
}
