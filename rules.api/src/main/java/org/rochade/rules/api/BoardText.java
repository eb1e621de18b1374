package org.rochade.rules.api;

import java.util.function.Function;

/**
 * A board as text for logs, consoles and tests, as python-chess prints one: eight lines of eight
 * squares separated by spaces, the eighth rank first (White at the bottom) unless asked otherwise.
 * {@link #ascii} writes FEN letters and {@code .} for an empty square; {@link #unicode} chess
 * symbols (♔♕♖♗♘♙ for White, ♚♛♜♝♞♟ for Black) and {@code ·}. Lines end with {@code \n}, the last
 * one too.
 *
 * <pre>
 * r n b q k b n r
 * p p p p p p p p
 * . . . . . . . .
 * ...
 * R N B Q K B N R
 * </pre>
 */
public final class BoardText {
    private static final String WHITE_SYMBOLS = "♙♘♗♖♕♔";
    private static final String BLACK_SYMBOLS = "♟♞♝♜♛♚";

    private BoardText() {
    }

    /** The position's board in FEN letters, White at the bottom. */
    public static String ascii(Position position) {
        return text(position::pieceAt, Color.WHITE, false);
    }

    /** The setup's board in FEN letters, White at the bottom (a position editor's board before it is legal). */
    public static String ascii(Setup setup) {
        return text(setup::pieceAt, Color.WHITE, false);
    }

    /** The position's board in chess symbols, White at the bottom. */
    public static String unicode(Position position) {
        return text(position::pieceAt, Color.WHITE, true);
    }

    /**
     * The position's board in chess symbols, {@code bottom}'s side at the bottom (Black's: the
     * first rank on top, the h-file on the left, as Black sees the board).
     */
    public static String unicode(Position position, Color bottom) {
        return text(position::pieceAt, bottom, true);
    }

    private static String text(Function<Square, Piece> board, Color bottom, boolean symbols) {
        StringBuilder text = new StringBuilder(128);
        for (int row = 0; row < 8; row++) {
            int rank = bottom == Color.WHITE ? 7 - row : row;
            for (int column = 0; column < 8; column++) {
                int file = bottom == Color.WHITE ? column : 7 - column;
                Piece piece = board.apply(Square.of(file, rank));
                if (column > 0) {
                    text.append(' ');
                }
                text.append(piece == null ? (symbols ? '·' : '.') : symbols ? symbol(piece) : piece.fenChar());
            }
            text.append('\n');
        }
        return text.toString();
    }

    private static char symbol(Piece piece) {
        String symbols = piece.color() == Color.WHITE ? WHITE_SYMBOLS : BLACK_SYMBOLS;
        return symbols.charAt(piece.type().ordinal());
    }
}
