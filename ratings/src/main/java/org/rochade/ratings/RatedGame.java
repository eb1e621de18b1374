package org.rochade.ratings;

import java.util.Objects;

/**
 * One game as a rating report needs it: who played, with which ratings, and the result.
 *
 * @param source      where the game comes from ("open.pgn"), for places in the report
 * @param number      its number in that source, from 1 (0 when a host has none)
 * @param line        the line where it starts (0 when a host has none)
 * @param white       White's name as written
 * @param black       Black's name as written
 * @param whiteRating White's rating in the game (the WhiteElo tag), or null when unrated
 * @param blackRating Black's rating in the game, or null when unrated
 * @param result      the result; an unfinished game does not count
 */
public record RatedGame(String source, long number, long line, String white, String black, Integer whiteRating,
                        Integer blackRating, Result result) {

    /** A game's result, with its PGN marker. */
    public enum Result {
        WHITE_WINS("1-0"), BLACK_WINS("0-1"), DRAW("1/2-1/2"), UNFINISHED("*");

        private final String marker;

        Result(String marker) {
            this.marker = marker;
        }

        /** "1-0", "0-1", "1/2-1/2" or "*". */
        public String marker() {
            return marker;
        }

        /** The result a PGN marker stands for, or null when the text is none of the four. */
        public static Result ofMarker(String text) {
            for (Result result : values()) {
                if (result.marker.equals(text)) {
                    return result;
                }
            }
            return null;
        }
    }

    public RatedGame {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(white, "white");
        Objects.requireNonNull(black, "black");
        Objects.requireNonNull(result, "result");
    }

    /** A host's game, without a source: the players, their ratings (null: unrated) and the result. */
    public static RatedGame of(String white, Integer whiteRating, String black, Integer blackRating, Result result) {
        return new RatedGame("", 0, 0, white, black, whiteRating, blackRating, result);
    }

    /** Whether the game has a result (an unfinished one does not count). */
    public boolean finished() {
        return result != Result.UNFINISHED;
    }

    /** Whether both players' ratings are known, so that the game is rated. */
    public boolean rated() {
        return whiteRating != null && blackRating != null;
    }

    /** "open.pgn game 3 (line 40)"; "game 3" without a source; "White - Black" without a number. */
    public String place() {
        if (number == 0) {
            return white + " - " + black;
        }
        String game = "game " + number + (line > 0 ? " (line " + line + ")" : "");
        return source.isEmpty() ? game : source + " " + game;
    }
}
