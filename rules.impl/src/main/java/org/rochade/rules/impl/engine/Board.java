package org.rochade.rules.impl.engine;

import static org.rochade.rules.impl.engine.Pieces.BISHOP;
import static org.rochade.rules.impl.engine.Pieces.KING;
import static org.rochade.rules.impl.engine.Pieces.KNIGHT;
import static org.rochade.rules.impl.engine.Pieces.PAWN;
import static org.rochade.rules.impl.engine.Pieces.QUEEN;
import static org.rochade.rules.impl.engine.Pieces.ROOK;

/**
 * The mutable working board of one search or one move: bitboards plus a square array, with
 * make/unmake on a preallocated undo stack (no allocation per move). Confined to one thread;
 * hosts only ever see immutable {@link EnginePosition}s.
 */
final class Board {
    static final int MAX_PLY = 256;

    final long[] byType = new long[6];
    final long[] byColor = new long[2];
    long occupied;
    final int[] squares = new int[64];
    int side;
    /** Castling rights as the set of rook squares that may still castle. */
    long castlingRights;
    /** En passant target square, or -1. Set after a double push only when an enemy pawn is adjacent. */
    int epSquare = -1;
    int halfmoveClock;
    int fullmoveNumber = 1;
    /** Not final: a replayer that starts another game loads its start, castling table included, into the same board. */
    CastlingTable castling;

    private final int[] undoCaptured;
    private final long[] undoRights;
    private final int[] undoEp;
    private final int[] undoHalfmove;
    private int ply;

    Board(CastlingTable castling) {
        this(castling, MAX_PLY);
    }

    /**
     * A board that can take back at most {@code undoCapacity} moves: replaying a game needs one,
     * and the full stack (6 KB) per game was most of what PGN validation allocated.
     */
    Board(CastlingTable castling, int undoCapacity) {
        this.castling = castling;
        // Without a stack (a board only read: a FEN's pieces), the empty arrays are shared.
        this.undoCaptured = undoCapacity == 0 ? NO_INTS : new int[undoCapacity];
        this.undoRights = undoCapacity == 0 ? NO_LONGS : new long[undoCapacity];
        this.undoEp = undoCapacity == 0 ? NO_INTS : new int[undoCapacity];
        this.undoHalfmove = undoCapacity == 0 ? NO_INTS : new int[undoCapacity];
    }

    private static final int[] NO_INTS = {};
    private static final long[] NO_LONGS = {};

    /** An independent copy, undo stack included. */
    Board copy() {
        return copyInto(new Board(castling, undoCaptured.length));
    }

    /**
     * Makes {@code b} an independent copy of this board, undo stack included, and returns it:
     * {@code b} has the same castling table and room for this board's undo stack (a board of the
     * same replay that is no longer used).
     */
    Board copyInto(Board b) {
        b.castling = castling;
        System.arraycopy(byType, 0, b.byType, 0, byType.length);
        System.arraycopy(byColor, 0, b.byColor, 0, byColor.length);
        System.arraycopy(squares, 0, b.squares, 0, squares.length);
        b.occupied = occupied;
        b.side = side;
        b.castlingRights = castlingRights;
        b.epSquare = epSquare;
        b.halfmoveClock = halfmoveClock;
        b.fullmoveNumber = fullmoveNumber;
        System.arraycopy(undoCaptured, 0, b.undoCaptured, 0, ply);
        System.arraycopy(undoRights, 0, b.undoRights, 0, ply);
        System.arraycopy(undoEp, 0, b.undoEp, 0, ply);
        System.arraycopy(undoHalfmove, 0, b.undoHalfmove, 0, ply);
        b.ply = ply;
        return b;
    }

    /** The piece code the last move made captured (EMPTY for none; castling captures nothing). */
    int lastCaptured() {
        return undoCaptured[ply - 1];
    }

    /**
     * Forgets the undo stack, so a board can make any number of moves (a replayed game is longer
     * than {@link #MAX_PLY}); only moves made afterwards can be unmade.
     */
    void clearUndo() {
        ply = 0;
    }

    /** Places the pieces of {@code other} (an empty board's: side, rights and counters stay). */
    void placePiecesOf(Board other) {
        System.arraycopy(other.squares, 0, squares, 0, 64);
        System.arraycopy(other.byType, 0, byType, 0, byType.length);
        System.arraycopy(other.byColor, 0, byColor, 0, byColor.length);
        occupied = other.occupied;
    }

    void put(int sq, int code) {
        long b = Bits.bit(sq);
        byType[Pieces.type(code)] |= b;
        byColor[Pieces.color(code)] |= b;
        occupied |= b;
        squares[sq] = code;
    }

    void remove(int sq) {
        int code = squares[sq];
        long b = ~Bits.bit(sq);
        byType[Pieces.type(code)] &= b;
        byColor[Pieces.color(code)] &= b;
        occupied &= b;
        squares[sq] = Pieces.EMPTY;
    }

    /** Moves the piece {@code code} from {@code from} to the empty square {@code to}. */
    private void shift(int from, int to, int code) {
        long both = Bits.bit(from) | Bits.bit(to);
        byType[Pieces.type(code)] ^= both;
        byColor[Pieces.color(code)] ^= both;
        occupied ^= both;
        squares[from] = Pieces.EMPTY;
        squares[to] = code;
    }

    int kingSquare(int color) {
        return Bits.lowest(byType[KING] & byColor[color]);
    }

    /** Pieces of both colours attacking sq, with the given occupancy for sliders. */
    long attackersTo(int sq, long occ) {
        return (Attacks.pawn(Pieces.WHITE, sq) & byType[PAWN] & byColor[Pieces.BLACK])
                | (Attacks.pawn(Pieces.BLACK, sq) & byType[PAWN] & byColor[Pieces.WHITE])
                | (Attacks.knight(sq) & byType[KNIGHT])
                | (Attacks.king(sq) & byType[KING])
                | (Attacks.bishop(sq, occ) & (byType[BISHOP] | byType[QUEEN]))
                | (Attacks.rook(sq, occ) & (byType[ROOK] | byType[QUEEN]));
    }

    /** Whether {@code attacker}'s pieces attack sq, sliders seeing the given occupancy. */
    boolean isAttacked(int sq, int attacker, long occ) {
        long them = byColor[attacker];
        return (Attacks.pawn(attacker ^ 1, sq) & byType[PAWN] & them) != 0
                || (Attacks.knight(sq) & byType[KNIGHT] & them) != 0
                || (Attacks.king(sq) & byType[KING] & them) != 0
                || (Attacks.bishop(sq, occ) & (byType[BISHOP] | byType[QUEEN]) & them) != 0
                || (Attacks.rook(sq, occ) & (byType[ROOK] | byType[QUEEN]) & them) != 0;
    }

    /**
     * {@link #isAttacked}, with the sliders found by the squares between them and sq rather than by
     * sliding look-ups: the enemy sliders on sq's lines on an empty board, each tested for a
     * blocker (the magic table's cache misses cost more than these few tests when one square is
     * asked about, as for a king move read from SAN).
     */
    boolean isAttackedAlongLines(int sq, int attacker, long occ) {
        if ((((Attacks.pawn(attacker ^ 1, sq) & byType[PAWN]) | (Attacks.knight(sq) & byType[KNIGHT])
                | (Attacks.king(sq) & byType[KING])) & byColor[attacker]) != 0) {
            return true;
        }
        return unblocked(sq, slidersOnLines(sq, attacker), occ) != 0;
    }

    /**
     * The pieces among {@code onLines} (each on a line through {@code sq}) with nothing of
     * {@code occ} between them and {@code sq}: one look-up in the 32 KB table of the squares
     * between per piece, where a sliding look-up would take the 860 KB magic table.
     */
    static long unblocked(int sq, long onLines, long occ) {
        long reach = 0;
        for (long pieces = onLines; pieces != 0; pieces &= pieces - 1) {
            int from = Bits.lowest(pieces);
            if ((Bits.between(sq, from) & occ) == 0) {
                reach |= Bits.bit(from);
            }
        }
        return reach;
    }

    /**
     * The enemy pieces that give check to the side to move. The sliders are found as in
     * {@link #checkersAndPinned}, by the squares between them and the king, not by sliding look-ups
     * (which miss the cache: they were most of the time spent writing check marks in a conversion).
     */
    long checkers() {
        return checkers(side);
    }

    /** The enemy pieces that give check to {@code us}'s king, found as {@link #checkers()} finds them. */
    long checkers(int us) {
        int king = kingSquare(us);
        return leapingCheckers(us, king) | unblocked(king, slidersOnLines(king, us ^ 1), occupied);
    }

    /** The enemy knights and pawns that attack the king of {@code us} on {@code king}. */
    private long leapingCheckers(int us, int king) {
        return ((Attacks.knight(king) & byType[KNIGHT]) | (Attacks.pawn(us, king) & byType[PAWN])) & byColor[us ^ 1];
    }

    /**
     * The sliders of {@code color} on the lines of {@code sq} they move along, on an empty board
     * (against a king: the snipers, which may check it or pin to it).
     */
    private long slidersOnLines(int sq, int color) {
        long queens = byType[QUEEN];
        return ((Attacks.rookRays(sq) & (byType[ROOK] | queens))
                | (Attacks.bishopRays(sq) & (byType[BISHOP] | queens))) & byColor[color];
    }

    /** Our pieces that stand alone between our king and an enemy slider. */
    long pinned(int us, int king) {
        return checkersAndPinned(us, king) & byColor[us];
    }

    /**
     * The enemy pieces that give check to the king of {@code us} on {@code king}, and our pieces
     * pinned to it, in one bitboard: the colours tell them apart (the checkers are theirs, the
     * pinned pieces ours). One pass over the enemy sliders on the king's lines, with no sliding
     * look-up: a slider with nothing between it and the king checks, one with only one of our
     * pieces between pins it. Move generation asks this once per position.
     */
    long checkersAndPinned(int us, int king) {
        long result = leapingCheckers(us, king);
        for (long snipers = slidersOnLines(king, us ^ 1); snipers != 0; snipers &= snipers - 1) {
            int sniper = Bits.lowest(snipers);
            long between = Bits.between(king, sniper) & occupied;
            if (between == 0) {
                result |= Bits.bit(sniper);
            } else if (!Bits.moreThanOne(between)) {
                result |= between & byColor[us];
            }
        }
        return result;
    }

    /**
     * Plays a plain move or capture (kind NORMAL) on the bitboards, side to move, en passant square
     * and castling rights only: for a position that is only counted ({@link MoveCounter} reads
     * nothing else). The square array, the clocks and the undo stack stay as they were, so the next
     * call must be {@link #takeBackCounted} with the same move and what this returned.
     *
     * @return the code of the piece captured, or EMPTY
     */
    int playCounted(int move) {
        int from = MoveCodec.from(move);
        int to = MoveCodec.to(move);
        int moving = squares[from];
        int captured = squares[to];
        toggle(from, to, moving, captured);
        castlingRights = rightsAfter(from, to, moving);
        epSquare = -1;
        side ^= 1;
        return captured;
    }

    /** Takes back {@link #playCounted}: the same move, the piece it captured, the rights and en passant square before it. */
    void takeBackCounted(int move, int captured, long rights, int ep) {
        side ^= 1;
        int from = MoveCodec.from(move);
        int to = MoveCodec.to(move);
        toggle(from, to, squares[from], captured);
        castlingRights = rights;
        epSquare = ep;
    }

    /** Flips a plain move of {@code moving} from {@code from} to {@code to}, capturing {@code captured}, on the bitboards. */
    private void toggle(int from, int to, int moving, int captured) {
        long both = Bits.bit(from) | Bits.bit(to);
        byType[Pieces.type(moving)] ^= both;
        byColor[Pieces.color(moving)] ^= both;
        if (captured == Pieces.EMPTY) {
            occupied ^= both;
        } else {
            long taken = Bits.bit(to);
            byType[Pieces.type(captured)] ^= taken;
            byColor[Pieces.color(captured)] ^= taken;
            occupied ^= Bits.bit(from);
        }
    }

    /** The castling rights after {@code moving} went from {@code from} to {@code to}: a rook or king that moves, or a rook taken, loses them. */
    private long rightsAfter(int from, int to, int moving) {
        long rights = castlingRights;
        if (rights != 0) {
            rights &= ~(Bits.bit(from) | Bits.bit(to));
            if (Pieces.type(moving) == KING) {
                rights &= ~Bits.rankMask(Pieces.color(moving) == Pieces.WHITE ? 0 : 7);
            }
        }
        return rights;
    }

    void make(int move) {
        int from = MoveCodec.from(move);
        int to = MoveCodec.to(move);
        int kind = MoveCodec.kind(move);
        int us = side;
        undoRights[ply] = castlingRights;
        undoEp[ply] = epSquare;
        undoHalfmove[ply] = halfmoveClock;
        int captured = Pieces.EMPTY;
        int moving = squares[from];
        epSquare = -1;
        if (kind == MoveCodec.CASTLE) {
            int king = squares[from];
            int rook = squares[to];
            remove(from);
            remove(to);
            put(castling.kingTo(to), king);
            put(castling.rookTo(to), rook);
            halfmoveClock++;
        } else {
            if (kind == MoveCodec.EN_PASSANT) {
                int capturedSquare = to ^ 8;
                captured = squares[capturedSquare];
                remove(capturedSquare);
            } else {
                captured = squares[to];
                if (captured != Pieces.EMPTY) {
                    remove(to);
                }
            }
            if (kind == MoveCodec.PROMOTION) {
                remove(from);
                put(to, Pieces.code(us, MoveCodec.promotionType(move)));
            } else {
                shift(from, to, moving);
            }
            if (kind == MoveCodec.DOUBLE_PUSH) {
                int passed = (from + to) >>> 1;
                if ((Attacks.pawn(us, passed) & byType[PAWN] & byColor[us ^ 1]) != 0) {
                    epSquare = passed;
                }
            }
            halfmoveClock = (captured != Pieces.EMPTY || Pieces.type(moving) == PAWN) ? 0 : halfmoveClock + 1;
        }
        castlingRights = rightsAfter(from, to, moving);
        undoCaptured[ply] = captured;
        ply++;
        if (us == Pieces.BLACK) {
            fullmoveNumber++;
        }
        side = us ^ 1;
    }

    void unmake(int move) {
        ply--;
        side ^= 1;
        int us = side;
        if (us == Pieces.BLACK) {
            fullmoveNumber--;
        }
        int from = MoveCodec.from(move);
        int to = MoveCodec.to(move);
        int kind = MoveCodec.kind(move);
        if (kind == MoveCodec.CASTLE) {
            int kingTo = castling.kingTo(to);
            int rookTo = castling.rookTo(to);
            int king = squares[kingTo];
            int rook = squares[rookTo];
            remove(kingTo);
            remove(rookTo);
            put(from, king);
            put(to, rook);
        } else {
            if (kind == MoveCodec.PROMOTION) {
                remove(to);
                put(from, Pieces.code(us, PAWN));
            } else {
                shift(to, from, squares[to]);
            }
            int captured = undoCaptured[ply];
            if (captured != Pieces.EMPTY) {
                put(kind == MoveCodec.EN_PASSANT ? to ^ 8 : to, captured);
            }
        }
        castlingRights = undoRights[ply];
        epSquare = undoEp[ply];
        halfmoveClock = undoHalfmove[ply];
    }
}
