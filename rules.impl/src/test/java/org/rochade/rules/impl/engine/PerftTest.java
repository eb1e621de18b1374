package org.rochade.rules.impl.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.rochade.castling.plugin.FideCastling;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.RulesException;
import org.rochade.rules.api.Variant;

/**
 * The engine against the published perft suites (copied into test resources): every position to the
 * depths whose nodes fit {@link #NODE_BUDGET} here (depth 4 for the start arrays and most Chess960
 * positions, 5 for a few), every known depth with {@code mvn verify -Pdeep-perft}.
 */
class PerftTest {
    /** Nodes walked per position at the most, all its checked depths together. */
    private static final long NODE_BUDGET = 3_000_000;

    private final ChessRules chess960 = new EngineRules(Variant.CHESS960, new FideCastling());
    private final ChessRules dfrc = new EngineRules(Variant.DFRC, new FideCastling());

    @Test
    void depthZeroIsThePositionItselfAndDivideStartsAtOne() {
        Position start = chess960.startPosition(chess960.startArray(518));
        assertThat(chess960.perft(start, 0)).isEqualTo(1);
        assertThat(chess960.perft(start, 1)).isEqualTo(20);
        assertThat(chess960.divide(start, 1)).hasSize(20).allSatisfy((move, nodes) -> assertThat(nodes).isEqualTo(1));
        assertThatThrownBy(() -> chess960.perft(start, -1)).isInstanceOf(RulesException.class)
                .hasMessage("perft depth must be 0..64, not -1");
        assertThatThrownBy(() -> chess960.perft(start, 65)).isInstanceOf(RulesException.class)
                .hasMessage("perft depth must be 0..64, not 65");
        assertThatThrownBy(() -> chess960.divide(start, 0)).isInstanceOf(RulesException.class)
                .hasMessage("divide depth must be 1..64, not 0");
    }

    @TestFactory
    Stream<DynamicTest> chess960Positions() {
        return suite("chess960.tsv");
    }

    @TestFactory
    Stream<DynamicTest> trickyPositions() {
        return suite("tricky.tsv");
    }

    @TestFactory
    Stream<DynamicTest> everyChess960StartArray() {
        return suite("chess960-starts.tsv");
    }

    @TestFactory
    Stream<DynamicTest> everyFischer168StartArray() {
        return suite("fischer168-starts.tsv");
    }

    /** Double Fischer Random, each side castling from its own rooks; counts from Stockfish (see the file). */
    @TestFactory
    Stream<DynamicTest> doubleFischerRandomPositions() {
        return suite(dfrc, "dfrc.tsv");
    }

    private Stream<DynamicTest> suite(String resource) {
        return suite(chess960, resource);
    }

    private static Stream<DynamicTest> suite(ChessRules rules, String resource) {
        return PerftSuite.load(resource).stream().map(c -> DynamicTest.dynamicTest(c.name() + " " + c.fen(), () -> {
            Position position = rules.fromFen(c.fen());
            for (int depth = 1; depth <= c.depthsWithin(NODE_BUDGET); depth++) {
                assertThat(rules.perft(position, depth)).as("perft %d of %s", depth, c.fen())
                        .isEqualTo(c.counts()[depth - 1]);
            }
        }));
    }
}
