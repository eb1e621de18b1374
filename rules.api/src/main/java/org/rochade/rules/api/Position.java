package org.rochade.rules.api;

import java.util.Optional;
import org.osgi.annotation.versioning.ProviderType;
import java.util.Set;

/**
 * A legal position: a setup that passed validation and can generate moves. Immutable and safe to
 * share between threads. Obtain one from {@link ChessRules#fromFen}, {@link ChessRules#startPosition}
 * or {@link ChessRules#play}; only the {@link ChessRules} that made it can play moves on it.
 */
@ProviderType
public interface Position {

    Variant variant();

    /** The piece on a square, or {@code null} when it is empty. */
    Piece pieceAt(Square square);

    Color sideToMove();

    /** The square of a side's king. */
    Square king(Color color);

    /**
     * The rooks that may still castle (castling rights by rook square, never K/Q flags).
     * Empty when the castling convention in force allows no castling.
     */
    Set<Square> castlingRooks();

    /** The en passant target square, present only when an en passant capture is legal. */
    Optional<Square> enPassantSquare();

    /** Half-moves since the last capture or pawn move. */
    int halfmoveClock();

    /** Starts at 1 and grows after each Black move. */
    int fullmoveNumber();

    /** Whether the side to move is in check. */
    boolean isCheck();

    /** FEN with the castling field written as X-FEN. */
    default String fen() {
        return fen(FenFormat.XFEN);
    }

    String fen(FenFormat format);

    /**
     * Whether two positions are the same for the repetition rules: same pieces on the same squares,
     * same side to move, same castling rights (by rook square) and same legal en passant captures.
     */
    boolean repeats(Position other);

    /** A hash consistent with {@link #repeats}: equal when positions repeat. */
    long repetitionHash();
}
