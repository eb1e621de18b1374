package org.rochade.launcher;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** K-factors, FIDE's dp table and the standings, against figures worked out by hand (Python, see each). */
class RatingsTest {
    /** Anna 2450, Bert 2300, Cleo 2100; Dirk without a rating; one game unfinished. */
    private static final List<RatedGame> EVENT = List.of(
            new RatedGame("e.pgn", 1, 1, "Anna", "Bert", 2450, 2300, "1/2-1/2"),
            new RatedGame("e.pgn", 2, 12, "Cleo", "Anna", 2100, 2450, "0-1"),
            new RatedGame("e.pgn", 3, 23, "Bert", "Cleo", 2300, 2100, "1-0"),
            new RatedGame("e.pgn", 4, 34, "Anna", "Dirk", 2450, null, "1-0"),
            new RatedGame("e.pgn", 5, 45, "Cleo", "Bert", 2100, 2300, "*"));

    @Test
    void kIsANumberFidesOrSteps() {
        assertThat(KFactor.parse("32").of(1200)).isEqualTo(32);
        assertThat(KFactor.parse("32").of(2800)).isEqualTo(32);
        assertThat(KFactor.parse("fide").of(2399)).isEqualTo(20);
        assertThat(KFactor.parse("FIDE").of(2400)).isEqualTo(10);
        KFactor steps = KFactor.parse("32,2100,24,2400,16");
        assertThat(List.of(steps.of(0), steps.of(2099), steps.of(2100), steps.of(2399), steps.of(2400), steps.of(3000)))
                .containsExactly(32.0, 32.0, 24.0, 24.0, 16.0, 16.0);
    }

    @Test
    void aBadKSaysWhatIsWrong() {
        assertThatThrownBy(() -> KFactor.parse("32,2100")).hasMessageContaining("an odd count of numbers");
        assertThatThrownBy(() -> KFactor.parse("32,2400,24,2100,16")).hasMessageContaining("the rating thresholds must rise, 2100 comes after 2400");
        assertThatThrownBy(() -> KFactor.parse("uscf")).hasMessageContaining("'uscf' is not a K");
        assertThatThrownBy(() -> KFactor.parse("0")).hasMessageContaining("K must be a positive number");
    }

    @Test
    void dpIsFidesTableWithTheScoreRoundedToHundredths() {
        assertThat(PerformanceTable.dp(0.5)).isZero();
        assertThat(PerformanceTable.dp(1)).isEqualTo(800);
        assertThat(PerformanceTable.dp(0)).isEqualTo(-800);
        assertThat(PerformanceTable.dp(0.75)).isEqualTo(193);
        assertThat(PerformanceTable.dp(0.83)).isEqualTo(273);
        assertThat(PerformanceTable.dp(0.17)).isEqualTo(-273);
        assertThat(PerformanceTable.dp(2 / 3.0)).isEqualTo(125); // 0.67
        assertThat(PerformanceTable.dp(0.505)).isEqualTo(7); // 0.51
        assertThat(PerformanceTable.dp(0.99)).isEqualTo(677);
        assertThat(PerformanceTable.dp(0.01)).isEqualTo(-677);
    }

    @Test
    void expectedScoreIsElos() {
        // python3: 1/(1+10**((2200-2000)/400)) = 0.2402530733520421
        assertThat(Standings.expected(2000, 2200)).isCloseTo(0.2402530733520421, within(1e-12));
        assertThat(Standings.expected(2200, 2000) + Standings.expected(2000, 2200)).isCloseTo(1, within(1e-12));
    }

    @Test
    void standingsCountFinishedGamesAndRateOnlyRatedOnes() {
        List<Standings.Player> players = Standings.of(EVENT, KFactor.FIDE);

        assertThat(players).extracting(Standings.Player::name).containsExactly("Anna", "Bert", "Cleo", "Dirk");
        Map<String, Standings.Player> by = Map.of("Anna", players.get(0), "Bert", players.get(1), "Cleo", players.get(2), "Dirk", players.get(3));
        // Anna: 3 games, 2.5 points, 2 rated (1.5 of them) against 2300 and 2100; K 10 from 2400
        assertThat(by.get("Anna").games()).hasSize(3);
        assertThat(by.get("Anna").score()).isEqualTo(2.5);
        assertThat(by.get("Anna").rated()).hasSize(2);
        // python3: E(2450,2300)+E(2450,2100) = 1.58572330051877; 10*(0.5-E(2450,2300))+10*(1-E(2450,2100)) = -0.8572330051876995
        assertThat(by.get("Anna").expected()).isCloseTo(1.58572330051877, within(1e-9));
        assertThat(by.get("Anna").change()).isCloseTo(-0.8572330051876995, within(1e-9));
        assertThat(by.get("Anna").performance()).isEqualTo(2200 + 193); // p 0.75
        // Bert: K 20; 20*(0.5-E(2300,2450))+20*(1-E(2300,2100)) = 8.872761536477416; one unfinished game
        assertThat(by.get("Bert").change()).isCloseTo(8.872761536477416, within(1e-9));
        assertThat(by.get("Bert").performance()).isEqualTo(2275 + 193);
        assertThat(by.get("Bert").unfinished()).isEqualTo(1);
        // Cleo lost both rated games: 20*(0-E(2100,2450))+20*(0-E(2100,2300)) = -7.158295526102013
        assertThat(by.get("Cleo").change()).isCloseTo(-7.158295526102013, within(1e-9));
        assertThat(by.get("Cleo").performance()).isEqualTo(2375 - 800);
        // Dirk played one unrated game: counted in games and score, nothing to rate
        assertThat(by.get("Dirk").games()).hasSize(1);
        assertThat(by.get("Dirk").score()).isZero();
        assertThat(by.get("Dirk").performance()).isNull();
        assertThat(by.get("Dirk").change()).isZero();
    }

    @Test
    void namesDifferingOnlyInCaseOrSpacingAreFound() {
        List<RatedGame> games = List.of(
                new RatedGame("a.pgn", 1, 1, "Carlsen, Magnus", "Anna", 2830, 2450, "1-0"),
                new RatedGame("b.pgn", 1, 1, "carlsen,  magnus", "Anna", 2830, 2450, "1-0"),
                new RatedGame("b.pgn", 2, 9, "Bert", "Anna", 2300, 2450, "1-0"));

        assertThat(Standings.nameVariants(Standings.of(games, KFactor.FIDE)))
                .containsExactly(List.of("Carlsen, Magnus", "carlsen,  magnus"));
    }

    @Test
    void theTableJsonAndCsvShowTheSameStandings() {
        List<Standings.Player> players = Standings.of(EVENT, KFactor.FIDE);

        StringWriter text = new StringWriter();
        RatingsOutput.text(new PrintWriter(text), players, EVENT, KFactor.FIDE);
        assertThat(text.toString().lines()).contains(
                "rank  player  games  score  rated  expected  performance   change",
                "   1  Anna        3    2.5      2      1.59         2393    -0.86",
                "   2  Bert        2    1.5      2      1.06         2468    +8.87",
                "   4  Dirk        1      0      0         -            -        -",
                "  e.pgn game 4 (line 34): Anna (2450) - Dirk (unrated)  1-0  unrated",
                "  e.pgn game 5 (line 45): Cleo (2100) - Bert (2300)  *  unfinished: not counted");

        StringWriter json = new StringWriter();
        RatingsOutput.json(new PrintWriter(json), players);
        assertThat(json.toString().lines().findFirst().orElseThrow()).startsWith(
                "{\"rank\":1,\"player\":\"Anna\",\"games\":3,\"score\":2.5,\"rated\":2,\"expected\":1.59,\"performance\":2393,"
                        + "\"change\":-0.86,\"unfinished\":0,\"results\":[{\"file\":\"e.pgn\",\"game\":1,\"line\":1,\"color\":\"white\","
                        + "\"opponent\":\"Bert\",\"result\":\"1/2-1/2\",\"score\":0.5,\"rating\":2450,\"opponentRating\":2300,");
        assertThat(json.toString().lines().toList().get(3)).contains("\"performance\":null", "\"opponentRating\":2450,\"expected\":null");

        StringWriter csv = new StringWriter();
        RatingsOutput.csv(new PrintWriter(csv), Standings.of(List.of(
                new RatedGame("a.pgn", 1, 1, "Carlsen, Magnus", "Anna \"A\"", 2830, 2450, "1-0")), KFactor.parse("32")));
        // python3: 32*(1-1/(1+10**((2450-2830)/400))) = 3.2282441074151436
        assertThat(csv.toString()).isEqualTo("rank,player,games,score,rated,expected,performance,change\r\n"
                + "1,\"Carlsen, Magnus\",1,1,1,0.90,3250,3.23\r\n"
                + "2,\"Anna \"\"A\"\"\",1,0,1,0.10,2030,-3.23\r\n");
    }
}
