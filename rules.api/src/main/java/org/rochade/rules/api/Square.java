package org.rochade.rules.api;

/**
 * The 64 squares, numbered a1 = 0, b1 = 1, ... h8 = 63 (little-endian rank-file mapping).
 */
public enum Square {
    A1, B1, C1, D1, E1, F1, G1, H1,
    A2, B2, C2, D2, E2, F2, G2, H2,
    A3, B3, C3, D3, E3, F3, G3, H3,
    A4, B4, C4, D4, E4, F4, G4, H4,
    A5, B5, C5, D5, E5, F5, G5, H5,
    A6, B6, C6, D6, E6, F6, G6, H6,
    A7, B7, C7, D7, E7, F7, G7, H7,
    A8, B8, C8, D8, E8, F8, G8, H8;

    private static final Square[] ALL = values();

    /** Square by index 0..63. */
    public static Square of(int index) {
        return ALL[index];
    }

    /** Square by file (0 = a) and rank (0 = first rank). */
    public static Square of(int file, int rank) {
        if (file < 0 || file > 7 || rank < 0 || rank > 7) {
            throw new IllegalArgumentException("no square at file " + file + ", rank " + rank);
        }
        return ALL[rank * 8 + file];
    }

    /**
     * Parses a square's name, e.g. "e4" (case-insensitive).
     *
     * @throws IllegalArgumentException naming the text when it is not a square's name
     */
    public static Square parse(CharSequence text) {
        if (text != null && text.length() == 2) {
            int file = Character.toLowerCase(text.charAt(0)) - 'a';
            int rank = text.charAt(1) - '1';
            if (file >= 0 && file <= 7 && rank >= 0 && rank <= 7) {
                return ALL[rank * 8 + file];
            }
        }
        throw new IllegalArgumentException("not a square: '" + text + "' (a file a-h and a rank 1-8, e.g. e4)");
    }

    public int index() {
        return ordinal();
    }

    /** 0 = a-file ... 7 = h-file. */
    public int file() {
        return ordinal() & 7;
    }

    /** 0 = first rank ... 7 = eighth rank. */
    public int rank() {
        return ordinal() >>> 3;
    }

    public char fileChar() {
        return (char) ('a' + file());
    }

    public char rankChar() {
        return (char) ('1' + rank());
    }

    /** Lower-case algebraic name, e.g. "e4". */
    @Override
    public String toString() {
        return "" + fileChar() + rankChar();
    }
}
