package org.rochade.launcher.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.rochade.launcher.cli.Rochade.Result;

/** {@code dice} as a process: the die procedure with given or real throws. */
class DiceCommandIT extends CommandLineTest {
    @Test
    void diceShowsEveryThrowAndRerollsTheSecondKnightsFive() throws Exception {
        Result text = rochade.run("dice", "1", "2", "3", "4", "5", "1");
        text.assertOk();
        assertThat(text.out()).contains("dark-square bishop on a1", "light-square bishop on d1", "[re-roll]",
                "BNRBQKNR");
        Map<String, Object> json = Json.object(rochade.run("dice", "1", "2", "3", "4", "5", "1", "--json").out().strip());
        assertThat(json).containsEntry("backRank", "BNRBQKNR").containsEntry("sp", 225L)
                .containsEntry("variant", "chess960");
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> rolls = (List<Map<String, Object>>) json.get("rolls");
        assertThat(rolls).extracting(roll -> roll.get("value")).containsExactly(1L, 2L, 3L, 4L, 5L, 1L);
        assertThat(rolls).extracting(roll -> roll.get("used")).containsExactly(true, true, true, true, false, true);
        assertThat(rolls).allSatisfy(roll -> assertThat((String) roll.get("meaning")).isNotBlank());
        // the dice's array is the table's array
        assertThat(Json.object(rochade.run("sp", "225", "--json").out().strip())).containsEntry("backRank", "BNRBQKNR");
    }

    @Test
    void tooFewOrBadThrowsAreUserErrors() throws Exception {
        rochade.run("dice", "1", "2").assertUserError("ran out");
        rochade.run("dice", "7").assertUserError("7");
    }

    @Test
    void aRealDieGivesAnArray() throws Exception {
        Result r = rochade.run("dice", "--json");
        r.assertOk();
        assertThat(Json.object(r.out().strip())).containsKeys("sp", "backRank", "rolls");
    }
}
