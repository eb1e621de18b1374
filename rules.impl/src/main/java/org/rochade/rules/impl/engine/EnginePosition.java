package org.rochade.rules.impl.engine;

import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import org.rochade.rules.api.Color;
import org.rochade.rules.api.FenFormat;
import org.rochade.rules.api.Piece;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.Square;
import org.rochade.rules.api.Variant;
import org.rochade.rules.api.spi.CastlingConvention;

/**
 * An immutable snapshot of a {@link Board}: what hosts hold. The en passant square is kept only
 * when a capture is legal, so FEN output and repetition compare what matters. Moves are played by
 * loading the snapshot into a fresh board ({@link #toBoard()}).
 */
final class EnginePosition implements Position {
    /** Zobrist keys: 12 piece codes x 64 squares, side, 64 castling squares, 8 en passant files. */
    private static final long[] ZOBRIST = new SplittableRandom(0x960_0518L).longs(16 * 64 + 1 + 64 + 8).toArray();

    private final Variant variant;
    private final CastlingTable castling;
    private final int[] squares;
    /** The board's bitboards, kept so that {@link #toBoard} copies arrays instead of placing 64 squares. */
    private final long[] byType;
    private final long[] byColor;
    private final int side;
    private final long castlingRights;
    private final int epSquare;
    private final int halfmoveClock;
    private final int fullmoveNumber;
    private final boolean check;
    /**
     * What {@link #loadInto} copies, held in this object itself rather than behind the arrays:
     * validation loads a game's start (one of a few thousand, gone from the caches since the game
     * before it) into its board once per game, and each array was one more cache miss after the
     * miss on this object. The castling convention is here for the same reason ({@link
     * EngineRules} asks it of every start, and the table was a miss of its own).
     */
    private final CastlingConvention convention;
    private final long pawns;
    private final long knights;
    private final long bishops;
    private final long rooks;
    private final long queens;
    private final long kings;
    private final long white;
    private final long black;
    /** The square array's codes, four bits a square, squares 0-15 in the first (lowest bits first). */
    private final long codes0;
    private final long codes1;
    private final long codes2;
    private final long codes3;
    /**
     * The Zobrist key, computed when first asked (0: not yet): a position read from a FEN for
     * validation is never compared. Volatile, so that a thread reads the whole key or 0.
     */
    private volatile long hash;
    /**
     * The FEN in each {@link FenFormat}, written when first asked: a start position is shared by
     * every game of its array, and a writer asks each game's start for its FEN. Not final, but a
     * thread that sees no value writes an equal String: a race costs a write, never a wrong answer.
     */
    private String xfen;
    private String shredderFen;

    private EnginePosition(Board board, Variant variant, int legalEp) {
        this(variant, board.castling, board.squares.clone(), board.byType.clone(), board.byColor.clone(), board.side,
                board.castlingRights, legalEp, board.halfmoveClock, board.fullmoveNumber, board.checkers() != 0);
    }

    /**
     * The position of checked pieces with no en passant square, taking over the arrays of
     * {@code pieces} (a board without castling that nobody changes afterwards) instead of copying
     * them: what {@link SetupCheck} builds for each FEN it reads.
     *
     * @param castlingRights the rights, a subset of {@code castling}'s rooks
     */
    static EnginePosition ofPieces(Board pieces, CastlingTable castling, int side, long castlingRights, int halfmoveClock,
                                   int fullmoveNumber, Variant variant) {
        return new EnginePosition(pieces, castling, side, castlingRights, halfmoveClock, fullmoveNumber, variant);
    }

    private EnginePosition(Board pieces, CastlingTable castling, int side, long castlingRights, int halfmoveClock,
                           int fullmoveNumber, Variant variant) {
        this(variant, castling, pieces.squares, pieces.byType, pieces.byColor, side, castlingRights, -1, halfmoveClock,
                fullmoveNumber, pieces.checkers(side) != 0);
    }

    /** The one place the fields are set: the arrays as given (taken over), and what is read from them. */
    private EnginePosition(Variant variant, CastlingTable castling, int[] squares, long[] byType, long[] byColor, int side,
                           long castlingRights, int epSquare, int halfmoveClock, int fullmoveNumber, boolean check) {
        this.variant = variant;
        this.castling = castling;
        this.squares = squares;
        this.byType = byType;
        this.byColor = byColor;
        this.side = side;
        this.castlingRights = castlingRights;
        this.epSquare = epSquare;
        this.halfmoveClock = halfmoveClock;
        this.fullmoveNumber = fullmoveNumber;
        this.check = check;
        this.convention = castling.convention();
        this.pawns = byType[Pieces.PAWN];
        this.knights = byType[Pieces.KNIGHT];
        this.bishops = byType[Pieces.BISHOP];
        this.rooks = byType[Pieces.ROOK];
        this.queens = byType[Pieces.QUEEN];
        this.kings = byType[Pieces.KING];
        this.white = byColor[Pieces.WHITE];
        this.black = byColor[Pieces.BLACK];
        this.codes0 = packCodes(squares, 0);
        this.codes1 = packCodes(squares, 16);
        this.codes2 = packCodes(squares, 32);
        this.codes3 = packCodes(squares, 48);
    }

    /** The codes of squares {@code first} to {@code first + 15}, four bits each (a code is below 16). */
    private static long packCodes(int[] squares, int first) {
        long packed = 0;
        for (int i = 15; i >= 0; i--) {
            packed = (packed << 4) | squares[first + i];
        }
        return packed;
    }

    /** Writes the 16 codes of {@code packed} to squares {@code first} to {@code first + 15}. */
    private static void unpackCodes(long packed, int[] squares, int first) {
        for (int i = 0; i < 16; i++) {
            squares[first + i] = (int) (packed >>> (4 * i)) & 15;
        }
    }

    /** Snapshot of the board, dropping an en passant square that no legal capture uses. */
    static EnginePosition of(Board board, Variant variant) {
        int ep = -1;
        if (board.epSquare >= 0) {
            int[] moves = new int[MoveGen.MAX_MOVES];
            int n = MoveGen.generate(board, moves, 0);
            for (int i = 0; i < n && ep < 0; i++) {
                if (MoveCodec.kind(moves[i]) == MoveCodec.EN_PASSANT) {
                    ep = board.epSquare;
                }
            }
        }
        return new EnginePosition(board, variant, ep);
    }

    /** A new working board holding this position. */
    Board toBoard() {
        return toBoard(Board.MAX_PLY);
    }

    /** A new working board that can take back up to {@code undoCapacity} moves. */
    Board toBoard(int undoCapacity) {
        // Copies rather than a put per square: replaying a PGN game starts here, and a 64-step
        // loop also cost the JIT compiler 40 ms of a short validation's time.
        return loadInto(new Board(castling, undoCapacity));
    }

    /** Makes {@code board} hold this position, with an empty undo stack, and returns it. */
    Board loadInto(Board board) {
        board.castling = castling;
        board.clearUndo();
        int[] to = board.squares;
        unpackCodes(codes0, to, 0);
        unpackCodes(codes1, to, 16);
        unpackCodes(codes2, to, 32);
        unpackCodes(codes3, to, 48);
        long[] types = board.byType;
        types[Pieces.PAWN] = pawns;
        types[Pieces.KNIGHT] = knights;
        types[Pieces.BISHOP] = bishops;
        types[Pieces.ROOK] = rooks;
        types[Pieces.QUEEN] = queens;
        types[Pieces.KING] = kings;
        board.byColor[Pieces.WHITE] = white;
        board.byColor[Pieces.BLACK] = black;
        board.occupied = white | black;
        board.side = side;
        board.castlingRights = castlingRights;
        board.epSquare = epSquare;
        board.halfmoveClock = halfmoveClock;
        board.fullmoveNumber = fullmoveNumber;
        return board;
    }

    CastlingTable castling() {
        return castling;
    }

    /** {@code castling().convention()}, without touching the table. */
    CastlingConvention convention() {
        return convention;
    }

    int code(int sq) {
        return squares[sq];
    }

    int side() {
        return side;
    }

    long castlingRightsMask() {
        return castlingRights;
    }

    int epSquareIndex() {
        return epSquare;
    }

    @Override
    public Variant variant() {
        return variant;
    }

    @Override
    public Piece pieceAt(Square square) {
        return Pieces.apiPiece(squares[square.index()]);
    }

    @Override
    public Color sideToMove() {
        return Pieces.apiColor(side);
    }

    @Override
    public Square king(Color color) {
        return Square.of(kingSquare(Pieces.ofApi(color)));
    }

    /** Square index of a colour's king (a validated position always has both). */
    int kingSquare(int color) {
        int code = Pieces.code(color, Pieces.KING);
        // From the colour's own side of the board: kings spend most games near home.
        if (color == Pieces.WHITE) {
            for (int sq = 0; sq < 64; sq++) {
                if (squares[sq] == code) {
                    return sq;
                }
            }
        } else {
            for (int sq = 63; sq >= 0; sq--) {
                if (squares[sq] == code) {
                    return sq;
                }
            }
        }
        throw new IllegalStateException("a validated position always has both kings");
    }

    @Override
    public Set<Square> castlingRooks() {
        if (castlingRights == 0) {
            return Collections.emptySet();
        }
        EnumSet<Square> rooks = EnumSet.noneOf(Square.class);
        for (long r = castlingRights; r != 0; r &= r - 1) {
            rooks.add(Square.of(Bits.lowest(r)));
        }
        return Collections.unmodifiableSet(rooks);
    }

    @Override
    public Optional<Square> enPassantSquare() {
        return epSquare < 0 ? Optional.empty() : Optional.of(Square.of(epSquare));
    }

    @Override
    public int halfmoveClock() {
        return halfmoveClock;
    }

    @Override
    public int fullmoveNumber() {
        return fullmoveNumber;
    }

    @Override
    public boolean isCheck() {
        return check;
    }

    @Override
    public String fen(FenFormat format) {
        String fen = format == FenFormat.XFEN ? xfen : shredderFen;
        if (fen == null) {
            fen = FenWriter.write(this, format);
            if (format == FenFormat.XFEN) {
                xfen = fen;
            } else {
                shredderFen = fen;
            }
        }
        return fen;
    }

    @Override
    public boolean repeats(Position other) {
        if (!(other instanceof EnginePosition that)) {
            return false;
        }
        return hash() == that.hash() && side == that.side && castlingRights == that.castlingRights
                && epSquare == that.epSquare && Arrays.equals(squares, that.squares);
    }

    @Override
    public long repetitionHash() {
        return hash();
    }

    private long hash() {
        long h = hash;
        if (h == 0) {
            h = computeHash();
            hash = h;
        }
        return h;
    }

    private long computeHash() {
        long h = 0;
        for (int sq = 0; sq < 64; sq++) {
            if (squares[sq] != Pieces.EMPTY) {
                h ^= ZOBRIST[squares[sq] * 64 + sq];
            }
        }
        if (side == Pieces.BLACK) {
            h ^= ZOBRIST[16 * 64];
        }
        for (long r = castlingRights; r != 0; r &= r - 1) {
            h ^= ZOBRIST[16 * 64 + 1 + Bits.lowest(r)];
        }
        if (epSquare >= 0) {
            h ^= ZOBRIST[16 * 64 + 65 + (epSquare & 7)];
        }
        return h;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof EnginePosition that && repeats(that) && halfmoveClock == that.halfmoveClock
                && fullmoveNumber == that.fullmoveNumber && variant == that.variant;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(hash());
    }

    @Override
    public String toString() {
        return fen();
    }
}
