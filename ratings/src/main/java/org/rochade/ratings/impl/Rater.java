package org.rochade.ratings.impl;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.rochade.ratings.ExpectedScore;
import org.rochade.ratings.KFactor;
import org.rochade.ratings.RatedGame;
import org.rochade.ratings.RatingOptions;
import org.rochade.ratings.RatingReport;
import org.rochade.ratings.RatingReport.Player;
import org.rochade.ratings.RatingReport.PlayerGame;

/**
 * Makes a {@link RatingReport} from games: per player the finished games (score), the rated ones
 * (expected score, K, change, performance), the unfinished ones (counted apart). Pure: no state.
 */
public final class Rater {

    /** FIDE's K (Rating Regulations 8.3). */
    static final int K_NAMED = 40;
    static final int K_BELOW_2400 = 20;
    static final int K_FROM_2400 = 10;
    static final int K_THRESHOLD = 2400;
    /** A junior's K is 40 only below this rating (8.3.3). */
    static final int K_JUNIOR_BELOW = 2300;
    /** FIDE: K times the number of games n is at most 700 (K the largest whole number that keeps it so). */
    static final int K_TIMES_GAMES_MAX = 700;

    /** One finished game from one side, before it is rated. */
    private record Side(RatedGame game, boolean white, double score, Integer rating, Integer opponentRating) {
        String opponent() {
            return white ? game.black() : game.white();
        }

        boolean rated() {
            return rating != null && opponentRating != null;
        }
    }

    private Rater() {
    }

    public static RatingReport report(List<RatedGame> games, RatingOptions options) {
        Map<String, List<Side>> sides = new LinkedHashMap<>();
        Map<String, Integer> unfinished = new LinkedHashMap<>();
        for (RatedGame game : games) {
            Objects.requireNonNull(game, "game");
            if (game.white().equals(game.black())) {
                // As reading refuses it (GameTags): one player on both sides would score against itself.
                throw new IllegalArgumentException(game.place() + ": White and Black are the same player '" + game.white()
                        + "', which no rating counts");
            }
            sides.computeIfAbsent(game.white(), name -> new ArrayList<>());
            sides.computeIfAbsent(game.black(), name -> new ArrayList<>());
            if (!game.finished()) {
                unfinished.merge(game.white(), 1, Integer::sum);
                unfinished.merge(game.black(), 1, Integer::sum);
                continue;
            }
            double white = whiteScore(game.result());
            sides.get(game.white()).add(new Side(game, true, white, game.whiteRating(), game.blackRating()));
            sides.get(game.black()).add(new Side(game, false, 1 - white, game.blackRating(), game.whiteRating()));
        }
        List<Player> players = new ArrayList<>();
        sides.forEach((name, played) -> players.add(player(name, played, unfinished.getOrDefault(name, 0), options)));
        players.sort(Comparator.comparingDouble(Player::score).reversed().thenComparing(Player::name));
        List<Player> ranked = new ArrayList<>();
        for (int i = 0; i < players.size(); i++) {
            Player p = players.get(i);
            // Equal scores share the rank of the first of them (1, 2, 2, 4): no tie-break is applied.
            int rank = i > 0 && players.get(i - 1).score() == p.score() ? ranked.get(i - 1).rank() : i + 1;
            ranked.add(new Player(rank, p.name(), p.games(), p.score(), p.rated(), p.expected(), p.performance(),
                    p.change(), p.rating(), p.unfinished(), p.results()));
        }
        return new RatingReport(options, ranked, games, similarNames(sides.keySet()));
    }

    private static Player player(String name, List<Side> played, int unfinished, RatingOptions options) {
        int rated = (int) played.stream().filter(Side::rated).count();
        List<PlayerGame> results = new ArrayList<>();
        BigDecimal expected = BigDecimal.ZERO;
        BigDecimal change = BigDecimal.ZERO;
        BigDecimal ratedScore = BigDecimal.ZERO;
        long opponents = 0;
        Integer rating = null;
        boolean oneRating = true;
        double score = 0;
        for (Side side : played) {
            score += side.score();
            if (!side.rated()) {
                results.add(new PlayerGame(side.game(), side.white(), side.opponent(), side.score(), side.rating(),
                        side.opponentRating(), null, null, null, null));
                continue;
            }
            int r = side.rating();
            int opponent = side.opponentRating();
            boolean fide = options.expected() == ExpectedScore.FIDE;
            BigDecimal e = fide ? FideTables.expected(r, opponent) : logistic(r, opponent);
            int difference = fide ? FideTables.countedDifference(r, opponent) : Math.abs(r - opponent);
            BigDecimal k = k(options, name, r, rated);
            BigDecimal s = BigDecimal.valueOf(side.score());
            BigDecimal c = k.multiply(s.subtract(e));
            results.add(new PlayerGame(side.game(), side.white(), side.opponent(), side.score(), r, opponent,
                    difference, e, k, c));
            expected = expected.add(e);
            change = change.add(c);
            ratedScore = ratedScore.add(s);
            opponents += opponent;
            if (rating == null) {
                rating = r;
            } else if (rating != r) {
                oneRating = false;
            }
        }
        Integer performance = null;
        if (rated > 0) {
            BigDecimal average = BigDecimal.valueOf(opponents).divide(BigDecimal.valueOf(rated), 0, RoundingMode.HALF_UP);
            BigDecimal p = ratedScore.divide(BigDecimal.valueOf(rated), 10, RoundingMode.HALF_UP);
            performance = average.intValueExact() + FideTables.dp(p);
        }
        return new Player(0, name, played.size(), score, rated, rated == 0 ? null : expected, performance,
                rated == 0 ? null : change, oneRating ? rating : null, unfinished, results);
    }

    /**
     * The K of a player rated {@code rating} with {@code games} rated games in the report.
     */
    static BigDecimal k(RatingOptions options, String name, int rating, int games) {
        if (options.k() instanceof KFactor.Steps steps) {
            return BigDecimal.valueOf(steps.of(rating));
        }
        boolean forty = options.k40().contains(name) || options.juniors().contains(name) && rating < K_JUNIOR_BELOW;
        int k = forty ? K_NAMED : rating < K_THRESHOLD ? K_BELOW_2400 : K_FROM_2400;
        if (k * games > K_TIMES_GAMES_MAX) {
            k = K_TIMES_GAMES_MAX / games;
        }
        return BigDecimal.valueOf(k);
    }

    /** Elo's expected score of a player rated {@code rating} against {@code opponent}. */
    static BigDecimal logistic(int rating, int opponent) {
        return BigDecimal.valueOf(1 / (1 + Math.pow(10, (opponent - rating) / 400.0)));
    }

    private static double whiteScore(RatedGame.Result result) {
        return switch (result) {
            case WHITE_WINS -> 1;
            case BLACK_WINS -> 0;
            case DRAW -> 0.5;
            case UNFINISHED -> throw new IllegalStateException("an unfinished game has no score");
        };
    }

    /** Names that differ only in case or spacing: each group sorted, groups by folded name. */
    private static List<List<String>> similarNames(Iterable<String> names) {
        Map<String, List<String>> byKey = new TreeMap<>();
        for (String name : names) {
            byKey.computeIfAbsent(name.replaceAll("\\s+", "").toLowerCase(Locale.ROOT), key -> new ArrayList<>()).add(name);
        }
        return byKey.values().stream().filter(group -> group.size() > 1).map(group -> group.stream().sorted().toList()).toList();
    }
}
