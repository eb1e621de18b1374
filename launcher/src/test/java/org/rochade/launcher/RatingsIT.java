package org.rochade.launcher;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.rochade.launcher.Rochade.Result;

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
                .containsEntry("unfinished", 1L).containsEntry("performance", 2300L);
        // python3: 10*(0.5-1/(1+10**((2300-2450)/400))) = -2.0338...
        assertThat(anna.get("change").toString()).isEqualTo("-2.03");
        // Dirk has no rating: his win against Cleo counts for his score, and rates nobody
        assertThat(players.get(1)).containsEntry("score", 1.0).containsEntry("rated", 0L).containsEntry("performance", null);
        assertThat(players.get(3)).containsEntry("games", 2L).containsEntry("rated", 1L);
    }

    @Test
    void csvAndKSteps() throws Exception {
        Result result = rochade.run("ratings", games.toString(), "--csv", "--k", "32,2100,24,2400,16");

        assertThat(result.exit()).as(result.err()).isZero();
        List<String> lines = result.out().lines().toList();
        assertThat(lines.get(0)).isEqualTo("rank,player,games,score,rated,expected,performance,change");
        // Bert (2300, K 24) beat Cleo (2100) and drew Anna (2450):
        // python3: 24*(1-1/(1+10**((2100-2300)/400))) + 24*(0.5-1/(1+10**((2450-2300)/400))) = 10.6473...
        assertThat(lines.get(1)).isEqualTo("1,Bert Jansen,2,1.5,2,1.06,2468,10.65");
    }

    @Test
    void namesThatDifferOnlyInCaseOrSpacingAreWarnedAbout() throws Exception {
        Files.writeString(games, Files.readString(games).replace("[Black \"Dirk Smit\"]", "[Black \"dirk  smit\"]"));
        Result result = rochade.run("ratings", games.toString());

        assertThat(result.exit()).as(result.err()).isZero();
        assertThat(result.err()).contains("warning: the names 'Dirk Smit', 'dirk  smit' differ only in case or spacing");
        assertThat(result.out()).contains("K: fide (20 below 2400, 10 from 2400)", "Dirk Smit (unrated) - Anna de Vries (2450)  *  unfinished: not counted");
    }

    @Test
    void badInputIsExit2WithTheReason() throws Exception {
        Result missing = rochade.run("ratings", temp.resolve("none.pgn").toString());
        assertThat(missing.exit()).isEqualTo(2);
        assertThat(missing.err()).isEqualTo("rochade: cannot read " + temp.resolve("none.pgn") + ": no such file" + System.lineSeparator());

        Result badK = rochade.run("ratings", games.toString(), "--k", "32,2100");
        assertThat(badK.exit()).isEqualTo(2);
        assertThat(badK.err()).contains("an odd count of numbers").doesNotContain("Exception");
    }
}
