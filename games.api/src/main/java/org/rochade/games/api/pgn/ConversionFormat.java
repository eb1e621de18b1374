package org.rochade.games.api.pgn;

/** What {@link PgnConverter} writes for each valid game. */
public enum ConversionFormat {
    /** PGN export format, comments, NAGs and variations kept. */
    PGN,
    /**
     * One JSON object per line: {@code {"tags":{...},"startFen","san":[...],"uci":[...],"finalFen"}},
     * the tags as the PGN form would have them, the main line only. Needs a rejects output, since an
     * invalid game cannot be copied through into JSON.
     */
    JSON_LINES,
    /**
     * One JSON object per line with the whole game: {@code {"tags": [[name, value], ...], "start":
     * {"variant", "fen", "sp"}, "comments": [...], "moves": [node, ...], "result"}}, where node is
     * {@code {"san", "uci", "startingComments", "comments", "nags", "variations": [[node, ...], ...]}}
     * and a node's variations are the alternatives to its move. Needs a rejects output.
     *
     * @since 1.4.0
     */
    JSON,
    /**
     * One line per game, {@code position fen START moves M1 M2 ...} as a UCI engine reads it, the
     * main line in the variant's default castling encoding (king takes rook for Chess960 and
     * Fischer168, king two squares for classic). Needs a rejects output, like {@link #JSON_LINES}.
     */
    UCI;

    /** Whether invalid games can be copied through into this format's output. */
    public boolean holdsRawPgn() {
        return this == PGN;
    }
}
