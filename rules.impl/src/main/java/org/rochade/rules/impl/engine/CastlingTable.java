package org.rochade.rules.impl.engine;

import java.util.Optional;
import org.rochade.rules.api.spi.CastlingConvention;
import org.rochade.rules.api.spi.CastlingConvention.CastlingPath;

/**
 * Castling geometry per rook square, asked of the {@link CastlingConvention} once when a game's
 * first position is built, so that move generation only does table look-ups. Immutable.
 */
final class CastlingTable {
    private final int[] kingTo = new int[64];
    private final int[] rookTo = new int[64];
    private final long[] mustBeEmpty = new long[64];
    private final long[] mustBeSafe = new long[64];
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
            kingTo[rook] = rank * 8 + p.kingTo();
            rookTo[rook] = rank * 8 + p.rookTo();
            mustBeEmpty[rook] = Bits.onRank(p.mustBeEmpty(), rank);
            mustBeSafe[rook] = Bits.onRank(p.mustBeSafe(), rank);
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

    int kingTo(int rook) {
        return kingTo[rook];
    }

    int rookTo(int rook) {
        return rookTo[rook];
    }

    long mustBeEmpty(int rook) {
        return mustBeEmpty[rook];
    }

    long mustBeSafe(int rook) {
        return mustBeSafe[rook];
    }
}
