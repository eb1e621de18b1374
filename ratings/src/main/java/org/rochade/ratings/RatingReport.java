package org.rochade.ratings;

import java.math.BigDecimal;
import java.util.List;

/**
 * The rating report of an event.
 *
 * @param options      how it was rated
 * @param players      the standings: by score (highest first), then by name
 * @param games        every game given, in order, unfinished ones included
 * @param similarNames names that differ only in case or spacing, probably one player written two
 *                     ways (each group sorted, groups in order of their folded name); each name is
 *                     still counted as its own player
 */
public record RatingReport(RatingOptions options, List<Player> players, List<RatedGame> games,
                           List<List<String>> similarNames) {

    public RatingReport {
        players = List.copyOf(players);
        games = List.copyOf(games);
        similarNames = similarNames.stream().map(List::copyOf).toList();
    }

    /**
     * One player's line.
     *
     * <p>Expected score and change are exact sums of the games' values: under FIDE's method each
     * game's expected score has the two decimals of table 8.1(b) and its change K (S - PD) is exact
     * (no rounding happens); under Elo's formula they are the doubles' sums. A report rounds only
     * when it prints, and {@link #newRating()} only to a whole rating.
     *
     * @param rank        1, 2, ... in the standings' order; players on equal scores share the rank of
     *                    the first of them (1, 2, 2, 4), listed by name: no tie-break is applied
     * @param name        as written in the games
     * @param games       finished games (each counts for the score)
     * @param score       points in them (1, 1/2, 0 a game)
     * @param rated       the finished games against a rated opponent, the player rated too
     * @param expected    the sum of the rated games' expected scores; null without rated games
     * @param performance the performance rating over the rated games (table 8.1(a)); null without any
     * @param change      the rating change, the sum of K (S - E) over the rated games; null without any
     * @param rating      the player's rating, when all their rated games give the same one; else null
     * @param unfinished  games without a result, which do not count
     * @param results     the finished games from this player's side, in input order
     */
    public record Player(int rank, String name, int games, double score, int rated, BigDecimal expected,
                         Integer performance, BigDecimal change, Integer rating, int unfinished,
                         List<PlayerGame> results) {

        public Player {
            results = List.copyOf(results);
        }

        /**
         * The rating after the event: {@link #rating()} plus {@link #change()}, rounded to a whole
         * number with halves upward (as FIDE's list shows ratings); null when either is unknown.
         */
        public Integer newRating() {
            if (rating == null || change == null) {
                return null;
            }
            return BigDecimal.valueOf(rating).add(change).setScale(0, java.math.RoundingMode.HALF_UP).intValueExact();
        }
    }

    /**
     * One finished game from one player's side. The rating fields are null for an unrated game.
     *
     * @param game           the game
     * @param white          whether the player had White
     * @param opponent       the opponent's name
     * @param score          the player's score: 1, 0.5 or 0
     * @param rating         the player's rating in the game, or null
     * @param opponentRating the opponent's, or null
     * @param difference     the rating difference D the expected score was read for: under FIDE's
     *                       method |rating - opponentRating|, over 400 counted as 400 for a player
     *                       rated below 2650 (8.3.1); under Elo's formula the real difference
     * @param expected       the player's expected score E (FIDE: PD of table 8.1(b))
     * @param k              the K of the player in this game
     * @param change         K (S - E)
     */
    public record PlayerGame(RatedGame game, boolean white, String opponent, double score, Integer rating,
                             Integer opponentRating, Integer difference, BigDecimal expected, BigDecimal k,
                             BigDecimal change) {

        /** Whether the game is rated (both players have a rating). */
        public boolean rated() {
            return expected != null;
        }
    }
}
