package org.rochade.rules.api;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/**
 * A position being edited piece by piece, as a position editor builds it: anything a FEN can say,
 * not yet checked. {@link ChessRules#position(Setup)} turns it into a {@link Position} or lists every
 * problem that keeps it from being one ({@link ChessRules#problems(Setup)} lists them without
 * throwing).
 *
 * <p>Mutable and not thread-safe: one editor owns it. Castling rights are rook squares (a right
 * is "the rook on h1 may castle"), never K/Q flags.
 */
public final class Setup {
    private final Piece[] board = new Piece[64];
    private Color sideToMove = Color.WHITE;
    private final Set<Square> castlingRooks = EnumSet.noneOf(Square.class);
    private Square enPassantSquare;
    private int halfmoveClock;
    private int fullmoveNumber = 1;

    private Setup() {
    }

    /** An empty board, White to move, no rights, counters 0 and 1. */
    public static Setup empty() {
        return new Setup();
    }

    /** Everything {@code position} says, to edit further. */
    public static Setup of(Position position) {
        Setup setup = new Setup();
        for (Square square : Square.values()) {
            setup.board[square.index()] = position.pieceAt(square);
        }
        setup.sideToMove = position.sideToMove();
        setup.castlingRooks.addAll(position.castlingRooks());
        setup.enPassantSquare = position.enPassantSquare().orElse(null);
        setup.halfmoveClock = position.halfmoveClock();
        setup.fullmoveNumber = position.fullmoveNumber();
        return setup;
    }

    /** The piece on {@code square}, or null when it is empty. */
    public Piece pieceAt(Square square) {
        return board[square.index()];
    }

    /** Puts {@code piece} on {@code square}, replacing what stood there; null empties it. */
    public Setup put(Square square, Piece piece) {
        board[Objects.requireNonNull(square, "square").index()] = piece;
        return this;
    }

    public Setup remove(Square square) {
        return put(square, null);
    }

    /** Empties the board (side, rights, en passant and counters stay). */
    public Setup clearBoard() {
        java.util.Arrays.fill(board, null);
        return this;
    }

    public Color sideToMove() {
        return sideToMove;
    }

    public Setup sideToMove(Color color) {
        sideToMove = Objects.requireNonNull(color, "color");
        return this;
    }

    /** The rooks that may castle, by square (read-only view). */
    public Set<Square> castlingRooks() {
        return Collections.unmodifiableSet(castlingRooks);
    }

    /** Replaces the castling rights by the rooks on {@code rooks}. */
    public Setup castlingRooks(Set<Square> rooks) {
        castlingRooks.clear();
        castlingRooks.addAll(rooks);
        return this;
    }

    /** Grants ({@code true}) or takes away the castling right of the rook on {@code rook}. */
    public Setup castlingRight(Square rook, boolean granted) {
        if (granted) {
            castlingRooks.add(Objects.requireNonNull(rook, "rook"));
        } else {
            castlingRooks.remove(rook);
        }
        return this;
    }

    /** The en passant target square, or null. */
    public Square enPassantSquare() {
        return enPassantSquare;
    }

    /** Sets the en passant target square (the square the pawn passed); null for none. */
    public Setup enPassantSquare(Square square) {
        enPassantSquare = square;
        return this;
    }

    public int halfmoveClock() {
        return halfmoveClock;
    }

    public Setup halfmoveClock(int clock) {
        halfmoveClock = clock;
        return this;
    }

    public int fullmoveNumber() {
        return fullmoveNumber;
    }

    public Setup fullmoveNumber(int number) {
        fullmoveNumber = number;
        return this;
    }
}
