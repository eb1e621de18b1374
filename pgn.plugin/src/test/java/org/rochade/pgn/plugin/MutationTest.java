package org.rochade.pgn.plugin;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.rochade.games.api.pgn.GameReport;
import org.rochade.games.api.pgn.PgnLimits;
import org.rochade.games.api.pgn.ValidationOptions;

/**
 * Damaged input never makes the validator throw: seeded random byte changes, insertions and cuts
 * in the corpus are all reported as findings, and most games survive around the damage.
 */
class MutationTest {
    private static final String SYNTAX = "{}()[]\"\\;%$!?.-*0O#+=\n\r\t ";

    @Test
    void randomDamageIsReportedNeverThrown() throws IOException {
        byte[] corpus = Arrays.copyOf(TestRules.resource("corpus-bad.pgn").readAllBytes(), 120_000);
        SplittableRandom random = new SplittableRandom(960);
        ValidationOptions options = ValidationOptions.defaults().withLimits(new PgnLimits(2000, 5000, 500, 50, 8, 2000, PgnLimits.DEFAULT_MAX_GAME_BYTES));
        for (int round = 0; round < 60; round++) {
            byte[] damaged = corpus.clone();
            for (int i = 0; i < 1 + random.nextInt(40); i++) {
                int at = random.nextInt(damaged.length);
                switch (random.nextInt(4)) {
                    case 0 -> damaged[at] = (byte) random.nextInt(256);
                    case 1 -> damaged[at] = (byte) SYNTAX.charAt(random.nextInt(SYNTAX.length()));
                    case 2 -> damaged = Arrays.copyOf(damaged, at); // truncate
                    default -> {
                        byte[] longer = new byte[damaged.length + 1];
                        System.arraycopy(damaged, 0, longer, 0, at);
                        longer[at] = (byte) random.nextInt(256);
                        System.arraycopy(damaged, at, longer, at + 1, damaged.length - at);
                        damaged = longer;
                    }
                }
                if (damaged.length == 0) {
                    break;
                }
            }
            List<GameReport> reports = TestRules.validate(damaged, options);
            for (GameReport r : reports) {
                assertThat(r.isValid() || r.findings().stream().anyMatch(f -> f.isError())).isTrue();
            }
        }
    }
}
