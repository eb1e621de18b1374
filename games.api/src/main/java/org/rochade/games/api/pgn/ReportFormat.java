package org.rochade.games.api.pgn;

/** The report formats {@link PgnValidator#reportSink} can write. */
public enum ReportFormat {
    /**
     * One JSON object per game and nothing else:
     * {@code {"game","line","variant","sp","status","plies","finalFen","errors":[{"severity","line",
     * "column","ply","move","message"}]}}; {@code errors} lists warnings too, told apart by severity.
     */
    JSON_LINES,
    /** Invalid games with their errors as they come, then totals, warnings by kind and games/s. */
    HUMAN
}
