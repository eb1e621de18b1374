package org.rochade.rules.impl.engine;

import static org.rochade.rules.impl.engine.Pieces.BISHOP;
import static org.rochade.rules.impl.engine.Pieces.KING;
import static org.rochade.rules.impl.engine.Pieces.KNIGHT;
import static org.rochade.rules.impl.engine.Pieces.PAWN;
import static org.rochade.rules.impl.engine.Pieces.QUEEN;
import static org.rochade.rules.impl.engine.Pieces.ROOK;

/**
 * Legal move generation. Checks and pins restrict the targets up front, so every generated move
 * is legal without being played; only en passant and castling are tested square by square.
 * Moves are written into a caller-owned int buffer: nothing is allocated.
 */
final class MoveGen {
    /** Enough for the most moves any legal position has (218). */
    static final int MAX_MOVES = 256;
    /**
     * Enough for the moves of one piece type to one square ({@link #generateTo}): eight at most
     * (a knight's eight, a queen's eight lines, two pawns' captures with four promotions each).
     */
    static final int MAX_MOVES_TO = 16;

    private MoveGen() {
    }

    /**
     * Writes the legal moves of the side to move into {@code moves} from index {@code start}.
     *
     * @return the index after the last move written
     */
    static int generate(Board b, int[] moves, int start) {
        int n = start;
        int us = b.side;
        int them = us ^ 1;
        long ours = b.byColor[us];
        long occ = b.occupied;
        int king = b.kingSquare(us);
        long checkersAndPinned = b.checkersAndPinned(us, king);
        long checkers = checkersAndPinned & b.byColor[them];

        n = addAll(moves, n, king, kingTargets(b, us, king));
        if (Bits.moreThanOne(checkers)) {
            return n;
        }
        long target = checkers == 0 ? ~ours : Bits.between(king, Bits.lowest(checkers)) | checkers;
        long pinned = checkersAndPinned & ours;

        for (long knights = b.byType[KNIGHT] & ours & ~pinned; knights != 0; knights &= knights - 1) {
            int from = Bits.lowest(knights);
            n = addAll(moves, n, from, Attacks.knight(from) & target);
        }
        long queens = b.byType[QUEEN];
        for (long diagonal = (b.byType[BISHOP] | queens) & ours; diagonal != 0; diagonal &= diagonal - 1) {
            int from = Bits.lowest(diagonal);
            long attacks = Attacks.bishop(from, occ) & target;
            if ((pinned & Bits.bit(from)) != 0) {
                attacks &= Bits.line(king, from);
            }
            n = addAll(moves, n, from, attacks);
        }
        for (long straight = (b.byType[ROOK] | queens) & ours; straight != 0; straight &= straight - 1) {
            int from = Bits.lowest(straight);
            long attacks = Attacks.rook(from, occ) & target;
            if ((pinned & Bits.bit(from)) != 0) {
                attacks &= Bits.line(king, from);
            }
            n = addAll(moves, n, from, attacks);
        }
        n = pawnMoves(b, moves, n, us, king, target, pinned);
        if (b.epSquare >= 0) {
            n = enPassant(b, moves, n, us, king);
        }
        if (checkers == 0 && (b.castlingRights & ours) != 0) {
            n = castles(b, moves, n, us, king);
        }
        return n;
    }

    /**
     * The legal moves of one piece type to one square, castling excluded: the moves a SAN token
     * like "Nbd2" can mean. Works backwards from the square, so reading a game's moves does not
     * pay for generating every legal move. Must agree with {@link #generate} filtered by piece
     * and destination ({@code MoveGenTest} checks this).
     */
    static int generateTo(Board b, int[] moves, int start, int to, int role) {
        int n = start;
        int us = b.side;
        int them = us ^ 1;
        long ours = b.byColor[us];
        long occ = b.occupied;
        int king = b.kingSquare(us);
        long mask = Bits.bit(to);
        if ((ours & mask) != 0) {
            return n;
        }
        if (role == KING) {
            if ((Attacks.king(king) & mask) != 0 && !b.isAttackedAlongLines(to, them, occ ^ Bits.bit(king))) {
                moves[n++] = MoveCodec.encode(king, to, MoveCodec.NORMAL);
            }
            return n;
        }
        long checkersAndPinned = b.checkersAndPinned(us, king);
        long checkers = checkersAndPinned & b.byColor[them];
        if (Bits.moreThanOne(checkers)) {
            return n;
        }
        long target = (checkers == 0 ? ~ours : Bits.between(king, Bits.lowest(checkers)) | checkers) & mask;
        long pinned = checkersAndPinned & ours;
        long candidates;
        switch (role) {
            case PAWN:
                if (target != 0) {
                    n = pawnMovesTo(b, moves, n, us, king, to, pinned);
                }
                return b.epSquare == to ? enPassant(b, moves, n, us, king) : n;
            case KNIGHT:
                candidates = Attacks.knight(to) & b.byType[KNIGHT] & ~pinned;
                break;
            case BISHOP:
                candidates = Board.unblocked(to, Attacks.bishopRays(to) & b.byType[BISHOP] & ours, occ);
                break;
            case ROOK:
                candidates = Board.unblocked(to, Attacks.rookRays(to) & b.byType[ROOK] & ours, occ);
                break;
            default:
                candidates = Board.unblocked(to, (Attacks.bishopRays(to) | Attacks.rookRays(to)) & b.byType[QUEEN] & ours, occ);
                break;
        }
        if (target == 0) {
            return n;
        }
        for (candidates &= ours; candidates != 0; candidates &= candidates - 1) {
            int from = Bits.lowest(candidates);
            if ((pinned & Bits.bit(from)) == 0 || (Bits.line(king, from) & mask) != 0) {
                moves[n++] = MoveCodec.encode(from, to, MoveCodec.NORMAL);
            }
        }
        return n;
    }

    /**
     * Whether the side to move has a legal move: its king's steps are tried first, which settle
     * most checks without generating anything (a writer asks this after every check, for the mate
     * mark), then out of check its knights' steps. {@code scratch} may be null: an array is made when one is needed.
     */
    static boolean hasLegalMove(Board b, int[] scratch) {
        int us = b.side;
        int king = b.kingSquare(us);
        long occWithoutKing = b.occupied ^ Bits.bit(king);
        // Each step judged along the lines (Board.isAttackedAlongLines): the magic table's cache
        // misses were most of the mate test after every check a conversion writes.
        for (long targets = Attacks.king(king) & ~b.byColor[us]; targets != 0; targets &= targets - 1) {
            if (!b.isAttackedAlongLines(Bits.lowest(targets), us ^ 1, occWithoutKing)) {
                return true;
            }
        }
        if (b.checkers() == 0) {
            // Out of check, any step of a knight that is not pinned is legal: a start position
            // (its king walled in) is settled here, before generating every move.
            long ours = b.byColor[us];
            long knights = b.byType[KNIGHT] & ours & ~b.pinned(us, king);
            for (; knights != 0; knights &= knights - 1) {
                if ((Attacks.knight(Bits.lowest(knights)) & ~ours) != 0) {
                    return true;
                }
            }
        }
        return generate(b, scratch != null ? scratch : new int[MAX_MOVES], 0) > 0;
    }

    /** The legal castling moves of the side to move (none in check), from index {@code start}. */
    static int castles(Board b, int[] moves, int start) {
        int us = b.side;
        if ((b.castlingRights & b.byColor[us]) == 0 || b.checkers() != 0) {
            return start;
        }
        return castles(b, moves, start, us, b.kingSquare(us));
    }

    /**
     * The squares the king of {@code us} on {@code king} may step to: not ours, and not attacked
     * once the king has left its square (a slider's ray goes on through it).
     */
    static long kingTargets(Board b, int us, int king) {
        int them = us ^ 1;
        long theirs = b.byColor[them];
        long candidates = Attacks.king(king) & ~b.byColor[us];
        if (candidates == 0) {
            return 0;
        }
        // Pawns and the king, the cheap attackers, for all squares at once; knights and sliders square by square.
        candidates &= ~(pawnAttacks(them, b.byType[PAWN] & theirs) | Attacks.king(b.kingSquare(them)));
        long occWithoutKing = b.occupied ^ Bits.bit(king);
        long knights = b.byType[KNIGHT] & theirs;
        long diagonal = (b.byType[BISHOP] | b.byType[QUEEN]) & theirs;
        long straight = (b.byType[ROOK] | b.byType[QUEEN]) & theirs;
        long legal = 0;
        for (; candidates != 0; candidates &= candidates - 1) {
            int to = Bits.lowest(candidates);
            if ((Attacks.knight(to) & knights) == 0
                    && (Attacks.bishop(to, occWithoutKing) & diagonal) == 0
                    && (Attacks.rook(to, occWithoutKing) & straight) == 0) {
                legal |= Bits.bit(to);
            }
        }
        return legal;
    }

    /** The squares the given pawns of {@code color} attack. */
    static long pawnAttacks(int color, long pawns) {
        return color == Pieces.WHITE
                ? ((pawns & ~Bits.FILE_A) << 7) | ((pawns & ~Bits.FILE_H) << 9)
                : ((pawns & ~Bits.FILE_A) >>> 9) | ((pawns & ~Bits.FILE_H) >>> 7);
    }

    private static int addAll(int[] moves, int n, int from, long targets) {
        for (; targets != 0; targets &= targets - 1) {
            moves[n++] = MoveCodec.encode(from, Bits.lowest(targets), MoveCodec.NORMAL);
        }
        return n;
    }

    private static int pawnMoves(Board b, int[] moves, int n, int us, int king, long target, long pinned) {
        long pawns = b.byType[PAWN] & b.byColor[us];
        long theirs = b.byColor[us ^ 1];
        long empty = ~b.occupied;
        long single;
        long doubles;
        long left;
        long right;
        int forward;
        long lastRank;
        if (us == Pieces.WHITE) {
            single = (pawns << 8) & empty;
            doubles = ((single & Bits.RANK_3) << 8) & empty & target;
            left = ((pawns & ~Bits.FILE_A) << 7) & theirs & target;
            right = ((pawns & ~Bits.FILE_H) << 9) & theirs & target;
            forward = 8;
            lastRank = Bits.RANK_8;
        } else {
            single = (pawns >>> 8) & empty;
            doubles = ((single & Bits.RANK_6) >>> 8) & empty & target;
            left = ((pawns & ~Bits.FILE_A) >>> 9) & theirs & target;
            right = ((pawns & ~Bits.FILE_H) >>> 7) & theirs & target;
            forward = -8;
            lastRank = Bits.RANK_1;
        }
        single &= target;
        n = addPawnTargets(moves, n, single, forward, lastRank, king, pinned, MoveCodec.NORMAL);
        n = addPawnTargets(moves, n, doubles, 2 * forward, 0, king, pinned, MoveCodec.DOUBLE_PUSH);
        n = addPawnTargets(moves, n, left, forward - 1, lastRank, king, pinned, MoveCodec.NORMAL);
        n = addPawnTargets(moves, n, right, forward + 1, lastRank, king, pinned, MoveCodec.NORMAL);
        return n;
    }

    /**
     * Pawn moves to one square, en passant aside: the origins follow from the square (a capture
     * comes from where an enemy pawn on it would attack, a push from one or two squares behind),
     * so SAN replay needs no generation of every pawn move.
     */
    private static int pawnMovesTo(Board b, int[] moves, int n, int us, int king, int to, long pinned) {
        long pawns = b.byType[PAWN] & b.byColor[us];
        long toBit = Bits.bit(to);
        long lastRank = us == Pieces.WHITE ? Bits.RANK_8 : Bits.RANK_1;
        if ((b.byColor[us ^ 1] & toBit) != 0) {
            for (long from = Attacks.pawn(us ^ 1, to) & pawns; from != 0; from &= from - 1) {
                n = addPawnMove(moves, n, Bits.lowest(from), to, lastRank, king, pinned, MoveCodec.NORMAL);
            }
            return n;
        }
        if ((b.occupied & toBit) != 0) {
            return n;
        }
        int forward = us == Pieces.WHITE ? 8 : -8;
        int from = to - forward;
        if (from < 0 || from > 63) {
            return n;
        }
        if ((pawns & Bits.bit(from)) != 0) {
            return addPawnMove(moves, n, from, to, lastRank, king, pinned, MoveCodec.NORMAL);
        }
        long doubleRank = us == Pieces.WHITE ? Bits.RANK_4 : Bits.RANK_5;
        if ((b.occupied & Bits.bit(from)) == 0 && (doubleRank & toBit) != 0 && (pawns & Bits.bit(from - forward)) != 0) {
            return addPawnMove(moves, n, from - forward, to, 0, king, pinned, MoveCodec.DOUBLE_PUSH);
        }
        return n;
    }

    /** One pawn move (four on the last rank), unless a pin forbids it. */
    private static int addPawnMove(int[] moves, int n, int from, int to, long lastRank, int king, long pinned, int kind) {
        if ((pinned & Bits.bit(from)) != 0 && (Bits.line(king, from) & Bits.bit(to)) == 0) {
            return n;
        }
        if ((lastRank & Bits.bit(to)) != 0) {
            moves[n++] = MoveCodec.promotion(from, to, QUEEN);
            moves[n++] = MoveCodec.promotion(from, to, ROOK);
            moves[n++] = MoveCodec.promotion(from, to, BISHOP);
            moves[n++] = MoveCodec.promotion(from, to, KNIGHT);
        } else {
            moves[n++] = MoveCodec.encode(from, to, kind);
        }
        return n;
    }

    private static int addPawnTargets(int[] moves, int n, long targets, int delta, long lastRank,
                                      int king, long pinned, int kind) {
        for (; targets != 0; targets &= targets - 1) {
            int to = Bits.lowest(targets);
            n = addPawnMove(moves, n, to - delta, to, lastRank, king, pinned, kind);
        }
        return n;
    }

    /**
     * En passant is judged by playing it on the occupancy: it can uncover a rank attack through
     * both pawns, or fail to answer a check, which pin masks do not capture.
     */
    private static int enPassant(Board b, int[] moves, int n, int us, int king) {
        int ep = b.epSquare;
        for (long pawns = Attacks.pawn(us ^ 1, ep) & b.byType[PAWN] & b.byColor[us]; pawns != 0; pawns &= pawns - 1) {
            int from = Bits.lowest(pawns);
            if (enPassantLegal(b, us, king, from)) {
                moves[n++] = MoveCodec.encode(from, ep, MoveCodec.EN_PASSANT);
            }
        }
        return n;
    }

    /** Whether the pawn of {@code us} on {@code from} may take en passant: no check on our king after it. */
    static boolean enPassantLegal(Board b, int us, int king, int from) {
        int ep = b.epSquare;
        int captured = ep ^ 8;
        long theirs = b.byColor[us ^ 1] & ~Bits.bit(captured);
        long occ = (b.occupied ^ Bits.bit(from) ^ Bits.bit(captured)) | Bits.bit(ep);
        return (b.attackersTo(king, occ) & theirs) == 0;
    }

    /**
     * FIDE Chess960 castling: the convention's empty squares must hold nothing but the castling
     * king and rook, and no square of the king's path may be attacked, judged with the king lifted
     * and the rook gone (a rook leaving b1 may uncover a1).
     */
    private static int castles(Board b, int[] moves, int n, int us, int king) {
        for (long rooks = b.castlingRights & b.byColor[us]; rooks != 0; rooks &= rooks - 1) {
            int rook = Bits.lowest(rooks);
            if (castlingLegal(b, us, king, rook)) {
                moves[n++] = MoveCodec.encode(king, rook, MoveCodec.CASTLE);
            }
        }
        return n;
    }

    /**
     * Whether {@code us}, not in check, may castle with the rook on {@code rook} (a square of its
     * castling rights).
     */
    static boolean castlingLegal(Board b, int us, int king, int rook) {
        CastlingTable table = b.castling;
        long without = b.occupied ^ Bits.bit(king) ^ Bits.bit(rook);
        if ((without & table.mustBeEmpty(rook)) != 0) {
            return false;
        }
        for (long path = table.mustBeSafe(rook); path != 0; path &= path - 1) {
            if (b.isAttacked(Bits.lowest(path), us ^ 1, without)) {
                return false;
            }
        }
        return true;
    }
}
