package org.rochade.rules.api;

/** The six kinds of piece, each with its upper-case letter as used in SAN and FEN. */
public enum PieceType {
    PAWN('P'), KNIGHT('N'), BISHOP('B'), ROOK('R'), QUEEN('Q'), KING('K');

    private final char letter;

    PieceType(char letter) {
        this.letter = letter;
    }

    /** Upper-case letter: P, N, B, R, Q, K. */
    public char letter() {
        return letter;
    }

    /** The piece type for a letter in either case, or {@code null} when the letter names none. */
    public static PieceType fromLetter(char c) {
        switch (Character.toUpperCase(c)) {
            case 'P': return PAWN;
            case 'N': return KNIGHT;
            case 'B': return BISHOP;
            case 'R': return ROOK;
            case 'Q': return QUEEN;
            case 'K': return KING;
            default: return null;
        }
    }
}
