package org.rochade.rules.impl.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.rochade.castling.plugin.FideCastling;
import org.rochade.rules.api.SanPattern;
import org.rochade.rules.api.Square;
import org.rochade.rules.api.Variant;

/**
 * The backward look-up of SAN moves ({@link SanMoves}) finds only what the move-list search
 * ({@link Notation#pickFast} over {@link MoveGen#generateTo}) finds, and finds every plain move.
 */
class SanMovesTest {
    private final FideCastling fide = new FideCastling();
    private static final String[] LETTERS = {"", "N", "B", "R", "Q", "K"};

    @Test
    void everyPatternOnSuitePositionsAndTheirChildrenIsFoundAsTheSearchFindsIt() {
        long[] counts = new long[3]; // patterns, found by SanMoves, found by the search
        for (Board board : boards()) {
            compare(board, counts);
        }
        assertThat(counts[0]).isGreaterThan(1_000_000);
        // The plain cases are most of what the search finds here (the rest: promotions, en
        // passant, pawn pushes that name their file, pawn moves that name a rank).
        assertThat(counts[1]).isGreaterThan(counts[2] * 6 / 10);
    }

    @Test
    void everyLegalPlainMoveWrittenAsSanIsFoundByItsOwnText() {
        int checked = 0;
        int[] moves = new int[MoveGen.MAX_MOVES];
        for (Board board : boards()) {
            int n = MoveGen.generate(board, moves, 0);
            for (int i = 0; i < n; i++) {
                int m = moves[i];
                int kind = MoveCodec.kind(m);
                if (kind == MoveCodec.CASTLE || kind == MoveCodec.PROMOTION || kind == MoveCodec.EN_PASSANT) {
                    continue;
                }
                String san = Notation.toSan(board, new int[MoveGen.MAX_MOVES], m, fide);
                int found = SanMoves.find(board, SanPattern.read(san));
                assertThat(found & ~SanMoves.ALONE).as(san).isEqualTo(m);
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(100_000);
    }

    @Test
    void aPinnedPieceAndAMoveThatLeavesCheckAreNotFoundAndTheOtherPieceIs() {
        // The knight on d2 is pinned by the bishop on b4: "Nf3" is the g1 knight's, "Nd2f3" none.
        Board b = SetupCheck.fromFen("4k3/8/8/8/1b6/8/3N4/4K1N1 w - - 0 1", Variant.CHESS960, new CastlingTables(fide)).toBoard();
        assertThat(SanMoves.find(b, SanPattern.read("Nf3"))).isEqualTo(MoveCodec.encode(6, 21, MoveCodec.NORMAL));
        assertThat(SanMoves.find(b, SanPattern.read("Ndf3"))).isEqualTo(-1);
        // In check from the rook on e8: only a block or the king; "Nf3" answers nothing.
        Board check = SetupCheck.fromFen("4r1k1/8/8/8/8/8/3N4/4K1N1 w - - 0 1", Variant.CHESS960, new CastlingTables(fide)).toBoard();
        assertThat(SanMoves.find(check, SanPattern.read("Nf3"))).isEqualTo(-1);
        assertThat(SanMoves.find(check, SanPattern.read("Ne2")) & ~SanMoves.ALONE)
                .isEqualTo(MoveCodec.encode(6, 12, MoveCodec.NORMAL));
        assertThat(SanMoves.find(check, SanPattern.read("Ne4")) & ~SanMoves.ALONE)
                .isEqualTo(MoveCodec.encode(11, 28, MoveCodec.NORMAL));
    }

    /** The suite's positions and every third position a move leads to from them. */
    private List<Board> boards() {
        List<Board> boards = new ArrayList<>();
        int[] moves = new int[MoveGen.MAX_MOVES];
        for (Board board : PerftSuite.suiteBoards(fide)) {
            boards.add(board);
            int n = MoveGen.generate(board, moves, 0);
            for (int i = 0; i < n; i += 3) {
                Board child = board.copy();
                child.make(moves[i]);
                boards.add(child);
            }
        }
        return boards;
    }

    /**
     * Every SAN text of a piece type to every square: without and with the capture mark, naming a
     * from-file, a from-rank, or the square of each piece of that type of the side to move.
     */
    private static void compare(Board b, long[] counts) {
        int[] candidates = new int[MoveGen.MAX_MOVES_TO];
        for (int to = 0; to < 64; to++) {
            String square = Square.of(to).toString();
            for (int role = 0; role < 6; role++) {
                String letter = LETTERS[role];
                check(b, letter + square, candidates, counts);
                check(b, letter + "x" + square, candidates, counts);
                for (int i = 0; i < 8; i++) {
                    check(b, letter + (char) ('a' + i) + square, candidates, counts);
                    check(b, letter + (char) ('a' + i) + "x" + square, candidates, counts);
                    check(b, letter + (char) ('1' + i) + square, candidates, counts);
                }
                for (long pieces = b.byType[role] & b.byColor[b.side]; pieces != 0; pieces &= pieces - 1) {
                    check(b, letter + Square.of(Bits.lowest(pieces)) + square, candidates, counts);
                }
            }
        }
    }

    private static void check(Board b, String san, int[] candidates, long[] counts) {
        int code = SanPattern.read(san);
        int found = SanMoves.find(b, code);
        int count = SanReader.isPieceMove(code) ? Notation.candidatesFast(b, candidates, code) : 0;
        int searched = SanReader.isPieceMove(code) ? Notation.pickFast(b, candidates, count, code) : -1;
        counts[0]++;
        if (searched >= 0) {
            counts[2]++;
        }
        if (found < 0) {
            return;
        }
        counts[1]++;
        if ((found & ~SanMoves.ALONE) != searched) {
            assertThat(found & ~SanMoves.ALONE).as(san + " in " + EnginePosition.of(b, Variant.CHESS960).fen()).isEqualTo(searched);
        }
        if ((found & SanMoves.ALONE) != 0 && SanReader.role(code) != Pieces.PAWN && count != 1) {
            assertThat(count).as(san + " alone in " + EnginePosition.of(b, Variant.CHESS960).fen()).isEqualTo(1);
        }
    }
}
