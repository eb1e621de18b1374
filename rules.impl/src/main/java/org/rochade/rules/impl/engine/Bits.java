package org.rochade.rules.impl.engine;

/**
 * Bitboard helpers and geometry tables. Square 0 = a1, 7 = h1, 63 = h8. The tables are computed
 * once and never written afterwards.
 */
final class Bits {
    static final long FILE_A = 0x0101010101010101L;
    static final long FILE_H = FILE_A << 7;
    static final long RANK_1 = 0xFFL;
    static final long RANK_2 = RANK_1 << 8;
    static final long RANK_3 = RANK_1 << 16;
    static final long RANK_4 = RANK_1 << 24;
    static final long RANK_5 = RANK_1 << 32;
    static final long RANK_6 = RANK_1 << 40;
    static final long RANK_7 = RANK_1 << 48;
    static final long RANK_8 = RANK_1 << 56;
    static final long LIGHT_SQUARES = 0x55AA55AA55AA55AAL;

    /** Squares strictly between two squares on a common line, else 0. */
    private static final long[] BETWEEN = new long[64 * 64];
    /** The whole line (edge to edge) through two squares on a common line, else 0. */
    private static final long[] LINE = new long[64 * 64];

    static {
        int[][] directions = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
        for (int a = 0; a < 64; a++) {
            for (int[] d : directions) {
                long line = ray(a, d[0], d[1]) | ray(a, -d[0], -d[1]) | bit(a);
                for (int sign = -1; sign <= 1; sign += 2) {
                    long between = 0;
                    int f = (a & 7) + sign * d[0];
                    int r = (a >>> 3) + sign * d[1];
                    while (f >= 0 && f < 8 && r >= 0 && r < 8) {
                        int b = r * 8 + f;
                        BETWEEN[a * 64 + b] = between;
                        LINE[a * 64 + b] = line;
                        between |= bit(b);
                        f += sign * d[0];
                        r += sign * d[1];
                    }
                }
            }
        }
    }

    private Bits() {
    }

    private static long ray(int sq, int df, int dr) {
        long result = 0;
        int f = (sq & 7) + df;
        int r = (sq >>> 3) + dr;
        while (f >= 0 && f < 8 && r >= 0 && r < 8) {
            result |= bit(r * 8 + f);
            f += df;
            r += dr;
        }
        return result;
    }

    static long bit(int square) {
        return 1L << square;
    }

    static long between(int a, int b) {
        return BETWEEN[a * 64 + b];
    }

    static long line(int a, int b) {
        return LINE[a * 64 + b];
    }

    static int lowest(long bb) {
        return Long.numberOfTrailingZeros(bb);
    }

    static boolean moreThanOne(long bb) {
        return (bb & (bb - 1)) != 0;
    }

    static long rankMask(int rank) {
        return RANK_1 << (8 * rank);
    }

    static long fileMask(int file) {
        return FILE_A << file;
    }

    /** Bitboard of the squares of a file mask (bit 0 = a-file) placed on one rank. */
    static long onRank(int fileMask, int rank) {
        return ((long) fileMask & 0xFF) << (8 * rank);
    }
}
