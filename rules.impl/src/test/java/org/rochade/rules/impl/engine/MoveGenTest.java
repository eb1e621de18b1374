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

    @Test
    void hasLegalMoveAgreesWithGenerateInChecksMatesAndStalemates() {
        List<Board> boards = new ArrayList<>(PerftSuite.suiteBoards(fide));
        for (String fen : new String[] {
                "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", // fool's mate
                "R5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1", // back-rank mate
                "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", // stalemate
                "4k3/8/8/8/8/3n4/3PPP2/3QKB2 w - - 0 1"}) { // check, no king step, exd3 takes the checker
            boards.add(SetupCheck.fromFen(fen, org.rochade.rules.api.Variant.CHESS960, new CastlingTables(fide)).toBoard());
        }
        int[] counts = new int[3]; // positions, positions without a legal move, positions in check
        for (Board board : boards) {
            compareHasLegalMove(board, 2, counts);
        }
        assertThat(counts[0]).isGreaterThan(100_000);
        assertThat(counts[1]).isGreaterThanOrEqualTo(3);
        assertThat(counts[2]).isGreaterThan(1_000);
    }

    /** Compares in the position and in every position up to {@code depth} plies after it. */
    private static void compareHasLegalMove(Board b, int depth, int[] counts) {
        int[] moves = new int[MoveGen.MAX_MOVES];
        int n = MoveGen.generate(b, moves, 0);
        assertThat(MoveGen.hasLegalMove(b, new int[MoveGen.MAX_MOVES])).isEqualTo(n > 0);
        counts[0]++;
        counts[1] += n == 0 ? 1 : 0;
        counts[2] += b.checkers() != 0 ? 1 : 0;
        if (depth > 0) {
            for (int i = 0; i < n; i++) {
                b.make(moves[i]);
                compareHasLegalMove(b, depth - 1, counts);
                b.unmake(moves[i]);
            }
        }
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
