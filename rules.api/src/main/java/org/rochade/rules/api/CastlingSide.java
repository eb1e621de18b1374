package org.rochade.rules.api;

/**
 * The two castlings. Whatever the start array, the king ends on the c- or g-file and the rook
 * next to it on the d- or f-file.
 */
public enum CastlingSide {
    /** Written O-O-O: king to c1/c8, rook to d1/d8; the rook starts on the a-side of the king. */
    QUEEN_SIDE(2, 3),
    /** Written O-O: king to g1/g8, rook to f1/f8; the rook starts on the h-side of the king. */
    KING_SIDE(6, 5);

    private final int kingToFile;
    private final int rookToFile;

    CastlingSide(int kingToFile, int rookToFile) {
        this.kingToFile = kingToFile;
        this.rookToFile = rookToFile;
    }

    /** File (0 = a) on which the king ends. */
    public int kingToFile() {
        return kingToFile;
    }

    /** File (0 = a) on which the rook ends. */
    public int rookToFile() {
        return rookToFile;
    }

    /** The side of a rook on {@code rookFile} relative to a king on {@code kingFile}. */
    public static CastlingSide of(int kingFile, int rookFile) {
        return rookFile < kingFile ? QUEEN_SIDE : KING_SIDE;
    }
}
