package org.rochade.rules.impl.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.rochade.castling.plugin.FideCastling;

/** Perft's leaf counter agrees with full generation in every position it meets. */
class MoveCounterTest {
    private final FideCastling fide = new FideCastling();

    @Test
    void countAgreesWithGenerateOnSuitePositionsAndTwoPliesBelow() {
        int[] stats = new int[2]; // positions compared, positions in check
        for (Board board : PerftSuite.suiteBoards(fide)) {
            compare(board, 2, stats);
        }
        assertThat(stats[0]).isGreaterThan(100_000);
        assertThat(stats[1]).isGreaterThan(1_000);
    }

    private static void compare(Board b, int depth, int[] stats) {
        int[] moves = new int[MoveGen.MAX_MOVES];
        int n = MoveGen.generate(b, moves, 0);
        assertThat(MoveCounter.count(b)).as("legal moves of %s", EnginePosition.of(b, org.rochade.rules.api.Variant.CHESS960).fen()).isEqualTo(n);
        stats[0]++;
        stats[1] += b.checkers() != 0 ? 1 : 0;
        if (depth > 0) {
            for (int i = 0; i < n; i++) {
                b.make(moves[i]);
                compare(b, depth - 1, stats);
                b.unmake(moves[i]);
            }
        }
    }
}
