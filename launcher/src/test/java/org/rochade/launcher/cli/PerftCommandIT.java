package org.rochade.launcher.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.rochade.launcher.cli.TestGames.CLASSIC_XFEN;
import static org.rochade.launcher.cli.TestGames.KIWIPETE;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.rochade.launcher.cli.Rochade.Result;

/** {@code perft} as a process: counts, divide, FENs from standard input, threads. */
class PerftCommandIT extends CommandLineTest {
    @Test
    void perftOfTheClassicStart() throws Exception {
        Result text = rochade.run("perft", "--depth", "3");
        text.assertOk();
        assertThat(text.lines()).contains("nodes:   8902", "depth:   3", "fen:     " + CLASSIC_XFEN);
        assertThat(text.out()).contains("nodes/s:", "time:");
        Map<String, Object> json = Json.object(rochade.run("perft", "--depth", "3", "--json").out().strip());
        assertThat(json).containsEntry("fen", CLASSIC_XFEN).containsEntry("depth", 3L).containsEntry("nodes", 8902L);
        assertThat((Long) json.get("nanos")).isPositive();
    }

    @Test
    void perftOfDepthZeroIsOneNodeAndTheHelpSaysWhichDepths() throws Exception {
        Result text = rochade.run("perft", "--depth", "0");
        text.assertOk();
        assertThat(text.lines()).contains("nodes:   1", "depth:   0");
        assertThat(Json.object(rochade.run("perft", "--depth", "0", "--threads", "2", "--json").out().strip()))
                .containsEntry("nodes", 1L);
        rochade.run("perft", "--depth", "-1").assertUserError("--depth must be 0..64, not -1");
        rochade.run("perft", "--depth", "65").assertUserError("perft depth must be 0..64, not 65");
        rochade.run("perft", "--depth", "0", "--divide").assertUserError("--divide needs --depth 1 or more");
        assertThat(rochade.run("perft", "--help").out().replaceAll("\\s+", " ")).contains("0 to 64 (0 counts the position itself: 1 node)");
    }

    @Test
    void perftDivide() throws Exception {
        Result text = rochade.run("perft", "--depth", "2", "--divide");
        text.assertOk();
        assertThat(text.lines()).contains("e2e4: 20", "g1f3: 20", "nodes:   400");
        Map<String, Object> json = Json.object(rochade.run("perft", "--depth", "2", "--divide", "--json").out().strip());
        @SuppressWarnings("unchecked")
        Map<String, Object> divide = (Map<String, Object>) json.get("divide");
        assertThat(divide).hasSize(20).containsEntry("e2e4", 20L);
    }

    @Test
    void perftReadsFensFromStdin() throws Exception {
        Result r = rochade.runWithStdin("# start and kiwipete\n\n" + CLASSIC_XFEN + "\n" + KIWIPETE + "\n",
                "perft", "--depth", "3", "--fen", "-", "--json");
        r.assertOk();
        assertThat(r.lines()).hasSize(2);
        assertThat(Json.object(r.lines().get(0))).containsEntry("fen", CLASSIC_XFEN).containsEntry("nodes", 8902L);
        assertThat(Json.object(r.lines().get(1))).containsEntry("fen", KIWIPETE).containsEntry("nodes", 97862L);
    }

    @Test
    void threadsDoNotChangeTheCount() throws Exception {
        Map<String, Object> one = Json.object(rochade.run("perft", "--depth", "3", "--fen", KIWIPETE, "--threads", "1",
                "--json", "--divide").out().strip());
        Map<String, Object> two = Json.object(rochade.run("perft", "--depth", "3", "--fen", KIWIPETE, "--threads", "2",
                "--json", "--divide").out().strip());
        assertThat(one.get("nodes")).isEqualTo(97862L);
        assertThat(two.get("nodes")).isEqualTo(97862L);
        assertThat(two.get("divide")).isEqualTo(one.get("divide"));
    }

    @Test
    void aBadFenIsAUserError() throws Exception {
        rochade.run("perft", "--depth", "1", "--fen", "rnbqkbnr/pppppppp/8/8 w KQkq - 0 1").assertUserError("invalid FEN");
        Result stdin = rochade.runWithStdin(CLASSIC_XFEN + "\nnot a fen\n", "perft", "--depth", "1", "--fen", "-");
        assertThat(stdin.exit()).isEqualTo(2);
        assertThat(stdin.err().lines()).hasSize(1);
        assertThat(stdin.err()).contains("stdin line 2", "invalid FEN").doesNotContain("Exception");
        assertThat(stdin.out()).contains("nodes:   20");
    }
}
