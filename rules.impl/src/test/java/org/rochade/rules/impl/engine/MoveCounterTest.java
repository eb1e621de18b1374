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

    /**
     * A plain move played only for counting leaves what the counter reads (bitboards, side, en
     * passant square, castling rights) as a full make does, and its take-back restores the board.
     */
    @Test
    void playCountedMatchesMakeOnWhatCountReadsAndTakesBackExactly() {
        int[] checked = new int[1];
        for (Board board : PerftSuite.suiteBoards(fide)) {
            comparePlayCounted(board, 1, checked);
        }
        assertThat(checked[0]).isGreaterThan(100_000);
    }

    private static void comparePlayCounted(Board b, int depth, int[] checked) {
        int[] moves = new int[MoveGen.MAX_MOVES];
        int n = MoveGen.generate(b, moves, 0);
        String before = state(b, true);
        for (int i = 0; i < n; i++) {
            int move = moves[i];
            b.make(move);
            String made = state(b, false);
            b.unmake(move);
            if (MoveCodec.kind(move) == MoveCodec.NORMAL) {
                long rights = b.castlingRights;
                int ep = b.epSquare;
                int captured = b.playCounted(move);
                assertThat(state(b, false)).isEqualTo(made);
                b.takeBackCounted(move, captured, rights, ep);
                assertThat(state(b, true)).isEqualTo(before);
                checked[0]++;
            }
            if (depth > 0) {
                b.make(move);
                comparePlayCounted(b, depth - 1, checked);
                b.unmake(move);
            }
        }
    }

    /** What the counter reads, and with {@code all} the squares and clocks too. */
    private static String state(Board b, boolean all) {
        String counted = java.util.Arrays.toString(b.byType) + java.util.Arrays.toString(b.byColor) + b.occupied
                + " side " + b.side + " ep " + b.epSquare + " rights " + b.castlingRights;
        return all ? counted + java.util.Arrays.toString(b.squares) + " " + b.halfmoveClock + " " + b.fullmoveNumber : counted;
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
