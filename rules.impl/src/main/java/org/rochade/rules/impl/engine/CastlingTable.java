package org.rochade.rules.impl.engine;

import java.util.Optional;
import org.rochade.rules.api.spi.CastlingConvention;
import org.rochade.rules.api.spi.CastlingConvention.CastlingPath;

/**
 * Castling geometry per rook square, asked of the {@link CastlingConvention} once when a game's
 * first position is built, so that move generation only does table look-ups. Immutable.
 *
 * <p>Indexed by the 16 back-rank squares only (a castling rook stands on its back rank), not by all
 * 64: a table is built for every FEN read, and four 64-entry arrays (1.5 KB) per table were most of
 * what reading an archive of positions allocated (validate on 126,000 positions: 2.2 of 12.4 GB).
 */
final class CastlingTable {
    /** No castling at all: what a board asked only about attacks needs. */
    static final CastlingTable NONE = new CastlingTable(null, new int[] {-1, -1}, 0);

    private final int[] kingTo = new int[16];
    private final int[] rookTo = new int[16];
    private final long[] mustBeEmpty = new long[16];
    private final long[] mustBeSafe = new long[16];
    /** Rook squares for which this table knows a castling. */
    private final long castlingRooks;
    private final CastlingConvention convention;

    /**
     * @param kingSquares king square per colour (index 0 white, 1 black)
     * @param rookSquares candidate rook squares (rights from the FEN)
     */
    CastlingTable(CastlingConvention convention, int[] kingSquares, long rookSquares) {
        this.convention = convention;
        long known = 0;
        for (long rooks = rookSquares; rooks != 0; rooks &= rooks - 1) {
            int rook = Bits.lowest(rooks);
            int rank = rook >>> 3;
            int color = rank == 0 ? Pieces.WHITE : Pieces.BLACK;
            int king = kingSquares[color];
            if (king >>> 3 != rank) {
                continue;
            }
            Optional<CastlingPath> path = convention.path(king & 7, rook & 7);
            if (path.isEmpty()) {
                continue;
            }
            CastlingPath p = path.get();
            int i = index(rook);
            kingTo[i] = rank * 8 + p.kingTo();
            rookTo[i] = rank * 8 + p.rookTo();
            mustBeEmpty[i] = Bits.onRank(p.mustBeEmpty(), rank);
            mustBeSafe[i] = Bits.onRank(p.mustBeSafe(), rank);
            known |= Bits.bit(rook);
        }
        this.castlingRooks = known;
    }

    CastlingConvention convention() {
        return convention;
    }

    /** Which of the given rook squares this table can castle with. */
    long castlingRooks() {
        return castlingRooks;
    }

    /** Where the king goes castling with the rook on this square (one of {@link #castlingRooks()}). */
    int kingTo(int rook) {
        return kingTo[index(rook)];
    }

    int rookTo(int rook) {
        return rookTo[index(rook)];
    }

    long mustBeEmpty(int rook) {
        return mustBeEmpty[index(rook)];
    }

    long mustBeSafe(int rook) {
        return mustBeSafe[index(rook)];
    }

    /** A back-rank square's entry: a1..h1 are 0..7, a8..h8 8..15. */
    private static int index(int rook) {
        return rook < 8 ? rook : 8 | (rook & 7);
    }
}
