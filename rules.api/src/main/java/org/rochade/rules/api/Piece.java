package org.rochade.rules.api;

import java.util.Objects;

/** A coloured piece. */
public record Piece(Color color, PieceType type) {
    public Piece {
        Objects.requireNonNull(color, "color");
        Objects.requireNonNull(type, "type");
    }

    /**
     * The piece a FEN letter names: upper case for White, lower case for Black (K, Q, R, B, N, P).
     *
     * @throws IllegalArgumentException naming the character when it is no piece letter
     */
    public static Piece fromFen(char letter) {
        PieceType type = PieceType.fromLetter(letter);
        if (type == null) {
            throw new IllegalArgumentException("not a piece letter: '" + letter + "' (one of KQRBNP for White, kqrbnp for Black)");
        }
        return new Piece(Character.isUpperCase(letter) ? Color.WHITE : Color.BLACK, type);
    }

    /** FEN letter: upper case for White, lower case for Black. */
    public char fenChar() {
        return color == Color.WHITE ? type.letter() : Character.toLowerCase(type.letter());
    }
}
