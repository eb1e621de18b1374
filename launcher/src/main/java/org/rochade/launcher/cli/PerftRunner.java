package org.rochade.launcher.cli;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Move;
import org.rochade.rules.api.Position;

/**
 * Runs perft with one thread ({@link ChessRules#perft}, {@link ChessRules#divide}) or on a fixed
 * pool of threads ({@link ChessRules#divide(Position, int, java.util.concurrent.Executor)}), timed,
 * with the root moves in UCI. Close it to stop the pool.
 */
final class PerftRunner implements AutoCloseable {
    private final ChessRules rules;
    private final ExecutorService pool;

    PerftRunner(ChessRules rules, int threads) {
        this.rules = rules;
        this.pool = threads > 1 ? Executors.newFixedThreadPool(threads, daemonThreads()) : null;
    }

    /** Perft of {@code position} to {@code depth}; with {@code divide}, also per root move in UCI. */
    PerftResult run(String fen, Position position, int depth, boolean divide) {
        long start = System.nanoTime();
        Map<String, Long> perMove = null;
        long nodes = 0;
        if (!divide && (pool == null || depth == 0)) { // depth 0: the position itself, no root move to split by
            nodes = rules.perft(position, depth);
        } else {
            Map<Move, Long> counts = pool != null ? rules.divide(position, depth, pool) : rules.divide(position, depth);
            perMove = divide ? new LinkedHashMap<>() : null;
            for (Map.Entry<Move, Long> entry : counts.entrySet()) {
                nodes += entry.getValue();
                if (perMove != null) {
                    perMove.put(rules.toUci(position, entry.getKey()), entry.getValue());
                }
            }
        }
        return new PerftResult(rules.variant(), fen, depth, nodes, System.nanoTime() - start, perMove);
    }

    @Override
    public void close() {
        if (pool != null) {
            pool.shutdownNow();
        }
    }

    private static ThreadFactory daemonThreads() {
        AtomicInteger number = new AtomicInteger();
        return task -> {
            Thread thread = new Thread(task, "perft-" + number.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }
}
