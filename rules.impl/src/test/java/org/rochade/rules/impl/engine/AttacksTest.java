package org.rochade.rules.impl.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The slider tables' magic factors are constants in {@link Attacks}; this test is where they come
 * from and what keeps them honest.
 */
class AttacksTest {

    @Test
    void everyOccupancySubsetLooksUpTheAttacksOfARayWalk() {
        for (int sq = 0; sq < 64; sq++) {
            for (boolean rook : new boolean[] {true, false}) {
                long mask = Attacks.mask(sq, rook);
                long subset = 0;
                int count = 0;
                do {
                    // Pieces outside the mask (edge squares, other lines) must not change the answer.
                    long noise = 0x8100_0000_0000_0081L & ~mask & ~(1L << sq);
                    long expected = Attacks.slowSlide(sq, subset, rook);
                    long found = rook ? Attacks.rook(sq, subset | noise) : Attacks.bishop(sq, subset | noise);
                    assertThat(found).as("%s on %d, occupancy %x", rook ? "rook" : "bishop", sq, subset)
                            .isEqualTo(expected);
                    count++;
                    subset = (subset - mask) & mask;
                } while (subset != 0);
                assertThat(count).isEqualTo(1 << Long.bitCount(mask));
            }
        }
    }

    @Test
    void theMagicFactorsAreTheOnesTheSeededSearchFinds() {
        SplittableRandom random = new SplittableRandom(0x5EED_960L);
        for (int sq = 0; sq < 64; sq++) {
            assertThat(search(sq, true, random)).as("rook magic of square %d", sq).isEqualTo(Attacks.magic(sq, true));
            assertThat(search(sq, false, random)).as("bishop magic of square %d", sq).isEqualTo(Attacks.magic(sq, false));
        }
    }

    /**
     * The search that produced the constants: sparse random factors (AND of three draws) whose
     * product with the mask fills the top byte well enough, until one sends every subset of the
     * mask to a slot free or already holding the same attacks.
     */
    private static long search(int sq, boolean rook, SplittableRandom random) {
        long mask = Attacks.mask(sq, rook);
        int bits = Long.bitCount(mask);
        int shift = 64 - bits;
        int count = 1 << bits;
        long[] occupancies = new long[count];
        long[] attacks = new long[count];
        long subset = 0;
        for (int i = 0; i < count; i++) {
            occupancies[i] = subset;
            attacks[i] = Attacks.slowSlide(sq, subset, rook);
            subset = (subset - mask) & mask;
        }
        long[] table = new long[count];
        int[] epoch = new int[count];
        int attempt = 0;
        while (true) {
            long magic = random.nextLong() & random.nextLong() & random.nextLong();
            if (Long.bitCount((mask * magic) & 0xFF00000000000000L) < 6) {
                continue;
            }
            attempt++;
            boolean ok = true;
            for (int i = 0; i < count && ok; i++) {
                int index = (int) ((occupancies[i] * magic) >>> shift);
                if (epoch[index] < attempt) {
                    epoch[index] = attempt;
                    table[index] = attacks[i];
                } else if (table[index] != attacks[i]) {
                    ok = false;
                }
            }
            if (ok) {
                return magic;
            }
        }
    }
}
