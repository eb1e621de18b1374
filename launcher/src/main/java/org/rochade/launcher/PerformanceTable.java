package org.rochade.launcher;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * FIDE's table of rating differences dp by fractional score p (FIDE Rating Regulations, 8.1a): a
 * performance rating is the opponents' average rating plus dp. p is rounded to two decimals first;
 * below 0.50 dp is the negative of the table's value for 1 - p.
 */
final class PerformanceTable {
    /** dp for p = 0.50, 0.51, ..., 1.00. */
    private static final int[] DP = {
        0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158, 166, 175, 184,
        193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366, 383, 401, 422, 444, 470, 501,
        538, 589, 677, 800
    };

    private PerformanceTable() {
    }

    /** dp for a fractional score 0..1. */
    static int dp(double p) {
        if (p < 0 || p > 1) {
            throw new IllegalArgumentException("a fractional score is 0..1: " + p);
        }
        int hundredths = BigDecimal.valueOf(p).setScale(2, RoundingMode.HALF_UP).movePointRight(2).intValueExact();
        return hundredths >= 50 ? DP[hundredths - 50] : -DP[50 - hundredths];
    }
}
