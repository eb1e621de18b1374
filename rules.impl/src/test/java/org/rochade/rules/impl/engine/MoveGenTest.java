package org.rochade.rules.impl.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.rochade.castling.plugin.FideCastling;

/** The targeted generators (SAN reading) agree with full generation filtered by piece and square, or castling. */
class MoveGenTest {
    private final FideCastling fide = new FideCastling();

    @Test
    void generateToAgreesWithGenerateOnSuitePositionsAndTheirChildren() {
        int checked = 0;
        for (Board board : PerftSuite.suiteBoards(fide)) {
            checked += compare(board);
            int[] moves = new int[MoveGen.MAX_MOVES];
            int n = MoveGen.generate(board, moves, 0);
            for (int i = 0; i < n; i++) {
                board.make(moves[i]);
                checked += compare(board);
                board.unmake(moves[i]);
            }
        }
        assertThat(checked).isGreaterThan(100_000);
    }

    private static int compare(Board b) {
        int[] all = new int[MoveGen.MAX_MOVES];
        int n = MoveGen.generate(b, all, 0);
        int[] some = new int[MoveGen.MAX_MOVES];
        int checked = 0;
        for (int role = Pieces.PAWN; role <= Pieces.KING; role++) {
            for (int to = 0; to < 64; to++) {
                List<Integer> expected = new ArrayList<>();
                for (int i = 0; i < n; i++) {
                    int m = all[i];
                    if (MoveCodec.to(m) == to && MoveCodec.kind(m) != MoveCodec.CASTLE
                            && Pieces.type(b.squares[MoveCodec.from(m)]) == role) {
                        expected.add(m);
                    }
                }
                int k = MoveGen.generateTo(b, some, 0, to, role);
                List<Integer> actual = new ArrayList<>();
                Arrays.stream(some, 0, k).forEach(actual::add);
                assertThat(actual).containsExactlyInAnyOrderElementsOf(expected);
                checked++;
            }
        }
        List<Integer> castles = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (MoveCodec.kind(all[i]) == MoveCodec.CASTLE) {
                castles.add(all[i]);
            }
        }
        int k = MoveGen.castles(b, some, 0);
        List<Integer> actual = new ArrayList<>();
        Arrays.stream(some, 0, k).forEach(actual::add);
        assertThat(actual).containsExactlyInAnyOrderElementsOf(castles);
        return checked + 1;
    }
}
