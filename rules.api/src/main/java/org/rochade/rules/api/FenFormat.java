package org.rochade.rules.api;

/** How the castling field of a FEN is written. Both are read in any letter order. */
public enum FenFormat {
    /**
     * X-FEN (Scharnagl): K/Q/k/q for the outermost rook on each side, a file letter only for a
     * rook that is not the outermost one. Every Chess960 start array is "KQkq". The default.
     */
    XFEN,
    /** Shredder-FEN: always file letters, White's upper case first ("HAha" for the classic array). */
    SHREDDER
}
