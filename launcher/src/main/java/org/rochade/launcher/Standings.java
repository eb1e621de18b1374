package org.rochade.launcher;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The rating report of an event: for each player (matched by name exactly as written) the games,
 * score, expected score, performance rating and rating change, sorted by score.
 *
 * <p>Every finished game counts for games and score. A game counts for expected score, performance
 * and change only when it is rated: both its WhiteElo and BlackElo tags give a rating, the ratings
 * the players had. Expected score against an opponent rated Rb: 1 / (1 + 10^((Rb - Ra) / 400));
 * change: K (S - E) per game, K by the player's rating in that game, summed; performance: the
 * average rating of the rated games' opponents plus FIDE's dp for the score in them
 * ({@link PerformanceTable}), rounded to a whole number.
 */
final class Standings {

    /** One game seen from one player's side. {@code expected} and {@code change} are null for an unrated game. */
    record PlayerGame(RatedGame game, boolean white, String opponent, double score, Integer rating,
                      Integer opponentRating, Double expected, Double change) {
    }

    /** One player's line of the report. {@code unfinished}: games of theirs without a result, not counted. */
    record Player(String name, List<PlayerGame> games, int unfinished) {

        double score() {
            return games.stream().mapToDouble(PlayerGame::score).sum();
        }

        /** The rated games. */
        List<PlayerGame> rated() {
            return games.stream().filter(game -> game.expected() != null).toList();
        }

        double expected() {
            return rated().stream().mapToDouble(PlayerGame::expected).sum();
        }

        double change() {
            return rated().stream().mapToDouble(PlayerGame::change).sum();
        }

        /** The performance rating over the rated games; null without one. */
        Integer performance() {
            List<PlayerGame> rated = rated();
            if (rated.isEmpty()) {
                return null;
            }
            double opponents = rated.stream().mapToInt(PlayerGame::opponentRating).average().orElseThrow();
            double p = rated.stream().mapToDouble(PlayerGame::score).sum() / rated.size();
            return (int) Math.round(opponents + PerformanceTable.dp(p));
        }
    }

    private Standings() {
    }

    /** The players sorted by score (highest first), then by name. */
    static List<Player> of(List<RatedGame> games, KFactor k) {
        Map<String, List<PlayerGame>> byPlayer = new LinkedHashMap<>();
        Map<String, Integer> unfinished = new LinkedHashMap<>();
        for (RatedGame game : games) {
            byPlayer.computeIfAbsent(game.white(), name -> new ArrayList<>());
            byPlayer.computeIfAbsent(game.black(), name -> new ArrayList<>());
            if (!game.finished()) {
                unfinished.merge(game.white(), 1, Integer::sum);
                unfinished.merge(game.black(), 1, Integer::sum);
                continue;
            }
            double white = game.whiteScore();
            byPlayer.get(game.white()).add(side(game, true, white, game.whiteElo(), game.blackElo(), k));
            byPlayer.get(game.black()).add(side(game, false, 1 - white, game.blackElo(), game.whiteElo(), k));
        }
        List<Player> players = new ArrayList<>();
        byPlayer.forEach((name, played) -> players.add(new Player(name, List.copyOf(played), unfinished.getOrDefault(name, 0))));
        players.sort(Comparator.comparingDouble(Player::score).reversed().thenComparing(Player::name));
        return players;
    }

    private static PlayerGame side(RatedGame game, boolean white, double score, Integer rating, Integer opponentRating, KFactor k) {
        String opponent = white ? game.black() : game.white();
        if (!game.rated()) {
            return new PlayerGame(game, white, opponent, score, rating, opponentRating, null, null);
        }
        double expected = expected(rating, opponentRating);
        return new PlayerGame(game, white, opponent, score, rating, opponentRating, expected, k.of(rating) * (score - expected));
    }

    /** Elo's expected score of a player rated {@code rating} against one rated {@code opponent}. */
    static double expected(int rating, int opponent) {
        return 1 / (1 + Math.pow(10, (opponent - rating) / 400.0));
    }

    /**
     * Names that differ only in case or spacing, which are probably one player written two ways:
     * each group as the names are written, in order of appearance.
     */
    static List<List<String>> nameVariants(List<Player> players) {
        Map<String, List<String>> byKey = new TreeMap<>();
        for (Player player : players) {
            byKey.computeIfAbsent(player.name().replaceAll("\\s+", "").toLowerCase(Locale.ROOT), key -> new ArrayList<>())
                    .add(player.name());
        }
        return byKey.values().stream().filter(names -> names.size() > 1).map(names -> names.stream().sorted().toList()).toList();
    }
}
