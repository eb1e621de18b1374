package org.rochade.rules.impl.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.rochade.castling.plugin.FideCastling;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Move;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.Variant;

/** {@link ChessRules#divide(Position, int, java.util.concurrent.Executor)}: the one-thread divide's counts, in its order. */
class DivideOnExecutorTest {
    private final ChessRules chess960 = new EngineRules(Variant.CHESS960, new FideCastling());
    private final ExecutorService pool = Executors.newFixedThreadPool(3);

    @AfterEach
    void stopPool() {
        pool.shutdownNow();
    }

    @Test
    void sameCountsInTheSameOrderAsOnOneThread() {
        for (String fen : List.of(
                "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 0 9",
                "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")) {
            Position position = chess960.fromFen(fen);
            for (int depth = 1; depth <= 3; depth++) {
                Map<Move, Long> onPool = chess960.divide(position, depth, pool);
                Map<Move, Long> alone = chess960.divide(position, depth);
                assertThat(onPool).as("divide %d of %s", depth, fen).isEqualTo(alone);
                assertThat(List.copyOf(onPool.keySet())).as("order").isEqualTo(List.copyOf(alone.keySet()));
            }
        }
    }

    @Test
    void anExecutorsRefusalIsThrownAsItself() {
        Position start = chess960.fromFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        IllegalStateException failure = new IllegalStateException("pool refused");
        assertThatThrownBy(() -> chess960.divide(start, 2, task -> {
            throw failure;
        })).isSameAs(failure);
    }
}
