package org.rochade.rules.api;

/**
 * How castling is written in UCI. Reading accepts both where the text is unambiguous.
 * The default is per variant: {@link #KING_TAKES_ROOK} for chess960 and fischer168,
 * {@link #KING_TWO_SQUARES} for classic.
 */
public enum UciCastling {
    /** Chess960 convention: the king "takes" its own rook, e.g. e1h1. Always unambiguous. */
    KING_TAKES_ROOK,
    /** Classic convention: the king's own from and to squares, e.g. e1g1. */
    KING_TWO_SQUARES
}
