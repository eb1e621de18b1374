package org.rochade.launcher.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.rochade.launcher.cli.Rochade.Result;

/** {@code random} as a process: seeded draws of start arrays. */
class RandomCommandIT extends CommandLineTest {
    @Test
    void theSameSeedGivesTheSameArrays() throws Exception {
        Result first = rochade.run("random", "--seed", "42", "--count", "3");
        Result second = rochade.run("random", "--seed", "42", "--count", "3");
        first.assertOk();
        assertThat(second.out()).isEqualTo(first.out());
        Result json = rochade.run("random", "--seed", "42", "--count", "3", "--json");
        json.assertOk();
        assertThat(json.lines()).hasSize(3).allSatisfy(line -> assertThat(Json.object(line)).containsKeys(
                "variant", "number", "sp", "backRank", "xfen", "shredderFen"));
    }
}
