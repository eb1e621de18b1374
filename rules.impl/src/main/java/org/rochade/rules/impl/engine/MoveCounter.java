package org.rochade.rules.impl.engine;

import static org.rochade.rules.impl.engine.Pieces.BISHOP;
import static org.rochade.rules.impl.engine.Pieces.KNIGHT;
import static org.rochade.rules.impl.engine.Pieces.PAWN;
import static org.rochade.rules.impl.engine.Pieces.QUEEN;
import static org.rochade.rules.impl.engine.Pieces.ROOK;

/**
 * Counts the legal moves of the side to move without writing them: perft's last ply, where a
 * move is only counted. Each piece's legal targets are a bitboard, as in {@link MoveGen#generate},
 * and are counted with one population count; the pawns that no pin holds are counted all at
 * once by shifting their bitboard.
 *
 * <p>Contract: {@code count(b)} equals the number of moves {@link MoveGen#generate} writes for
 * {@code b}, in every legal position ({@code MoveCounterTest} compares them node by node; the
 * perft suites count every leaf with it). En passant, castling and king steps are judged by the
 * same {@code MoveGen} predicates as generation; only the pin and check masks are applied here
 * again, to whole sets of pawns.
 */
final class MoveCounter {
    private MoveCounter() {
    }

    static int count(Board b) {
        int us = b.side;
        long ours = b.byColor[us];
        long occ = b.occupied;
        int king = b.kingSquare(us);
        long checkersAndPinned = b.checkersAndPinned(us, king);
        long checkers = checkersAndPinned & b.byColor[us ^ 1];

        int n = Long.bitCount(MoveGen.kingTargets(b, us, king));
        if (Bits.moreThanOne(checkers)) {
            return n;
        }
        // Where a piece other than the king may go: anywhere not ours, or, in check, onto the
        // checker or between it and the king.
        long target = checkers == 0 ? ~ours : Bits.between(king, Bits.lowest(checkers)) | checkers;
        long pinned = checkersAndPinned & ours;

        for (long knights = b.byType[KNIGHT] & ours & ~pinned; knights != 0; knights &= knights - 1) {
            n += Long.bitCount(Attacks.knight(Bits.lowest(knights)) & target);
        }
        long queens = b.byType[QUEEN];
        for (long diagonal = (b.byType[BISHOP] | queens) & ours; diagonal != 0; diagonal &= diagonal - 1) {
            int from = Bits.lowest(diagonal);
            n += Long.bitCount(Attacks.bishop(from, occ) & target & pinLine(pinned, king, from));
        }
        for (long straight = (b.byType[ROOK] | queens) & ours; straight != 0; straight &= straight - 1) {
            int from = Bits.lowest(straight);
            n += Long.bitCount(Attacks.rook(from, occ) & target & pinLine(pinned, king, from));
        }

        long pawns = b.byType[PAWN] & ours;
        n += pawnMoves(b, us, pawns & ~pinned, target);
        for (long held = pawns & pinned; held != 0; held &= held - 1) {
            int from = Bits.lowest(held);
            n += pawnMoves(b, us, Bits.bit(from), target & Bits.line(king, from));
        }
        if (b.epSquare >= 0) {
            for (long takers = Attacks.pawn(us ^ 1, b.epSquare) & pawns; takers != 0; takers &= takers - 1) {
                if (MoveGen.enPassantLegal(b, us, king, Bits.lowest(takers))) {
                    n++;
                }
            }
        }
        if (checkers == 0) {
            for (long rooks = b.castlingRights & ours; rooks != 0; rooks &= rooks - 1) {
                if (MoveGen.castlingLegal(b, us, king, Bits.lowest(rooks))) {
                    n++;
                }
            }
        }
        return n;
    }

    /** Where a piece on {@code from} may go as far as pins are concerned: its pin line, or anywhere. */
    private static long pinLine(long pinned, int king, int from) {
        return (pinned & Bits.bit(from)) == 0 ? -1L : Bits.line(king, from);
    }

    /**
     * Pushes and captures of the given pawns of {@code us} that end on {@code target}, en passant
     * aside; a move to the last rank counts four times (its four promotions).
     */
    private static int pawnMoves(Board b, int us, long pawns, long target) {
        long empty = ~b.occupied;
        long theirs = b.byColor[us ^ 1];
        long single;
        long doubles;
        long captures;
        long lastRank;
        if (us == Pieces.WHITE) {
            single = (pawns << 8) & empty;
            doubles = ((single & Bits.RANK_3) << 8) & empty & target;
            long west = ((pawns & ~Bits.FILE_A) << 7) & theirs & target;
            long east = ((pawns & ~Bits.FILE_H) << 9) & theirs & target;
            captures = promotionCount(west, Bits.RANK_8) + promotionCount(east, Bits.RANK_8);
            lastRank = Bits.RANK_8;
        } else {
            single = (pawns >>> 8) & empty;
            doubles = ((single & Bits.RANK_6) >>> 8) & empty & target;
            long west = ((pawns & ~Bits.FILE_A) >>> 9) & theirs & target;
            long east = ((pawns & ~Bits.FILE_H) >>> 7) & theirs & target;
            captures = promotionCount(west, Bits.RANK_1) + promotionCount(east, Bits.RANK_1);
            lastRank = Bits.RANK_1;
        }
        return (int) (promotionCount(single & target, lastRank) + Long.bitCount(doubles) + captures);
    }

    /** Moves to the given squares, four for each one on the last rank. */
    private static long promotionCount(long targets, long lastRank) {
        return Long.bitCount(targets) + 3L * Long.bitCount(targets & lastRank);
    }
}
