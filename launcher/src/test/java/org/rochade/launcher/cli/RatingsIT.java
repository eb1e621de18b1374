package org.rochade.launcher.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.rochade.launcher.cli.Rochade.Result;

/** {@code ratings} as a process over the walkthrough's event (launcher/src/test/resources/event/open.pgn). */
class RatingsIT extends CommandLineTest {

    private Path games;

    @BeforeEach
    void copyTheEvent() throws Exception {
        games = temp.resolve("open.pgn");
        try (InputStream in = RatingsIT.class.getResourceAsStream("/event/open.pgn")) {
            Files.copy(in, games);
        }
    }

    @Test
    void standingsFromTheGamesTags() throws Exception {
        Result result = rochade.run("ratings", games.toString(), "--json");

        assertThat(result.exit()).as(result.err()).isZero();
        List<Map<String, Object>> players = result.out().lines().map(Json::object).toList();
        assertThat(players).extracting(p -> p.get("player"))
                .containsExactly("Bert Jansen", "Dirk Smit", "Anna de Vries", "Cleo Bakker");
        Map<String, Object> anna = players.get(2);
        // Anna: a draw with Bert (2300), an unfinished game with Dirk; K 10 from 2400
        assertThat(anna).containsEntry("games", 1L).containsEntry("score", 0.5).containsEntry("rated", 1L)
                .containsEntry("unfinished", 1L).containsEntry("performance", 2300L).containsEntry("rating", 2450L);
        // FIDE (the default): D 150, table 8.1(b) row 146-153 -> PD .70; 10 x (.5 - .70) = -2.00; 2450 - 2 = 2448
        assertThat(anna).containsEntry("expected", 0.70).containsEntry("change", -2.0).containsEntry("newRating", 2448L);
        // Dirk has no rating: his win against Cleo counts for his score, and rates nobody
        assertThat(players.get(1)).containsEntry("score", 1.0).containsEntry("rated", 0L).containsEntry("performance", null);
        assertThat(players.get(3)).containsEntry("games", 2L).containsEntry("rated", 1L);
    }

    @Test
    void csvAndKSteps() throws Exception {
        Result result = rochade.run("ratings", games.toString(), "--csv", "--k", "32,2100,24,2400,16");

        assertThat(result.exit()).as(result.err()).isZero();
        List<String> lines = result.out().lines().toList();
        assertThat(lines.get(0)).isEqualTo("rank,player,games,score,rated,expected,performance,change,rating,new");
        // Bert (2300, K 24) beat Cleo (2100) and drew Anna (2450), FIDE's table:
        // D 200 -> .76, 24 x (1 - .76) = 5.76; D 150 -> L .30, 24 x (.5 - .30) = 4.80; 10.56; 2310.56 -> 2311
        assertThat(lines.get(1)).isEqualTo("1,Bert Jansen,2,1.5,2,1.06,2468,10.56,2300,2311");
    }

    @Test
    void elosFormulaWithExpectedLogistic() throws Exception {
        Result result = rochade.run("ratings", games.toString(), "--csv", "--expected", "logistic", "--k", "32,2100,24,2400,16");

        assertThat(result.exit()).as(result.err()).isZero();
        // python3: 24*(1-1/(1+10**((2100-2300)/400))) + 24*(0.5-1/(1+10**((2450-2300)/400))) = 10.6473...
        assertThat(result.out().lines().toList().get(1)).isEqualTo("1,Bert Jansen,2,1.5,2,1.06,2468,10.65,2300,2311");
    }

    @Test
    void k40ForThePlayersTheOrganiserNames() throws Exception {
        Result result = rochade.run("ratings", games.toString(), "--json", "--k40", "Cleo Bakker", "--k40", "Nobody");

        assertThat(result.exit()).as(result.err()).isZero();
        assertThat(result.err()).contains("warning: --k40 'Nobody' plays in none of the games");
        Map<String, Object> cleo = result.out().lines().map(Json::object)
                .filter(p -> p.get("player").equals("Cleo Bakker")).findFirst().orElseThrow();
        // Cleo (2100, K 40) lost to Bert (2300): D 200 -> L .24; 40 x (0 - .24) = -9.60
        assertThat(cleo).containsEntry("change", -9.6);
    }

    @Test
    void namesThatDifferOnlyInCaseOrSpacingAreWarnedAbout() throws Exception {
        Files.writeString(games, Files.readString(games).replace("[Black \"Dirk Smit\"]", "[Black \"dirk  smit\"]"));
        Result result = rochade.run("ratings", games.toString());

        assertThat(result.exit()).as(result.err()).isZero();
        assertThat(result.err()).contains("warning: the names 'Dirk Smit', 'dirk  smit' differ only in case or spacing");
        assertThat(result.out()).contains("K: fide (40 for the new players named, and the juniors named below 2300; 20 below 2400, 10 from 2400; K x games at most 700)", "Dirk Smit (unrated) - Anna de Vries (2450)  *  unfinished: not counted");
    }

    @Test
    void badInputIsExit2WithTheReason() throws Exception {
        Result missing = rochade.run("ratings", temp.resolve("none.pgn").toString());
        assertThat(missing.exit()).isEqualTo(2);
        assertThat(missing.err()).isEqualTo("rochade: cannot read " + temp.resolve("none.pgn") + ": no such file" + System.lineSeparator());

        Result badK = rochade.run("ratings", games.toString(), "--k", "32,2100");
        assertThat(badK.exit()).isEqualTo(2);
        assertThat(badK.err()).contains("an odd count of numbers").doesNotContain("Exception");

        Result badMethod = rochade.run("ratings", games.toString(), "--expected", "uscf");
        assertThat(badMethod.exit()).isEqualTo(2);
        assertThat(badMethod.err()).contains("--expected 'uscf': give fide or logistic");

        Result k40WithoutFide = rochade.run("ratings", games.toString(), "--k", "32", "--k40", "Cleo Bakker");
        assertThat(k40WithoutFide.exit()).isEqualTo(2);
        assertThat(k40WithoutFide.err()).contains("players named for K 40 need FIDE's K").doesNotContain("Exception");
    }
}
