package org.rochade.ratings.impl;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * FIDE Rating Regulations (effective 1 October 2025), section 8: the two conversion tables and the
 * 400-point rule, as the handbook prints them. The one place these numbers live.
 *
 * <ul>
 * <li>Table 8.1(a): fractional score p -> rating difference dp (performance rating = the opponents'
 *     average rating + dp).</li>
 * <li>Table 8.1(b): rating difference D -> scoring probability PD for the higher-rated player H and
 *     the lower-rated player L (L = 1 - H).</li>
 * <li>8.3.1: "A difference in rating of more than 400 points shall be counted for rating purposes as
 *     though it were a difference of 400 points, for players rated below 2650. For players rated
 *     2650 and above, the difference between ratings shall be used in all cases."</li>
 * </ul>
 * The tables are used exactly as printed, with no interpolation (the handbook's note: they are not
 * the logistic formula, which differs from them at the tails).
 */
public final class FideTables {

    /** 8.3.1: the difference counted at most for a player rated below {@link #UNCAPPED_FROM}. */
    public static final int DIFFERENCE_CAP = 400;
    /** 8.3.1: from this rating on, the real difference is used. */
    public static final int UNCAPPED_FROM = 2650;

    /**
     * Table 8.1(b): the largest D of each row, the row of H = .50, .51, ..., .99 (0-3 -> .50,
     * 4-10 -> .51, ..., 620-735 -> .99); over 735 H is 1.00.
     */
    private static final int[] PD_UPPER = {
        3, 10, 17, 25, 32, 39, 46, 53, 61, 68,                 // .50 - .59
        76, 83, 91, 98, 106, 113, 121, 129, 137, 145,          // .60 - .69
        153, 162, 170, 179, 188, 197, 206, 215, 225, 235,      // .70 - .79
        245, 256, 267, 278, 290, 302, 315, 328, 344, 357,      // .80 - .89
        374, 391, 411, 432, 456, 484, 517, 559, 619, 735       // .90 - .99
    };

    /** Table 8.1(a): dp for p = .50, .51, ..., 1.00 (below .50, dp(p) = -dp(1 - p)). */
    private static final int[] DP = {
        0, 7, 14, 21, 29, 36, 43, 50, 57, 65,                  // .50 - .59
        72, 80, 87, 95, 102, 110, 117, 125, 133, 141,          // .60 - .69
        149, 158, 166, 175, 184, 193, 202, 211, 220, 230,      // .70 - .79
        240, 251, 262, 273, 284, 296, 309, 322, 336, 351,      // .80 - .89
        366, 383, 401, 422, 444, 470, 501, 538, 589, 677,      // .90 - .99
        800                                                    // 1.00
    };

    static {
        if (PD_UPPER.length != 50 || DP.length != 51) {
            throw new AssertionError("FIDE's tables have 50 and 51 rows");
        }
    }

    private FideTables() {
    }

    /**
     * Table 8.1(b): the higher-rated player's PD for a rating difference, in hundredths (50..100).
     *
     * @param difference D, at least 0
     */
    public static int higherPd(int difference) {
        if (difference < 0) {
            throw new IllegalArgumentException("a rating difference D is at least 0: " + difference);
        }
        for (int row = 0; row < PD_UPPER.length; row++) {
            if (difference <= PD_UPPER[row]) {
                return 50 + row;
            }
        }
        return 100;
    }

    /**
     * The difference D counted for a player (8.3.1): the real one from 2650, at most 400 below.
     *
     * @param rating   the player's rating
     * @param opponent the opponent's
     */
    public static int countedDifference(int rating, int opponent) {
        int difference = Math.abs(rating - opponent);
        return rating >= UNCAPPED_FROM ? difference : Math.min(difference, DIFFERENCE_CAP);
    }

    /**
     * A player's expected score PD against an opponent (8.3.1 and table 8.1(b)), exactly: two
     * decimals. Equal ratings give .50 (D = 0).
     */
    public static BigDecimal expected(int rating, int opponent) {
        int higher = higherPd(countedDifference(rating, opponent));
        return BigDecimal.valueOf(rating >= opponent ? higher : 100 - higher, 2);
    }

    /**
     * Table 8.1(a): dp for a fractional score, p rounded to hundredths first (halves upward);
     * 1.0 gives +800 and 0 gives -800, as the table prints them.
     *
     * @param p score / games, 0..1
     */
    public static int dp(BigDecimal p) {
        if (p.signum() < 0 || p.compareTo(BigDecimal.ONE) > 0) {
            throw new IllegalArgumentException("a fractional score is 0..1: " + p);
        }
        int hundredths = p.setScale(2, RoundingMode.HALF_UP).unscaledValue().intValueExact();
        return hundredths >= 50 ? DP[hundredths - 50] : -DP[50 - hundredths];
    }
}
