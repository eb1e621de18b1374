package org.rochade.launcher.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.rochade.ratings.RatedGame.Result.BLACK_WINS;
import static org.rochade.ratings.RatedGame.Result.DRAW;
import static org.rochade.ratings.RatedGame.Result.UNFINISHED;
import static org.rochade.ratings.RatedGame.Result.WHITE_WINS;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;
import org.rochade.ratings.ExpectedScore;
import org.rochade.ratings.KFactor;
import org.rochade.ratings.RatedGame;
import org.rochade.ratings.RatingOptions;
import org.rochade.ratings.RatingReport;
import org.rochade.ratings.Ratings;

/**
 * How the command prints the ratings service's report: the table, JSON lines and CSV show the same
 * standings. The figures are the service's (worked by hand in the ratings bundle's RaterTest).
 */
class RatingsTest {
    /** Anna 2450, Bert 2300, Cleo 2100; Dirk without a rating; one game unfinished. */
    private static final List<RatedGame> EVENT = List.of(
            new RatedGame("e.pgn", 1, 1, "Anna", "Bert", 2450, 2300, DRAW),
            new RatedGame("e.pgn", 2, 12, "Cleo", "Anna", 2100, 2450, BLACK_WINS),
            new RatedGame("e.pgn", 3, 23, "Bert", "Cleo", 2300, 2100, WHITE_WINS),
            new RatedGame("e.pgn", 4, 34, "Anna", "Dirk", 2450, null, WHITE_WINS),
            new RatedGame("e.pgn", 5, 45, "Cleo", "Bert", 2100, 2300, UNFINISHED));

    private final Ratings ratings = ServiceLoader.load(Ratings.class).findFirst().orElseThrow();

    @Test
    void theTableJsonAndCsvShowTheSameStandings() {
        RatingReport report = ratings.report(EVENT, RatingOptions.fide());

        StringWriter text = new StringWriter();
        RatingsOutput.text(new PrintWriter(text), report);
        // Anna: PD .70 and .89 (D 150, 350), K 10: 10 x (-.20 + .11) = -0.90; Bert K 20: 20 x (.20 + .24) = +8.80
        assertThat(text.toString().lines()).contains(
                "expected: fide (table 8.1(b); over 400 counts as 400 below 2650)",
                "rank  player  games  score  rated  expected  performance   change     new",
                "   1  Anna        3    2.5      2      1.59         2393    -0.90    2449",
                "   2  Bert        2    1.5      2      1.06         2468    +8.80    2309",
                " 3-4  Cleo        2      0      2      0.35         1575    -7.00    2093", // equal scores share a rank
                " 3-4  Dirk        1      0      0         -            -        -       -",
                "  e.pgn game 4 (line 34): Anna (2450) - Dirk (unrated)  1-0  unrated",
                "  e.pgn game 5 (line 45): Cleo (2100) - Bert (2300)  *  unfinished: not counted");

        StringWriter json = new StringWriter();
        RatingsOutput.json(new PrintWriter(json), report);
        assertThat(json.toString().lines().findFirst().orElseThrow()).startsWith(
                "{\"rank\":1,\"player\":\"Anna\",\"games\":3,\"score\":2.5,\"rated\":2,\"expected\":1.59,\"performance\":2393,"
                        + "\"change\":-0.90,\"rating\":2450,\"newRating\":2449,\"unfinished\":0,\"results\":[{\"file\":\"e.pgn\","
                        + "\"game\":1,\"line\":1,\"color\":\"white\",\"opponent\":\"Bert\",\"result\":\"1/2-1/2\",\"score\":0.5,"
                        + "\"rating\":2450,\"opponentRating\":2300,\"difference\":150,\"expected\":0.70,\"k\":10,\"change\":-2.00}");
        assertThat(json.toString().lines().toList().get(3)).contains("\"expected\":null", "\"performance\":null",
                "\"opponentRating\":2450,\"difference\":null,\"expected\":null,\"k\":null");

        StringWriter csv = new StringWriter();
        RatingsOutput.csv(new PrintWriter(csv), ratings.report(List.of(
                new RatedGame("a.pgn", 1, 1, "Carlsen, Magnus", "Anna \"A\"", 2830, 2450, WHITE_WINS)),
                new RatingOptions(ExpectedScore.LOGISTIC, KFactor.parse("32"), java.util.Set.of(), java.util.Set.of())));
        // python3: 32*(1-1/(1+10**((2450-2830)/400))) = 3.2282441074151436
        assertThat(csv.toString()).isEqualTo("rank,player,games,score,rated,expected,performance,change,rating,new\r\n"
                + "1,\"Carlsen, Magnus\",1,1,1,0.90,3250,3.23,2830,2833\r\n"
                + "2,\"Anna \"\"A\"\"\",1,0,1,0.10,2030,-3.23,2450,2447\r\n");
    }
}
