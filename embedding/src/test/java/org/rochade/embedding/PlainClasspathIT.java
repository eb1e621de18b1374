package org.rochade.embedding;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Example host (c) in a JVM of its own whose class path holds exactly the six jars (and the example's
 * class): no OSGi framework, no OSGi API jar, no log API.
 */
class PlainClasspathIT {

    @Test
    void theRulesTheValidatorAndGamesWorkOnAPlainClassPath() throws Exception {
        List<String> classPath = new ArrayList<>();
        for (String jar : List.of("rules.api", "games.api", "rules.impl", "castling.plugin", "pgn.plugin", "jackson-core",
                "diagram", "ratings")) {
            classPath.add(Jars.bundle(jar).toString());
        }
        classPath.add(Jars.testClasses().toString());

        Processes.Outcome outcome = Processes.run(List.of(Processes.java(), "-cp", String.join(File.pathSeparator, classPath),
                PlainClasspathExample.class.getName()), Path.of("."), Duration.ofSeconds(60));

        assertThat(outcome.output().lines()).containsExactly(
                "variants [chess960, fischer168, classic, dfrc]",
                "SP 288 fide castling O-O is f1g1",
                "game 1 VALID",
                "game 2 INVALID",
                "  line 15 ply 3: illegal move 'Kh1': no king can move to h1 in bbqnrrkn/pppppppp/8/8/8/8/PPPPPPPP/BBQNRRKN w - - 2 2",
                "2 games, 1 valid",
                "game 1 moves 1. O-O O-O 2. Ng3 *",
                "played 1. O-O O-O 2. Ng3 *, NONE",
                "written and read back equal",
                "evaluations [0.21, -0.05, 0.30, 0.28, -]",
                "edited 1. O-O O-O 2. c4 (2. Ng3 Ng6 3. e4) 2... e5 (2... c5 3. Ne3) 3. Ne3 *, clocks {WHITE=PT4M50S}",
                "saved and read back Ne3 clock PT4M50S",
                "diagram svg with 32 pieces",
                // 2700 v 2200: Anna counts D 500 (she is rated 2650 or more) so PD .96 twice, K 10;
                // Bert counts 400, PD .08 twice, K 20. Anna 1.5: 10 (1.5 - 1.92) = -4.2; Bert 0.5: 20 (0.5 - 0.16) = 6.8.
                "1. Anna 1.5 expected 1.92 change -4.20",
                "2. Bert 0.5 expected 0.16 change 6.80");
        assertThat(outcome.exitCode()).isZero();
    }
}
