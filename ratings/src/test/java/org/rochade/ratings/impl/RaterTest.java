package org.rochade.ratings.impl;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;
import static org.rochade.ratings.RatedGame.Result.BLACK_WINS;
import static org.rochade.ratings.RatedGame.Result.DRAW;
import static org.rochade.ratings.RatedGame.Result.UNFINISHED;
import static org.rochade.ratings.RatedGame.Result.WHITE_WINS;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.rochade.ratings.ExpectedScore;
import org.rochade.ratings.KFactor;
import org.rochade.ratings.RatedGame;
import org.rochade.ratings.RatingOptions;
import org.rochade.ratings.RatingReport;
import org.rochade.ratings.RatingReport.Player;

/**
 * The report against examples worked by hand from FIDE's Rating Regulations (section 8; FIDE
 * publishes no worked examples of a rated player's change, so every step is written out here).
 */
class RaterTest {

    /** Anna 2450, Bert 2300, Cleo 2100; Dirk without a rating; one game unfinished. */
    private static final List<RatedGame> EVENT = List.of(
            new RatedGame("e.pgn", 1, 1, "Anna", "Bert", 2450, 2300, DRAW),
            new RatedGame("e.pgn", 2, 12, "Cleo", "Anna", 2100, 2450, BLACK_WINS),
            new RatedGame("e.pgn", 3, 23, "Bert", "Cleo", 2300, 2100, WHITE_WINS),
            new RatedGame("e.pgn", 4, 34, "Anna", "Dirk", 2450, null, WHITE_WINS),
            new RatedGame("e.pgn", 5, 45, "Cleo", "Bert", 2100, 2300, UNFINISHED));

    private static Map<String, Player> byName(RatingReport report) {
        return report.players().stream().collect(Collectors.toMap(Player::name, Function.identity()));
    }

    @Test
    void fidesMethodWorkedByHand() {
        RatingReport report = Rater.report(EVENT, RatingOptions.fide());
        assertThat(report.players()).extracting(Player::name).containsExactly("Anna", "Bert", "Cleo", "Dirk");
        assertThat(report.players()).extracting(Player::rank).containsExactly(1, 2, 3, 3); // Cleo and Dirk on 0 share 3rd
        Map<String, Player> by = byName(report);

        // Anna 2450, K 10 (8.3: from 2400).
        //   vs Bert 2300, draw: D = 150, row 146-153 of 8.1(b) -> H .70; S - PD = .5 - .70 = -.20; x 10 = -2.00
        //   vs Cleo 2100, win:  D = 350, row 345-357 -> H .89;             1 - .89 = +.11;       x 10 = +1.10
        //   vs Dirk (unrated), win: counts for the score only.
        //   expected .70 + .89 = 1.59; change -2.00 + 1.10 = -0.90
        //   performance: opponents (2300 + 2100) / 2 = 2200; p = 1.5 / 2 = .75 -> dp 193 (8.1(a)) -> 2393
        //   new rating 2450 - 0.90 = 2449.1 -> 2449
        Player anna = by.get("Anna");
        assertThat(anna.games()).isEqualTo(3);
        assertThat(anna.score()).isEqualTo(2.5);
        assertThat(anna.rated()).isEqualTo(2);
        assertThat(anna.expected()).isEqualByComparingTo("1.59");
        assertThat(anna.change()).isEqualByComparingTo("-0.90");
        assertThat(anna.performance()).isEqualTo(2393);
        assertThat(anna.rating()).isEqualTo(2450);
        assertThat(anna.newRating()).isEqualTo(2449);
        assertThat(anna.results()).extracting(RatingReport.PlayerGame::difference).containsExactly(150, 350, null);
        assertThat(anna.results()).extracting(RatingReport.PlayerGame::k)
                .containsExactly(BigDecimal.TEN, BigDecimal.TEN, null);

        // Bert 2300, K 20 (below 2400).
        //   vs Anna 2450, draw: D 150 -> L .30; .5 - .30 = +.20; x 20 = +4.00
        //   vs Cleo 2100, win:  D 200, row 198-206 -> H .76; 1 - .76 = +.24; x 20 = +4.80
        //   expected 1.06; change +8.80; performance (2450 + 2100) / 2 = 2275, p .75 -> +193 -> 2468
        //   the unfinished game with Cleo does not count: unfinished 1; new rating 2308.8 -> 2309
        Player bert = by.get("Bert");
        assertThat(bert.expected()).isEqualByComparingTo("1.06");
        assertThat(bert.change()).isEqualByComparingTo("8.80");
        assertThat(bert.performance()).isEqualTo(2468);
        assertThat(bert.unfinished()).isEqualTo(1);
        assertThat(bert.newRating()).isEqualTo(2309);

        // Cleo 2100, K 20, lost both rated games.
        //   vs Anna: D 350 -> L .11; 0 - .11 = -.11; x 20 = -2.20
        //   vs Bert: D 200 -> L .24; 0 - .24 = -.24; x 20 = -4.80
        //   expected .35; change -7.00; performance (2450 + 2300) / 2 = 2375, p 0 -> -800 -> 1575
        Player cleo = by.get("Cleo");
        assertThat(cleo.expected()).isEqualByComparingTo("0.35");
        assertThat(cleo.change()).isEqualByComparingTo("-7.00");
        assertThat(cleo.performance()).isEqualTo(1575);
        assertThat(cleo.newRating()).isEqualTo(2093);

        // Dirk has no rating: one game, no points, nothing rated.
        Player dirk = by.get("Dirk");
        assertThat(dirk.games()).isEqualTo(1);
        assertThat(dirk.score()).isZero();
        assertThat(dirk.rated()).isZero();
        assertThat(dirk.expected()).isNull();
        assertThat(dirk.change()).isNull();
        assertThat(dirk.performance()).isNull();
        assertThat(dirk.newRating()).isNull();
    }

    @Test
    void aGameOfAPlayerAgainstItselfIsRefusedAsReadingRefusesIt() {
        RatedGame self = RatedGame.of("Roth, Rosa", 2000, "Roth, Rosa", 2000, WHITE_WINS);
        assertThatThrownBy(() -> Rater.report(List.of(self), RatingOptions.fide()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Roth, Rosa - Roth, Rosa: White and Black are the same player 'Roth, Rosa', which no rating counts");
    }

    @Test
    void theFourHundredPointRuleCutsOneWay() {
        List<RatedGame> games = List.of(
                RatedGame.of("Top", 2700, "Club", 2200, WHITE_WINS),
                RatedGame.of("Low", 1900, "Top", 2700, DRAW),
                RatedGame.of("Sub", 2600, "Mid", 2100, WHITE_WINS));
        Map<String, Player> by = byName(Rater.report(games, RatingOptions.fide()));

        // Top 2700 (K 10, 2650 and above: the real difference, 8.3.1):
        //   vs Club 2200, win: D 500, row 485-517 -> H .96; 1 - .96 = +.04; x 10 = +0.40
        //   vs Low 1900, draw: D 800, over 735 -> H 1.00; .5 - 1.00 = -.50; x 10 = -5.00
        //   change -4.60; expected 1.96
        assertThat(by.get("Top").expected()).isEqualByComparingTo("1.96");
        assertThat(by.get("Top").change()).isEqualByComparingTo("-4.60");
        assertThat(by.get("Top").results()).extracting(RatingReport.PlayerGame::difference).containsExactly(500, 800);
        // Club 2200 (K 20, below 2650: D 500 counts as 400): L .08; 0 - .08 = -.08; x 20 = -1.60
        assertThat(by.get("Club").expected()).isEqualByComparingTo("0.08");
        assertThat(by.get("Club").change()).isEqualByComparingTo("-1.60");
        assertThat(by.get("Club").results().get(0).difference()).isEqualTo(400);
        // Low 1900 (K 20): D 800 counts as 400 -> L .08; .5 - .08 = +.42; x 20 = +8.40
        assertThat(by.get("Low").change()).isEqualByComparingTo("8.40");
        // Sub 2600 vs Mid 2100: both below 2650, D 500 counts as 400 on both sides:
        //   Sub (K 10): H .92; 1 - .92 = +.08; x 10 = +0.80.  Mid (K 20): L .08; 0 - .08; x 20 = -1.60
        assertThat(by.get("Sub").change()).isEqualByComparingTo("0.80");
        assertThat(by.get("Mid").change()).isEqualByComparingTo("-1.60");
        // Top's expected .96 and Club's .08 do not add up to 1: the rule is one-sided.
        assertThat(by.get("Top").results().get(0).expected().add(by.get("Club").results().get(0).expected()))
                .isEqualByComparingTo("1.04");
    }

    @Test
    void fidesK() {
        RatingOptions fide = RatingOptions.fide().withK40(Set.of("Junior"));
        // 8.3: 20 below 2400, 10 from 2400, 40 for the players the organiser names.
        assertThat(Rater.k(fide, "Adult", 2399, 9)).isEqualByComparingTo("20");
        assertThat(Rater.k(fide, "Adult", 2400, 9)).isEqualByComparingTo("10");
        assertThat(Rater.k(fide, "Junior", 2150, 9)).isEqualByComparingTo("40");
        // K x n at most 700: 40 x 17 = 680 stays 40; 40 x 18 = 720 -> 700 / 18 = 38.9 -> 38;
        // 20 x 35 = 700 stays 20; 20 x 36 = 720 -> 19; 40 x 23 = 920 -> 30.
        assertThat(Rater.k(fide, "Junior", 2150, 17)).isEqualByComparingTo("40");
        assertThat(Rater.k(fide, "Junior", 2150, 18)).isEqualByComparingTo("38");
        assertThat(Rater.k(fide, "Adult", 2000, 35)).isEqualByComparingTo("20");
        assertThat(Rater.k(fide, "Adult", 2000, 36)).isEqualByComparingTo("19");
        assertThat(Rater.k(fide, "Junior", 2150, 23)).isEqualByComparingTo("30");
        // Steps are the organiser's own: no 700 rule.
        RatingOptions steps = RatingOptions.fide().withK(KFactor.parse("32,2100,24,2400,16"));
        assertThat(List.of(Rater.k(steps, "x", 2099, 50), Rater.k(steps, "x", 2100, 50), Rater.k(steps, "x", 2400, 50)))
                .extracting(BigDecimal::intValue).containsExactly(32, 24, 16);
    }

    /** 8.3.3: K 40 for a new player at any rating; for a junior only below 2300, then 20 below 2400 and 10 from 2400. */
    @Test
    void aJuniorGetsFortyOnlyBelow2300() {
        RatingOptions fide = RatingOptions.fide().withK40(Set.of("New")).withJuniors(Set.of("Junior"));
        assertThat(Rater.k(fide, "Junior", 2299, 9)).isEqualByComparingTo("40");
        assertThat(Rater.k(fide, "Junior", 2300, 9)).isEqualByComparingTo("20");
        assertThat(Rater.k(fide, "Junior", 2450, 9)).isEqualByComparingTo("10");
        assertThat(Rater.k(fide, "New", 2450, 9)).isEqualByComparingTo("40");
        assertThatThrownBy(() -> RatingOptions.fide().withK(KFactor.fixed(32)).withJuniors(Set.of("A")))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aNamedJuniorGetsForty() {
        List<RatedGame> games = List.of(RatedGame.of("Junior", 2150, "Adult", 2150, WHITE_WINS));
        Map<String, Player> by = byName(Rater.report(games, RatingOptions.fide().withK40(Set.of("Junior"))));
        // D 0 -> .50 each; Junior: 40 x (1 - .50) = +20.00; Adult: 20 x (0 - .50) = -10.00
        assertThat(by.get("Junior").change()).isEqualByComparingTo("20.00");
        assertThat(by.get("Adult").change()).isEqualByComparingTo("-10.00");
    }

    @Test
    void logisticKeepsElosFormula() {
        RatingOptions elo = RatingOptions.fide().withExpected(ExpectedScore.LOGISTIC);
        Map<String, Player> by = byName(Rater.report(EVENT, elo));
        // python3: E(2450,2300)+E(2450,2100) = 1.58572330051877; 10*(0.5-E(2450,2300))+10*(1-E(2450,2100)) = -0.8572330051876995
        assertThat(by.get("Anna").expected().doubleValue()).isCloseTo(1.58572330051877, within(1e-9));
        assertThat(by.get("Anna").change().doubleValue()).isCloseTo(-0.8572330051876995, within(1e-9));
        // Bert: 20*(0.5-E(2300,2450))+20*(1-E(2300,2100)) = 8.872761536477416
        assertThat(by.get("Bert").change().doubleValue()).isCloseTo(8.872761536477416, within(1e-9));
        // no 400-point rule: python3 -c "print(1/(1+10**(-500/400)))": 0.9467597847979775
        Player top = byName(Rater.report(List.of(RatedGame.of("Top", 2700, "Club", 2200, WHITE_WINS)), elo)).get("Top");
        assertThat(top.expected().doubleValue()).isCloseTo(0.9467597847979775, within(1e-12));
        assertThat(top.results().get(0).difference()).isEqualTo(500);
    }

    @Test
    void fixedKWithLogistic() {
        RatingOptions elo = new RatingOptions(ExpectedScore.LOGISTIC, KFactor.parse("32"), Set.of(), Set.of());
        Map<String, Player> by = byName(Rater.report(List.of(RatedGame.of("Carlsen, Magnus", 2830, "Anna", 2450, WHITE_WINS)), elo));
        // python3: 32*(1-1/(1+10**((2450-2830)/400))) = 3.2282441074151436
        assertThat(by.get("Carlsen, Magnus").change().doubleValue()).isCloseTo(3.2282441074151436, within(1e-12));
        assertThat(by.get("Anna").change().doubleValue()).isCloseTo(-3.2282441074151436, within(1e-12));
        // performance: 2450 + dp(1.00) = 3250; 2830 - 800 = 2030
        assertThat(by.get("Carlsen, Magnus").performance()).isEqualTo(3250);
        assertThat(by.get("Anna").performance()).isEqualTo(2030);
    }

    @Test
    void performanceAtHalf() {
        // 2000 drew 2100 and 2300: opponents' average 2200, p .50 -> dp 0 -> 2200
        List<RatedGame> games = List.of(RatedGame.of("A", 2000, "B", 2100, DRAW), RatedGame.of("C", 2300, "A", 2000, DRAW));
        assertThat(byName(Rater.report(games, RatingOptions.fide())).get("A").performance()).isEqualTo(2200);
        // the average is rounded to a whole number first, halves upward: (2101 + 2300) / 2 = 2200.5 -> 2201
        List<RatedGame> odd = List.of(RatedGame.of("A", 2000, "B", 2101, DRAW), RatedGame.of("C", 2300, "A", 2000, DRAW));
        assertThat(byName(Rater.report(odd, RatingOptions.fide())).get("A").performance()).isEqualTo(2201);
    }

    @Test
    void aPlayerWithTwoRatingsHasNoNewRating() {
        List<RatedGame> games = List.of(RatedGame.of("A", 2000, "B", 2000, DRAW), RatedGame.of("A", 2010, "B", 2000, DRAW));
        Player a = byName(Rater.report(games, RatingOptions.fide())).get("A");
        assertThat(a.rating()).isNull();
        assertThat(a.newRating()).isNull();
        assertThat(a.change()).isNotNull();
    }

    @Test
    void namesDifferingOnlyInCaseOrSpacingAreFound() {
        List<RatedGame> games = List.of(
                new RatedGame("a.pgn", 1, 1, "Carlsen, Magnus", "Anna", 2830, 2450, WHITE_WINS),
                new RatedGame("b.pgn", 1, 1, "carlsen,  magnus", "Anna", 2830, 2450, WHITE_WINS),
                new RatedGame("b.pgn", 2, 9, "Bert", "Anna", 2300, 2450, WHITE_WINS));
        assertThat(Rater.report(games, RatingOptions.fide()).similarNames())
                .containsExactly(List.of("Carlsen, Magnus", "carlsen,  magnus"));
    }

    @Test
    void kParsing() {
        assertThat(KFactor.parse("FIDE")).isInstanceOf(KFactor.Fide.class);
        assertThat(((KFactor.Steps) KFactor.parse("32")).of(2800)).isEqualTo(32);
        KFactor.Steps steps = (KFactor.Steps) KFactor.parse("32,2100,24,2400,16");
        assertThat(List.of(steps.of(0), steps.of(2099), steps.of(2100), steps.of(2399), steps.of(2400)))
                .containsExactly(32.0, 32.0, 24.0, 24.0, 16.0);
        assertThat(steps.text()).isEqualTo("32 below 2100, 24 from 2100 below 2400, 16 from 2400");
        assertThatThrownBy(() -> KFactor.parse("32,2100")).hasMessageContaining("an odd count of numbers");
        assertThatThrownBy(() -> KFactor.parse("32,2400,24,2100,16"))
                .hasMessageContaining("the rating thresholds must rise, 2100 comes after 2400");
        assertThatThrownBy(() -> KFactor.parse("uscf")).hasMessageContaining("'uscf' is not a K");
        assertThatThrownBy(() -> KFactor.parse("0")).hasMessageContaining("K must be a positive number");
        assertThatThrownBy(() -> RatingOptions.fide().withK(KFactor.fixed(32)).withK40(Set.of("A")))
                .hasMessageContaining("players named for K 40 need FIDE's K");
    }
}
