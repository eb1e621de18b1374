package org.rochade.benchmarks;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
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
 * Single-threaded perft in steady state on the six start arrays of the peer benchmark (SP 518,
 * 186, 311, 481, 593, 746, one after another, as {@code rochade perft --fen - < six-fens} runs
 * them). The {@code nodes} counter is the figure: JMH prints it as a rate, nodes per second.
 * {@code java -jar benchmarks/target/benchmarks.jar PerftSixArraysBenchmark}
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 5, time = 5)
@Fork(1)
public class PerftSixArraysBenchmark {
    private static final int[] SIX = {518, 186, 311, 481, 593, 746};

    @Param({"5"})
    public int depth;

    private ChessRules rules;
    private Position[] six;

    @Setup
    public void setUp() {
        rules = new EngineRules(Variant.CHESS960, new FideCastling());
        six = new Position[SIX.length];
        for (int i = 0; i < SIX.length; i++) {
            six[i] = rules.startPosition(rules.startArray(SIX[i]));
        }
    }

    /** Nodes counted, which JMH reports per second. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Nodes {
        public long nodes;

        @Setup(Level.Iteration)
        public void clear() {
            nodes = 0;
        }
    }

    @Benchmark
    public long sixArrays(Nodes counter) {
        long total = 0;
        for (Position position : six) {
            total += rules.perft(position, depth);
        }
        counter.nodes += total;
        return total;
    }
}
