package org.rochade.games.api.pgn;

import java.util.List;
import java.util.Map;

/**
 * The verdict on one game.
 *
 * @param game     1-based number of the game in its input
 * @param line     the input line where the game starts
 * @param variant  the variant id the game was checked as ({@code chess960}, {@code fischer168},
 *                 {@code classic}), or the Variant tag as written when no variant matched it
 * @param sp       the Scharnagl number of the start array the game starts from, or {@code null} when
 *                 it starts from a set-up position that is not a start array (or has no legal start)
 * @param spBlack  Black's Scharnagl number when the game is Double Fischer Random (the arrays differ),
 *                 else {@code null}
 * @param status   {@link Status#VALID} when no finding is an error
 * @param plies    number of main-line plies that were replayed successfully
 * @param finalFen the position after the last legal main-line move (X-FEN), or {@code null} when
 *                 the start position itself could not be established
 * @param findings errors and warnings in the order of their places in the input: by line, then
 *                 column (one about the game as a whole, column 0, first on its line)
 * @param result    the game's termination marker ({@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}),
 *                  or {@code null} when the move text has none
 * @param castlings the castlings of the main line, as far as it was replayed
 * @param tags      the tags a list of games shows, in this order, those the game has: Event, Site,
 *                  Date, Round, White, Black, Result (the first value of each, names as in
 *                  {@link #ROSTER}); kept as {@link RosterTags}
 */
public record GameReport(long game, long line, String variant, Integer sp, Integer spBlack, Status status, int plies,
                         String finalFen, List<Finding> findings, String result, Castlings castlings,
                         Map<String, String> tags) {

    /** The Seven Tag Roster, the tags {@link #tags()} can hold. */
    public static final List<String> ROSTER = List.of("Event", "Site", "Date", "Round", "White", "Black", "Result");

    public enum Status {
        VALID, INVALID;

        /** The lower-case name used in reports. */
        public String label() {
            return this == VALID ? "valid" : "invalid";
        }
    }

    public GameReport {
        findings = List.copyOf(findings);
        java.util.Objects.requireNonNull(castlings, "castlings");
        tags = RosterTags.copyOf(tags);
    }

    public boolean isValid() {
        return status == Status.VALID;
    }
}
