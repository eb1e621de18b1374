package org.rochade.pgn.plugin.read;

/** The kinds of token {@link PgnTokenizer} yields (ints, so the hot loop allocates nothing). */
final class Token {
    static final int EOF = 0;
    /** A tag pair: {@link PgnTokenizer#tagName()} and {@link PgnTokenizer#textBytes()}. */
    static final int TAG = 1;
    /** A SAN move (or anything move-like; the rules decide): {@link PgnTokenizer#text()}. */
    static final int SAN = 2;
    /** "--", "Z0" or "0000". */
    static final int NULL_MOVE = 3;
    /** A brace or rest-of-line comment: {@link PgnTokenizer#textBytes()}. */
    static final int COMMENT = 4;
    /** $n or a glyph mapped to its NAG number: {@link PgnTokenizer#nag()}. */
    static final int NAG = 5;
    static final int VARIATION_START = 6;
    static final int VARIATION_END = 7;
    /** A termination marker: {@link PgnTokenizer#text()} is one of 1-0, 0-1, 1/2-1/2, *. */
    static final int RESULT = 8;
    /**
     * Something unreadable: {@link PgnTokenizer#errorMessage()}. When
     * {@link PgnTokenizer#errorIsFatal()} the game cannot be read further and the caller should
     * {@link PgnTokenizer#skipToNextGame()}; otherwise the tokenizer already skipped the bad part.
     */
    static final int ERROR = 9;
    /** The suffix "e.p." after a move (an old way to write an en passant capture). */
    static final int EN_PASSANT = 10;

    private Token() {
    }
}
