package org.rochade.rules.api;

import java.util.Objects;

/** A coloured piece. */
public record Piece(Color color, PieceType type) {
    public Piece {
        Objects.requireNonNull(color, "color");
        Objects.requireNonNull(type, "type");
    }

    /** FEN letter: upper case for White, lower case for Black. */
    public char fenChar() {
        return color == Color.WHITE ? type.letter() : Character.toLowerCase(type.letter());
    }
}
