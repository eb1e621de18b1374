package org.rochade.ratings.impl;

import org.rochade.games.api.PgnVisitor;
import org.rochade.games.api.pgn.GameReport;

/**
 * A tags-only visitor: keeps the five tags a rating report needs and asks for nothing after the tag
 * section ({@link Flow#SKIP}), so no move, comment or variation event is made. The checker still
 * plays the moves once, so that each game's verdict is validate's. One game at a time, one thread.
 */
final class TagsVisitor implements PgnVisitor<TagsVisitor.Tagged> {

    /** A game's tags (null when absent; the first of a name given twice) and its report. */
    record Tagged(GameReport report, String white, String black, String whiteElo, String blackElo, String result) {
    }

    private String white;
    private String black;
    private String whiteElo;
    private String blackElo;
    private String result;

    @Override
    public void beginGame(long number, long line) {
        white = null;
        black = null;
        whiteElo = null;
        blackElo = null;
        result = null;
    }

    @Override
    public void tag(String name, String value, long line, int column) {
        // Tag names compare ignoring case, as the PGN plugin compares them.
        if (white == null && name.equalsIgnoreCase("White")) {
            white = value;
        } else if (black == null && name.equalsIgnoreCase("Black")) {
            black = value;
        } else if (whiteElo == null && name.equalsIgnoreCase("WhiteElo")) {
            whiteElo = value;
        } else if (blackElo == null && name.equalsIgnoreCase("BlackElo")) {
            blackElo = value;
        } else if (result == null && name.equalsIgnoreCase("Result")) {
            result = value;
        }
    }

    @Override
    public Flow endTags() {
        return Flow.SKIP;
    }

    @Override
    public Tagged endGame(GameReport report) {
        return new Tagged(report, white, black, whiteElo, blackElo, result);
    }
}
