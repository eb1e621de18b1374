package org.rochade.rules.impl.start;

import java.util.Objects;
import java.util.OptionalInt;
import org.rochade.rules.api.RulesException;

/**
 * Reinhard Scharnagl's numbering of the 960 start arrays (SP 0..959, SP 518 = RNBQKBNR), both ways.
 *
 * <p>The numbering is computed, not looked up, because it is the one fact every other start-array
 * feature rests on: deriving it exactly as the published rule states (bishops, queen, knight pair,
 * then rook-king-rook) lets the tests compare all 960 against an independent table.
 */
public final class Scharnagl {

    /** Number of Chess960 start arrays. */
    public static final int COUNT = 960;

    /**
     * The knight pairs among the five squares left after bishops and queen, indexed by
     * {@code (n / 16) / 6}: (0,1) (0,2) (0,3) (0,4) (1,2) (1,3) (1,4) (2,3) (2,4) (3,4).
     */
    private static final int[][] KNIGHT_PAIRS = {
        {0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}
    };

    private Scharnagl() {
    }

    /**
     * White's back rank (a to h) of Scharnagl number {@code sp}.
     *
     * @param sp 0..959; 960 is accepted as an alias of 0, since some sources number 1..960
     * @throws RulesException for any other number
     */
    public static String backRank(int sp) {
        if (sp < 0 || sp > COUNT) {
            throw new RulesException("SP " + sp + " is not a Chess960 start array: the Scharnagl numbers"
                    + " are 0..959 (960 is accepted as an alias of 0)");
        }
        int n = sp % COUNT;
        char[] rank = new char[8];
        rank[2 * (n % 4) + 1] = 'B';          // light-square bishop: b, d, f, h
        rank[2 * ((n / 4) % 4)] = 'B';        // dark-square bishop: a, c, e, g
        int m = n / 16;
        rank[freeSquare(rank, m % 6)] = 'Q';
        int[] knights = KNIGHT_PAIRS[m / 6];
        // Place the second knight first, so the first one's index still counts the same free squares.
        rank[freeSquare(rank, knights[1])] = 'N';
        rank[freeSquare(rank, knights[0])] = 'N';
        rank[freeSquare(rank, 0)] = 'R';
        rank[freeSquare(rank, 0)] = 'K';
        rank[freeSquare(rank, 0)] = 'R';
        return new String(rank);
    }

    /**
     * The Scharnagl number of White's back rank {@code backRank} (eight upper-case letters, a to h),
     * or empty when it is not a legal Chess960 array.
     */
    public static OptionalInt sp(String backRank) {
        Objects.requireNonNull(backRank, "backRank");
        if (!BackRank.isLegal(backRank)) {
            return OptionalInt.empty();
        }
        int light = -1;
        int dark = -1;
        for (int file = 0; file < 8; file++) {
            if (backRank.charAt(file) == 'B') {
                if (BackRank.isLight(file)) {
                    light = file / 2;
                } else {
                    dark = file / 2;
                }
            }
        }
        // Walk the squares the bishops left free: the queen's index among them, then the knights'
        // indices among the five squares that remain once the queen is taken out.
        int queen = -1;
        int first = -1;
        int second = -1;
        int free = 0;
        for (int file = 0; file < 8; file++) {
            char c = backRank.charAt(file);
            if (c == 'B') {
                continue;
            }
            if (c == 'Q') {
                queen = free;
            } else {
                int index = queen < 0 ? free : free - 1;
                if (c == 'N') {
                    if (first < 0) {
                        first = index;
                    } else {
                        second = index;
                    }
                }
            }
            free++;
        }
        int pair = knightPairIndex(first, second);
        return OptionalInt.of(light + 4 * dark + 16 * (queen + 6 * pair));
    }

    private static int knightPairIndex(int first, int second) {
        for (int i = 0; i < KNIGHT_PAIRS.length; i++) {
            if (KNIGHT_PAIRS[i][0] == first && KNIGHT_PAIRS[i][1] == second) {
                return i;
            }
        }
        throw new IllegalStateException("knights on free squares " + first + " and " + second);
    }

    /** The file of the {@code index}-th (0-based) empty square of {@code rank}, counted from a. */
    static int freeSquare(char[] rank, int index) {
        int seen = 0;
        for (int file = 0; file < 8; file++) {
            if (rank[file] == 0) {
                if (seen == index) {
                    return file;
                }
                seen++;
            }
        }
        throw new IllegalStateException("no free square " + index + " in " + new String(rank));
    }
}
