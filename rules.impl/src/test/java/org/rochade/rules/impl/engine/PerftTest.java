package org.rochade.rules.impl.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.rochade.castling.plugin.FideCastling;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.Variant;

/**
 * The engine against the published perft suites (copied into test resources): every position to
 * depth 4 here, every known depth with {@code mvn verify -Pdeep-perft}.
 */
class PerftTest {
    private final ChessRules chess960 = new EngineRules(Variant.CHESS960, new FideCastling());
    private final ChessRules dfrc = new EngineRules(Variant.DFRC, new FideCastling());

    @TestFactory
    Stream<DynamicTest> chess960Positions() {
        return suite("chess960.tsv", 4);
    }

    @TestFactory
    Stream<DynamicTest> trickyPositions() {
        return suite("tricky.tsv", 5);
    }

    @TestFactory
    Stream<DynamicTest> everyChess960StartArray() {
        return suite("chess960-starts.tsv", 4);
    }

    @TestFactory
    Stream<DynamicTest> everyFischer168StartArray() {
        return suite("fischer168-starts.tsv", 4);
    }

    /** Double Fischer Random, each side castling from its own rooks; counts from Stockfish (see the file). */
    @TestFactory
    Stream<DynamicTest> doubleFischerRandomPositions() {
        return suite(dfrc, "dfrc.tsv", 4);
    }

    private Stream<DynamicTest> suite(String resource, int defaultDepth) {
        return suite(chess960, resource, defaultDepth);
    }

    private static Stream<DynamicTest> suite(ChessRules rules, String resource, int defaultDepth) {
        return PerftSuite.load(resource).stream().map(c -> DynamicTest.dynamicTest(c.name() + " " + c.fen(), () -> {
            Position position = rules.fromFen(c.fen());
            for (int depth = 1; depth <= c.depthsToCheck(defaultDepth); depth++) {
                assertThat(rules.perft(position, depth)).as("perft %d of %s", depth, c.fen())
                        .isEqualTo(c.counts()[depth - 1]);
            }
        }));
    }
}
