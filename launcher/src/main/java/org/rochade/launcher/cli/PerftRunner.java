package org.rochade.launcher.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Move;
import org.rochade.rules.api.Position;

/**
 * Runs perft with one thread ({@link ChessRules#perft}, {@link ChessRules#divide}) or splits the
 * root moves across a fixed pool, each worker counting {@code perft(child, depth - 1)}. Positions are
 * immutable and the rules thread-safe, so workers share them freely. Close it to stop the pool.
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
        long nodes;
        if (pool == null || depth <= 1) {
            if (divide) {
                perMove = new LinkedHashMap<>();
                nodes = 0;
                for (Map.Entry<Move, Long> entry : rules.divide(position, depth).entrySet()) {
                    perMove.put(rules.toUci(position, entry.getKey()), entry.getValue());
                    nodes += entry.getValue();
                }
            } else {
                nodes = rules.perft(position, depth);
            }
        } else {
            List<Move> moves = rules.legalMoves(position);
            List<Future<Long>> counts = new ArrayList<>(moves.size());
            for (Move move : moves) {
                counts.add(pool.submit(() -> rules.perft(rules.play(position, move), depth - 1)));
            }
            perMove = divide ? new LinkedHashMap<>() : null;
            nodes = 0;
            for (int i = 0; i < moves.size(); i++) {
                long count = await(counts.get(i));
                nodes += count;
                if (perMove != null) {
                    perMove.put(rules.toUci(position, moves.get(i)), count);
                }
            }
        }
        return new PerftResult(rules.variant(), fen, depth, nodes, System.nanoTime() - start, perMove);
    }

    private static long await(Future<Long> count) {
        try {
            return count.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("perft interrupted", e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (cause instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(cause);
        }
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
