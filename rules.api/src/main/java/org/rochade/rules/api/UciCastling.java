package org.rochade.rules.api;

/**
 * How castling is written in UCI. Reading accepts both where the text is unambiguous.
 * The default is per variant: {@link #KING_TAKES_ROOK} for chess960 and fischer168,
 * {@link #KING_TWO_SQUARES} for classic.
 */
public enum UciCastling {
    /** Chess960 convention: the king "takes" its own rook, e.g. e1h1. Always unambiguous. */
    KING_TAKES_ROOK,
    /**
     * Classic convention: the king's own from and to squares, e.g. e1g1. A Chess960 castling whose
     * king moves less than two files is written king takes rook instead (f1h1, not f1g1, which is
     * the king's ordinary step; g1h1, not g1g1, which is no move), as python-chess does, so that
     * {@code parseUci(p, toUci(p, m, KING_TWO_SQUARES))} is {@code m} for every castling.
     */
    KING_TWO_SQUARES
}
