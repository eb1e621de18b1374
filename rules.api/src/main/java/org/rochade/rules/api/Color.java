package org.rochade.rules.api;

/** The two sides. */
public enum Color {
    WHITE, BLACK;

    public Color opposite() {
        return this == WHITE ? BLACK : WHITE;
    }

    /** The rank (0 = first rank) on which this side's pieces start. */
    public int backRank() {
        return this == WHITE ? 0 : 7;
    }

    /** "w" or "b", as in FEN. */
    public char fenChar() {
        return this == WHITE ? 'w' : 'b';
    }
}
