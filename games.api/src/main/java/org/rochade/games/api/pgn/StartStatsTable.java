package org.rochade.games.api.pgn;

import java.util.List;

/**
 * Statistics by start over one or more archives.
 *
 * @param starts       one entry per start with valid games, most games first (then by variant, SP and
 *                     Black's SP)
 * @param validGames   games counted in {@code starts}
 * @param invalidGames games left out because validation found an error in them
 * @param setUpGames   valid games left out because they start from a set-up position that is no
 *                     start array of their variant
 * @since 1.4
 */
public record StartStatsTable(List<StartStats> starts, long validGames, long invalidGames, long setUpGames) {

    public StartStatsTable {
        starts = List.copyOf(starts);
    }
}
