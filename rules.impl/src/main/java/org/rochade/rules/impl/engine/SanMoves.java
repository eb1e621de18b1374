package org.rochade.rules.impl.engine;

import static org.rochade.rules.impl.engine.Pieces.BISHOP;
import static org.rochade.rules.impl.engine.Pieces.KING;
import static org.rochade.rules.impl.engine.Pieces.KNIGHT;
import static org.rochade.rules.impl.engine.Pieces.PAWN;
import static org.rochade.rules.impl.engine.Pieces.QUEEN;
import static org.rochade.rules.impl.engine.Pieces.ROOK;

import org.rochade.rules.api.SanPattern;

/**
 * The legal move a SAN pattern names in the plain cases, found backwards from its target square
 * without listing moves: the pieces of the named type that reach the square, those on the from-file
 * and from-rank the pattern names, and of these the ones that leave their king safe, each tested
 * alone (the way shakmaty's {@code San::to_move} filters by role and target first). Checks and pins
 * are not worked out for the whole board: a candidate is played on the occupancy only, and the
 * king's lines and leapers are looked at once.
 *
 * <p>Returns -1 for everything else, which the replayer then leaves to the move-list search
 * ({@link Notation#pickFast}, then {@link Notation#parseSan}): castling, promotions, en passant,
 * a pawn move that names a from-file on a push or no from-file on a capture, a move onto a piece of
 * one's own (king takes rook), no fit, several fits, unreadable text. So a move found here is the
 * one that search finds (the only legal move fitting the pattern, as {@code SanReader.matches}
 * reads it: the capture mark is not asked), and every verdict and message stays that search's
 * ({@code SanMovesTest} holds the two to each other on every move of many positions).
 *
 * <p>Why: reading a SAN move through {@link MoveGen#generateTo} (checkers and pinned pieces of the
 * whole board, the candidates written out, then each matched against the pattern) was about a
 * fifth of validating the 100,000-game archive.
 */
final class SanMoves {
    /**
     * Set on a move {@link #find} returns when no other piece of its type reached the square, so
     * that the move's SAN needs no from-square (a writer asks that when it renders the move).
     */
    static final int ALONE = 1 << 30;

    /** By piece type: all squares for the types that move so, none for the others (pawn and king aside). */
    private static final long[] LEAPS = {0, -1L, 0, 0, 0, 0};
    private static final long[] DIAGONAL = {0, 0, -1L, 0, -1L, 0};
    private static final long[] STRAIGHT = {0, 0, 0, -1L, -1L, 0};

    private SanMoves() {
    }

    /**
     * The legal move the pattern {@code code} names on {@code b}, with {@link #ALONE} when it was
     * the only piece of its type to reach the square; or -1 when it is not one of the plain cases
     * (see the class comment), or no legal move or several fit.
     */
    static int find(Board b, int code) {
        if (!SanPattern.isPieceMove(code) || SanPattern.promotion(code) >= 0) {
            return -1;
        }
        int to = SanPattern.to(code);
        int us = b.side;
        long ours = b.byColor[us];
        if ((ours & Bits.bit(to)) != 0) {
            return -1;
        }
        int role = SanPattern.role(code);
        if (role == PAWN) {
            return pawnMove(b, code, to);
        }
        if (role == KING) {
            return kingMove(b, code, to);
        }
        // Knights, bishops, rooks and queens alike, without a branch per type: the type's leaps
        // and lines to the square (the others masked out), its pieces on them, the sliders unblocked.
        long mine = b.byType[role] & ours;
        long lines = (Attacks.bishopRays(to) & DIAGONAL[role]) | (Attacks.rookRays(to) & STRAIGHT[role]);
        long reach = (Attacks.knight(to) & LEAPS[role] & mine) | Board.unblocked(to, lines & mine, b.occupied);
        int found = -1;
        for (long named = reach & named(code); named != 0; named &= named - 1) {
            int from = Bits.lowest(named);
            if (leavesKingSafe(b, us, from, to)) {
                if (found >= 0) {
                    return -1; // several fit: the search words it
                }
                found = from;
            }
        }
        if (found < 0) {
            return -1;
        }
        int move = MoveCodec.encode(found, to, MoveCodec.NORMAL);
        return Bits.moreThanOne(reach) ? move : move | ALONE;
    }

    /** The squares a pattern's from-file and from-rank allow: every square when it names neither. */
    private static long named(int code) {
        int file = SanPattern.fromFile(code);
        int rank = SanPattern.fromRank(code);
        return (file < 0 ? -1L : Bits.fileMask(file)) & (rank < 0 ? -1L : Bits.rankMask(rank));
    }

    /**
     * A pawn's push, double push or capture (not en passant, no promotion); a pawn move is the only
     * pawn move to its square that fits (a push names no file, a capture must).
     */
    private static int pawnMove(Board b, int code, int to) {
        int us = b.side;
        int forward = us == Pieces.WHITE ? 8 : -8;
        long toBit = Bits.bit(to);
        long lastRank = us == Pieces.WHITE ? Bits.RANK_8 : Bits.RANK_1;
        if (to == b.epSquare || (lastRank & toBit) != 0 || SanPattern.fromRank(code) >= 0) {
            return -1;
        }
        long pawns = b.byType[PAWN] & b.byColor[us];
        int fromFile = SanPattern.fromFile(code);
        int from;
        int kind = MoveCodec.NORMAL;
        if ((b.occupied & toBit) != 0) {
            // A capture (the square holds theirs: ours was refused): the pawn on the named file.
            if (fromFile < 0) {
                return -1;
            }
            long capturers = Attacks.pawn(us ^ 1, to) & pawns & Bits.fileMask(fromFile);
            if (capturers == 0) {
                return -1;
            }
            from = Bits.lowest(capturers); // one at most: the named file is one of the two diagonals
        } else {
            if (fromFile >= 0) {
                return -1;
            }
            from = to - forward;
            if (from < 0 || from > 63) {
                return -1;
            }
            if ((pawns & Bits.bit(from)) == 0) {
                long doubleRank = us == Pieces.WHITE ? Bits.RANK_4 : Bits.RANK_5;
                if ((b.occupied & Bits.bit(from)) != 0 || (doubleRank & toBit) == 0
                        || (pawns & Bits.bit(from - forward)) == 0) {
                    return -1;
                }
                from -= forward;
                kind = MoveCodec.DOUBLE_PUSH;
            }
        }
        return leavesKingSafe(b, us, from, to) ? MoveCodec.encode(from, to, kind) | ALONE : -1;
    }

    /** A king's step (not castling): to a square no enemy piece attacks once the king has left its own. */
    private static int kingMove(Board b, int code, int to) {
        int us = b.side;
        int king = b.kingSquare(us);
        if ((Attacks.king(king) & Bits.bit(to)) == 0 || (named(code) & Bits.bit(king)) == 0
                || b.isAttackedAlongLines(to, us ^ 1, b.occupied ^ Bits.bit(king))) {
            return -1;
        }
        return MoveCodec.encode(king, to, MoveCodec.NORMAL) | ALONE;
    }

    /**
     * Whether our king is safe after a piece other than the king goes from {@code from} to
     * {@code to} (taking what stands there; not en passant): no enemy knight or pawn attacks it but
     * one taken on {@code to}, and every enemy slider on its lines has something between them on
     * the occupancy after the move. This is the legality of the move: a pinned piece that leaves
     * its line uncovers its king, and a move that neither takes nor blocks a checker leaves it.
     */
    static boolean leavesKingSafe(Board b, int us, int from, int to) {
        int king = b.kingSquare(us);
        long theirs = b.byColor[us ^ 1] & ~Bits.bit(to);
        if ((((Attacks.knight(king) & b.byType[KNIGHT]) | (Attacks.pawn(us, king) & b.byType[PAWN])) & theirs) != 0) {
            return false;
        }
        long queens = b.byType[QUEEN];
        long snipers = ((Attacks.rookRays(king) & (b.byType[ROOK] | queens))
                | (Attacks.bishopRays(king) & (b.byType[BISHOP] | queens))) & theirs;
        if (snipers == 0) {
            return true;
        }
        long after = (b.occupied ^ Bits.bit(from)) | Bits.bit(to);
        for (; snipers != 0; snipers &= snipers - 1) {
            if ((Bits.between(king, Bits.lowest(snipers)) & after) == 0) {
                return false;
            }
        }
        return true;
    }
}
