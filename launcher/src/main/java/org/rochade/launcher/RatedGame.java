package org.rochade.launcher;

/**
 * One game as the rating report needs it, from its tags.
 *
 * @param file      the input as the user named it
 * @param game      the game's number in its input, from 1
 * @param line      the line where it starts
 * @param white     the White tag as written
 * @param black     the Black tag as written
 * @param whiteElo  the WhiteElo tag's rating, or null when it has none
 * @param blackElo  the BlackElo tag's rating, or null when it has none
 * @param result    1-0, 0-1, 1/2-1/2, or * (unfinished)
 */
record RatedGame(String file, long game, long line, String white, String black, Integer whiteElo, Integer blackElo,
                 String result) {

    /** Whether the game has a result (an unfinished one does not count). */
    boolean finished() {
        return result.equals("1-0") || result.equals("0-1") || result.equals("1/2-1/2");
    }

    /** Whether both players' ratings are known, so that the game counts for expected score and change. */
    boolean rated() {
        return whiteElo != null && blackElo != null;
    }

    /** White's score: 1, 0.5 or 0 (of a finished game). */
    double whiteScore() {
        switch (result) {
            case "1-0": return 1;
            case "0-1": return 0;
            case "1/2-1/2": return 0.5;
            default: throw new IllegalStateException("an unfinished game has no score: " + this);
        }
    }

    /** "a.pgn game 3 (line 40)". */
    String place() {
        return file + " game " + game + " (line " + line + ")";
    }
}
