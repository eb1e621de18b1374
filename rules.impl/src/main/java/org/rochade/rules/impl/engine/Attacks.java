package org.rochade.rules.impl.engine;

/**
 * Attack tables: knight, king and pawn lookups, and magic bitboards for sliders.
 *
 * <p>The magic factors are constants: {@code AttacksTest} finds them again with the seeded search
 * that produced them (sparse random numbers from {@code SplittableRandom(0x5EED_960L)}, rook then
 * bishop per square, the first factor that maps every occupancy subset of the square's mask
 * without a harmful collision) and checks every subset's lookup against a ray walk. They used to
 * be searched here at class initialisation, which cost about 180 ms of an interpreted start-up
 * before the first game of a {@code validate} run. Filling the table still checks them: a factor
 * that sent two occupancies with different attacks to one slot would fail initialisation.
 */
final class Attacks {
    private static final long[] KNIGHT = new long[64];
    private static final long[] KING = new long[64];
    /** PAWN[color * 64 + sq]: squares a pawn of that color on sq attacks. */
    private static final long[] PAWN = new long[128];

    private static final long[] ROOK_MASK = new long[64];
    private static final long[] ROOK_MAGIC = {
            0x0080002080400018L, 0x0040004020001000L, 0x0600084212002280L, 0x0880040800801000L,
            0x1600200410420008L, 0x0080020004008001L, 0x5200080082000144L, 0x2080044080102900L,
            0x8004800880400020L, 0x0200404000201000L, 0x0B01002000104100L, 0x0001002500081000L,
            0x4010800800800400L, 0x0440800200040180L, 0x0004008248011014L, 0x00C1000208806100L,
            0x0040288000400080L, 0x0860008020804000L, 0x0052060011402080L, 0x1081848008001000L,
            0x0480808004000800L, 0x0021010008020400L, 0x1020040042010830L, 0x808006000441108CL,
            0x812680208008C010L, 0x00C0400040201000L, 0x0009004100200011L, 0x0111002100100008L,
            0x2000080080040080L, 0x2080020080800400L, 0x0080080400020150L, 0x8000088200090044L,
            0x0000400080800020L, 0x005A842000804000L, 0x0F20001000802082L, 0x1000080080801004L,
            0x100A800800800400L, 0x0400800200800400L, 0x0010014204000810L, 0x2001004082000401L,
            0x0003208140028000L, 0x1020008040048020L, 0x0002200500110040L, 0x004010002101000CL,
            0x0000040008008080L, 0x801A000510020008L, 0x0000010002008080L, 0x1082209A43020004L,
            0x1080002000401040L, 0x0200210080400100L, 0x8000182001004100L, 0x1049402200D00A00L,
            0x0100040080080280L, 0x0181A01040048801L, 0x0400011002C80400L, 0x008C124884210200L,
            0x0008122141018001L, 0x2000824420110202L, 0x001E088010220042L, 0x001100A008C49001L,
            0x0042012004508802L, 0x8002000104108802L, 0x080824880110160CL, 0x08000401C3048426L,
    };
    private static final int[] ROOK_SHIFT = new int[64];
    private static final int[] ROOK_OFFSET = new int[64];
    private static final long[] BISHOP_MASK = new long[64];
    private static final long[] BISHOP_MAGIC = {
            0x005010100080204AL, 0x1AA02C6091830040L, 0x8010040850400200L, 0x08220A1200008004L,
            0x0401104021208004L, 0x401841082040CC01L, 0x8031008230408800L, 0x0133004044200810L,
            0x2000A00282080900L, 0x101C0B1004050143L, 0x0020100400983109L, 0x0002424081000160L,
            0x002002021028020CL, 0x0200070560100890L, 0x82008147086090A0L, 0x8111010042102425L,
            0x8220624421040920L, 0x0409002001110202L, 0x0034008800440008L, 0x008800188A004130L,
            0x0004010200A20020L, 0x0011000200820100L, 0x4444182041080806L, 0x2040A029D4060801L,
            0x40444400A2881000L, 0x0084100020820084L, 0x42180C0448014053L, 0x12A0080019004038L,
            0x0084082004002000L, 0x00082020C2008413L, 0x0000C60400881418L, 0x0810802020860809L,
            0x200410C000040400L, 0x0082020231101020L, 0x0508108200100400L, 0x8011400808808200L,
            0x0A10008200002200L, 0x0008010810010048L, 0x0609040111840500L, 0x0088120A800420A0L,
            0x4811042104002000L, 0x43A104300220440CL, 0x0008082088041002L, 0x4003890148001500L,
            0x0000040092040400L, 0x0040880291000120L, 0x0020010242010081L, 0x1062081050840102L,
            0x0086009009884003L, 0x5510210818050050L, 0x0000008400A86040L, 0x290885212288008AL,
            0x0400302004240020L, 0x1000204410029420L, 0x0410100101141226L, 0x2050042802A02880L,
            0x0082060301080280L, 0x0020090100822108L, 0x000000030280F000L, 0x8005260002050400L,
            0x00A02000A0204110L, 0x5110000810010210L, 0x000022A002088308L, 0x4840104402812448L,
    };
    private static final int[] BISHOP_SHIFT = new int[64];
    private static final int[] BISHOP_OFFSET = new int[64];
    private static final long[] SLIDER_TABLE;
    private static final long[] ROOK_RAYS = new long[64];
    private static final long[] BISHOP_RAYS = new long[64];

    private static final int[][] ROOK_DIRS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] BISHOP_DIRS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    /** ROOK_DIRS then BISHOP_DIRS: the eight directions of {@link #RAYS}. */
    private static final int[][] DIRS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    /** RAYS[d * 64 + sq]: the squares from sq (excluded) to the board's edge in direction DIRS[d]. */
    private static final long[] RAYS = new long[8 * 64];

    static {
        int[][] knightSteps = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
        int[][] kingSteps = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
        int[][] whitePawnSteps = {{-1, 1}, {1, 1}};
        int[][] blackPawnSteps = {{-1, -1}, {1, -1}};
        for (int sq = 0; sq < 64; sq++) {
            KNIGHT[sq] = steps(sq, knightSteps);
            KING[sq] = steps(sq, kingSteps);
            PAWN[sq] = steps(sq, whitePawnSteps);
            PAWN[64 + sq] = steps(sq, blackPawnSteps);
        }
        for (int d = 0; d < 8; d++) {
            int[][] direction = {DIRS[d]};
            for (int sq = 0; sq < 64; sq++) {
                RAYS[d * 64 + sq] = slowSlide(sq, 0, direction);
            }
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
        for (int sq = 0; sq < 64; sq++) {
            ROOK_SHIFT[sq] = 64 - Long.bitCount(ROOK_MASK[sq]);
            fill(sq, ROOK_MASK[sq], ROOK_MAGIC[sq], ROOK_SHIFT[sq], ROOK_OFFSET[sq], 0);
            BISHOP_SHIFT[sq] = 64 - Long.bitCount(BISHOP_MASK[sq]);
            fill(sq, BISHOP_MASK[sq], BISHOP_MAGIC[sq], BISHOP_SHIFT[sq], BISHOP_OFFSET[sq], 4);
            ROOK_RAYS[sq] = rayAttacks(sq, 0, 0);
            BISHOP_RAYS[sq] = rayAttacks(sq, 0, 4);
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

    /** The rook's lines from sq on an empty board: where a rook or queen could pin or check from. */
    static long rookRays(int sq) {
        return ROOK_RAYS[sq];
    }

    /** The bishop's diagonals from sq on an empty board. */
    static long bishopRays(int sq) {
        return BISHOP_RAYS[sq];
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

    /**
     * Writes the attacks of every occupancy subset of the mask to its magic slot. A slider always
     * attacks some square, so 0 marks a free slot; a slot claimed with other attacks means a wrong
     * factor, and the class must not initialise with it.
     *
     * <p>The mask's four rays are disjoint, so a subset is one subset of each ray and its attacks
     * the union of each ray's attacks for that ray's subset: each ray's few subsets (at most 64) are
     * cut once, and the nested loops over them only combine. The 107,000 entries are filled by the
     * interpreter at start-up, on the first game's first move: a ray walk, or even a cut of four
     * rays, per entry took about 35 ms, the combining loops about 6 ms.
     */
    private static void fill(int sq, long mask, long magic, int shift, int offset, int firstDir) {
        long[][] subsets = new long[4][];
        long[][] attacks = new long[4][];
        for (int k = 0; k < 4; k++) {
            int d = firstDir + k;
            long rayMask = RAYS[d * 64 + sq] & mask;
            subsets[k] = new long[1 << Long.bitCount(rayMask)];
            attacks[k] = new long[subsets[k].length];
            long subset = 0;
            int i = 0;
            do {
                subsets[k][i] = subset;
                attacks[k][i] = rayAttack(sq, subset, d);
                i++;
                subset = (subset - rayMask) & rayMask; // Carry-Rippler: next subset of the ray
            } while (subset != 0);
        }
        long[] s3 = subsets[3];
        long[] a3 = attacks[3];
        for (int i0 = 0; i0 < subsets[0].length; i0++) {
            for (int i1 = 0; i1 < subsets[1].length; i1++) {
                long s01 = subsets[0][i0] | subsets[1][i1];
                long a01 = attacks[0][i0] | attacks[1][i1];
                for (int i2 = 0; i2 < subsets[2].length; i2++) {
                    long s012 = s01 | subsets[2][i2];
                    long a012 = a01 | attacks[2][i2];
                    fillLastRay(s3, a3, s012, a012, magic, shift, offset, sq);
                }
            }
        }
    }

    /**
     * The innermost of {@link #fill}'s loops, a method of its own: called 43,076 times, it is
     * compiled after the first few hundred calls, where a loop inside one long interpreted call
     * would run interpreted for most of the table.
     */
    private static void fillLastRay(long[] subsets, long[] attacks, long others, long othersAttacks, long magic, int shift,
            int offset, int sq) {
        for (int i = 0; i < subsets.length; i++) {
            long a = othersAttacks | attacks[i];
            int slot = offset + (int) (((others | subsets[i]) * magic) >>> shift);
            long there = SLIDER_TABLE[slot];
            if (there != 0 && there != a) {
                throw new IllegalStateException("magic factor " + Long.toHexString(magic) + " of square " + sq + " collides");
            }
            SLIDER_TABLE[slot] = a;
        }
    }

    /** Attacks of a slider along four rays (from DIRS[firstDir]), each cut behind its first blocker. */
    private static long rayAttacks(int sq, long occupied, int firstDir) {
        long result = 0;
        for (int d = firstDir; d < firstDir + 4; d++) {
            result |= rayAttack(sq, occupied, d);
        }
        return result;
    }

    /**
     * The squares of the ray from sq in direction DIRS[d] up to and including its first blocker:
     * the ray cut with the blocker's own ray, a few operations instead of a walk.
     */
    private static long rayAttack(int sq, long occupied, int d) {
        long ray = RAYS[d * 64 + sq];
        long blockers = ray & occupied;
        if (blockers != 0) {
            // Rays towards higher squares meet their lowest blocker first, the others their highest.
            boolean up = DIRS[d][1] > 0 || (DIRS[d][1] == 0 && DIRS[d][0] > 0);
            int blocker = up ? Long.numberOfTrailingZeros(blockers) : 63 - Long.numberOfLeadingZeros(blockers);
            ray ^= RAYS[d * 64 + blocker];
        }
        return ray;
    }

    /** Attacks of a slider by walking its rays: the reference for the tables (and for tests). */
    static long slowSlide(int sq, long occupied, boolean rook) {
        return slowSlide(sq, occupied, rook ? ROOK_DIRS : BISHOP_DIRS);
    }

    /** The relevant occupancy mask of a slider (tests enumerate its subsets). */
    static long mask(int sq, boolean rook) {
        return rook ? ROOK_MASK[sq] : BISHOP_MASK[sq];
    }

    /** The magic factor in use (tests derive it again). */
    static long magic(int sq, boolean rook) {
        return rook ? ROOK_MAGIC[sq] : BISHOP_MAGIC[sq];
    }
}
