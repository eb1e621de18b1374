package org.rochade.ratings.impl;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

/**
 * FIDE Rating Regulations, section 8, as transcribed in {@link FideTables}: the rows' edges of table
 * 8.1(b), the 400-point rule of 8.3.1 on both sides of 2650, and table 8.1(a).
 */
class FideTablesTest {

    @Test
    void table81bRowEdges() {
        // 8.1(b): "0-3 .50 .50", "4-10 .51 .49", "11-17 .52 .48", ...
        assertThat(FideTables.higherPd(0)).isEqualTo(50);
        assertThat(FideTables.higherPd(3)).isEqualTo(50);
        assertThat(FideTables.higherPd(4)).isEqualTo(51);
        assertThat(FideTables.higherPd(10)).isEqualTo(51);
        assertThat(FideTables.higherPd(11)).isEqualTo(52);
        // "99-106 .64 .36"
        assertThat(FideTables.higherPd(100)).isEqualTo(64);
        // "392-411 .92 .08", "412-432 .93 .07"
        assertThat(FideTables.higherPd(400)).isEqualTo(92);
        assertThat(FideTables.higherPd(411)).isEqualTo(92);
        assertThat(FideTables.higherPd(412)).isEqualTo(93);
        // "485-517 .96 .04"
        assertThat(FideTables.higherPd(500)).isEqualTo(96);
        // "620-735 .99 .01", "over 735 1.00 .00"
        assertThat(FideTables.higherPd(735)).isEqualTo(99);
        assertThat(FideTables.higherPd(736)).isEqualTo(100);
        assertThat(FideTables.higherPd(2000)).isEqualTo(100);
        assertThatThrownBy(() -> FideTables.higherPd(-1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void table81bRowsRiseOneHundredthAtATime() {
        int last = FideTables.higherPd(0);
        int rows = 1;
        for (int d = 1; d <= 800; d++) {
            int pd = FideTables.higherPd(d);
            assertThat(pd - last).as("D %d", d).isBetween(0, 1);
            rows += pd - last;
            last = pd;
        }
        assertThat(rows).isEqualTo(51); // .50 .. 1.00
    }

    @Test
    void theTwoTablesAreMirrors() {
        // 8.1: "the two tables are effectively mirror-images": the dp of 8.1(a) for p lies in the
        // 8.1(b) row whose H is p, for every p from .50 to .99 (a typo in either table breaks this).
        for (int hundredths = 50; hundredths <= 99; hundredths++) {
            int dp = FideTables.dp(BigDecimal.valueOf(hundredths, 2));
            assertThat(FideTables.higherPd(dp)).as("p .%d, dp %d", hundredths, dp).isEqualTo(hundredths);
        }
    }

    @Test
    void theFourHundredPointRuleAppliesBelow2650Only() {
        // 8.3.1: over 400 counts as 400 below 2650; from 2650 the real difference.
        // 2700 vs 2200: the 2700 player's D is 500 -> H .96 (485-517); the 2200 player's D is 400 -> L .08.
        assertThat(FideTables.countedDifference(2700, 2200)).isEqualTo(500);
        assertThat(FideTables.countedDifference(2200, 2700)).isEqualTo(400);
        assertThat(FideTables.expected(2700, 2200)).isEqualByComparingTo("0.96");
        assertThat(FideTables.expected(2200, 2700)).isEqualByComparingTo("0.08");
        // 2600 vs 2100: both below 2650, both D 400 -> .92 and .08.
        assertThat(FideTables.expected(2600, 2100)).isEqualByComparingTo("0.92");
        assertThat(FideTables.expected(2100, 2600)).isEqualByComparingTo("0.08");
        // The edge: 2650 is "2650 and above", 2649 is below.
        assertThat(FideTables.expected(2650, 2150)).isEqualByComparingTo("0.96");
        assertThat(FideTables.expected(2649, 2149)).isEqualByComparingTo("0.92");
        // 2700 vs 1900: D 800, over 735 -> 1.00: a win gains nothing.
        assertThat(FideTables.expected(2700, 1900)).isEqualByComparingTo("1.00");
        assertThat(FideTables.expected(1900, 2700)).isEqualByComparingTo("0.08");
        // Up to 400 both sides read the same row: 2500 vs 2100 -> .92 / .08; equal ratings .50 / .50.
        assertThat(FideTables.expected(2500, 2100)).isEqualByComparingTo("0.92");
        assertThat(FideTables.expected(2100, 2500)).isEqualByComparingTo("0.08");
        assertThat(FideTables.expected(2300, 2300)).isEqualByComparingTo("0.50");
        // The lower-rated side is 1 - H: 2000 vs 2100 -> D 100 -> L .36.
        assertThat(FideTables.expected(2000, 2100)).isEqualByComparingTo("0.36");
        assertThat(FideTables.expected(2100, 2000)).isEqualByComparingTo("0.64");
    }

    @Test
    void table81aAtZeroHalfAndFull() {
        assertThat(FideTables.dp(BigDecimal.ZERO)).isEqualTo(-800);
        assertThat(FideTables.dp(new BigDecimal("0.5"))).isZero();
        assertThat(FideTables.dp(BigDecimal.ONE)).isEqualTo(800);
    }

    @Test
    void table81aRowsAndRounding() {
        assertThat(FideTables.dp(new BigDecimal("0.75"))).isEqualTo(193);
        assertThat(FideTables.dp(new BigDecimal("0.83"))).isEqualTo(273);
        assertThat(FideTables.dp(new BigDecimal("0.17"))).isEqualTo(-273);
        assertThat(FideTables.dp(new BigDecimal("0.99"))).isEqualTo(677);
        assertThat(FideTables.dp(new BigDecimal("0.01"))).isEqualTo(-677);
        // p is rounded to hundredths first, halves upward: 2/3 -> .67 -> 125; .505 -> .51 -> 7; .995 -> 1.00.
        assertThat(FideTables.dp(new BigDecimal("0.6666666667"))).isEqualTo(125);
        assertThat(FideTables.dp(new BigDecimal("0.505"))).isEqualTo(7);
        assertThat(FideTables.dp(new BigDecimal("0.995"))).isEqualTo(800);
        assertThatThrownBy(() -> FideTables.dp(new BigDecimal("1.01"))).isInstanceOf(IllegalArgumentException.class);
    }
}
