package org.rochade.rules.impl.engine;

import java.util.SplittableRandom;

/**
 * Attack tables: knight, king and pawn lookups, and magic bitboards for sliders. The magic factors
 * are found at class initialisation by a seeded search (deterministic, a few milliseconds), which
 * avoids a table of unexplained constants.
 */
final class Attacks {
    private static final long[] KNIGHT = new long[64];
    private static final long[] KING = new long[64];
    /** PAWN[color * 64 + sq]: squares a pawn of that color on sq attacks. */
    private static final long[] PAWN = new long[128];

    private static final long[] ROOK_MASK = new long[64];
    private static final long[] ROOK_MAGIC = new long[64];
    private static final int[] ROOK_SHIFT = new int[64];
    private static final int[] ROOK_OFFSET = new int[64];
    private static final long[] BISHOP_MASK = new long[64];
    private static final long[] BISHOP_MAGIC = new long[64];
    private static final int[] BISHOP_SHIFT = new int[64];
    private static final int[] BISHOP_OFFSET = new int[64];
    private static final long[] SLIDER_TABLE;

    private static final int[][] ROOK_DIRS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] BISHOP_DIRS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    static {
        for (int sq = 0; sq < 64; sq++) {
            KNIGHT[sq] = steps(sq, new int[][]{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}});
            KING[sq] = steps(sq, new int[][]{{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}});
            PAWN[sq] = steps(sq, new int[][]{{-1, 1}, {1, 1}});
            PAWN[64 + sq] = steps(sq, new int[][]{{-1, -1}, {1, -1}});
        }
        int size = 0;
        for (int sq = 0; sq < 64; sq++) {
            ROOK_MASK[sq] = relevantMask(sq, ROOK_DIRS);
            BISHOP_MASK[sq] = relevantMask(sq, BISHOP_DIRS);
            ROOK_OFFSET[sq] = size;
            size += 1 << Long.bitCount(ROOK_MASK[sq]);
            BISHOP_OFFSET[sq] = size;
            size += 1 << Long.bitCount(BISHOP_MASK[sq]);
        }
        SLIDER_TABLE = new long[size];
        SplittableRandom random = new SplittableRandom(0x5EED_960L);
        for (int sq = 0; sq < 64; sq++) {
            ROOK_SHIFT[sq] = 64 - Long.bitCount(ROOK_MASK[sq]);
            ROOK_MAGIC[sq] = findMagic(sq, ROOK_MASK[sq], ROOK_SHIFT[sq], ROOK_OFFSET[sq], ROOK_DIRS, random);
            BISHOP_SHIFT[sq] = 64 - Long.bitCount(BISHOP_MASK[sq]);
            BISHOP_MAGIC[sq] = findMagic(sq, BISHOP_MASK[sq], BISHOP_SHIFT[sq], BISHOP_OFFSET[sq], BISHOP_DIRS, random);
        }
    }

    private Attacks() {
    }

    static long knight(int sq) {
        return KNIGHT[sq];
    }

    static long king(int sq) {
        return KING[sq];
    }

    /** Squares attacked by a pawn of {@code color} (0 white, 1 black) standing on sq. */
    static long pawn(int color, int sq) {
        return PAWN[(color << 6) + sq];
    }

    static long rook(int sq, long occupied) {
        return SLIDER_TABLE[ROOK_OFFSET[sq] + (int) (((occupied & ROOK_MASK[sq]) * ROOK_MAGIC[sq]) >>> ROOK_SHIFT[sq])];
    }

    static long bishop(int sq, long occupied) {
        return SLIDER_TABLE[BISHOP_OFFSET[sq] + (int) (((occupied & BISHOP_MASK[sq]) * BISHOP_MAGIC[sq]) >>> BISHOP_SHIFT[sq])];
    }

    static long queen(int sq, long occupied) {
        return rook(sq, occupied) | bishop(sq, occupied);
    }

    private static long steps(int sq, int[][] deltas) {
        long result = 0;
        for (int[] d : deltas) {
            int f = (sq & 7) + d[0];
            int r = (sq >>> 3) + d[1];
            if (f >= 0 && f < 8 && r >= 0 && r < 8) {
                result |= 1L << (r * 8 + f);
            }
        }
        return result;
    }

    /** Squares whose occupancy matters for a slider on sq: the rays without their last square. */
    private static long relevantMask(int sq, int[][] dirs) {
        long mask = 0;
        for (int[] d : dirs) {
            int f = (sq & 7) + d[0];
            int r = (sq >>> 3) + d[1];
            while (f + d[0] >= 0 && f + d[0] < 8 && r + d[1] >= 0 && r + d[1] < 8) {
                mask |= 1L << (r * 8 + f);
                f += d[0];
                r += d[1];
            }
        }
        return mask;
    }

    private static long slowSlide(int sq, long occupied, int[][] dirs) {
        long result = 0;
        for (int[] d : dirs) {
            int f = (sq & 7) + d[0];
            int r = (sq >>> 3) + d[1];
            while (f >= 0 && f < 8 && r >= 0 && r < 8) {
                long b = 1L << (r * 8 + f);
                result |= b;
                if ((occupied & b) != 0) {
                    break;
                }
                f += d[0];
                r += d[1];
            }
        }
        return result;
    }

    private static long findMagic(int sq, long mask, int shift, int offset, int[][] dirs, SplittableRandom random) {
        int count = 1 << Long.bitCount(mask);
        long[] occupancies = new long[count];
        long[] attacks = new long[count];
        long subset = 0;
        for (int i = 0; i < count; i++) {
            occupancies[i] = subset;
            attacks[i] = slowSlide(sq, subset, dirs);
            subset = (subset - mask) & mask; // Carry-Rippler: next subset of mask
        }
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
                    SLIDER_TABLE[offset + index] = attacks[i];
                } else if (SLIDER_TABLE[offset + index] != attacks[i]) {
                    ok = false;
                }
            }
            if (ok) {
                return magic;
            }
        }
    }
}
