package org.rochade.ratings;

import java.util.List;

/**
 * The games read from PGN for a rating report.
 *
 * @param games    the valid games in input order
 * @param warnings what was left out or unrated and why, one sentence each naming the game's place
 *                 (an invalid game; a rating tag that is not a rating)
 */
public record RatedGames(List<RatedGame> games, List<String> warnings) {

    public RatedGames {
        games = List.copyOf(games);
        warnings = List.copyOf(warnings);
    }
}
