package org.rochade.benchmarks;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.rochade.castling.plugin.FideCastling;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.Variant;
import org.rochade.rules.impl.engine.EngineRules;

/**
 * Single-threaded perft on start arrays, the same positions as Stockfish's baseline
 * ({@code go perft 5}). Nodes per second = the perft count divided by the reported time.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 3)
@Measurement(iterations = 3, time = 5)
@Fork(1)
public class PerftBenchmark {

    @Param({"518", "186", "311", "481", "593", "746"})
    public int sp;

    @Param({"5"})
    public int depth;

    private ChessRules rules;
    private Position start;

    @Setup
    public void setUp() {
        rules = new EngineRules(Variant.CHESS960, new FideCastling());
        start = rules.startPosition(rules.startArray(sp));
    }

    @Benchmark
    public long perft() {
        return rules.perft(start, depth);
    }
}
