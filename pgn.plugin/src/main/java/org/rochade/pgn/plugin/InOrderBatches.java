package org.rochade.pgn.plugin;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;
import java.util.function.Supplier;
import org.rochade.pgn.plugin.read.GameReader;
import org.rochade.pgn.plugin.read.PgnGame;

/**
 * Games read in order on the calling thread, each turned into a result by a worker (checked, or
 * checked and rendered), the results handed on in input order on the calling thread: the one
 * loop of validate and convert, on one thread or several. Memory stays bounded: at most a fixed
 * number of batches, and of input bytes, are in flight.
 *
 * <p>With several threads the calling thread counts as one of them: it reads the games (about a
 * third of the work) and, whenever a batch is already waiting for the workers (more unfinished
 * batches than worker threads), works on the next batch itself instead of queueing it. So two
 * threads keep two cores busy, where a reader feeding two workers would put three busy threads on
 * them. A worker is not shared between threads: there is one per thread, each taken by a batch
 * for its length.
 *
 * @param <R> what a game becomes
 */
final class InOrderBatches<R> {
    private static final int BATCH = 64;
    /**
     * Input bytes of the games in flight, at most (plus one batch): the count of batches alone
     * would let large games (up to the game-size limit each) fill the heap. 4 MB: the launch
     * script bounds the heap (-Xmx64m), and two games of the largest size (16 MB) in flight
     * besides the one being read and the one being written did not fit in it.
     */
    private static final long MAX_BYTES_IN_FLIGHT = 4 << 20;

    /** Takes the results in input order. */
    interface Sink<R> {
        void accept(R result) throws IOException;
    }

    private final int threads;
    private final String threadName;
    private final Supplier<Function<PgnGame, R>> newWorker;

    /**
     * @param threads    threads working on games, the calling one included (1: all on the caller)
     * @param threadName the name of the other threads
     * @param newWorker  makes a worker (one per thread; a worker need not be thread-safe)
     */
    InOrderBatches(int threads, String threadName, Supplier<Function<PgnGame, R>> newWorker) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1: " + threads);
        }
        this.threads = threads;
        this.threadName = threadName;
        this.newWorker = newWorker;
    }

    /**
     * Reads the games to the end and hands every result to the sink, in input order.
     *
     * @return null, or the failure that stopped reading when the input could not be read to its
     *         end: returned after the results of every game read before it were handed on, so
     *         that nothing already done is lost (the game being read when it failed has no
     *         result: its end is lost)
     * @throws IOException what the sink threw
     */
    IOException run(GameReader reader, Sink<R> sink) throws IOException {
        return threads == 1 ? sequential(reader, sink) : parallel(reader, sink);
    }

    private IOException sequential(GameReader reader, Sink<R> sink) throws IOException {
        Function<PgnGame, R> worker = newWorker.get();
        while (true) {
            PgnGame game;
            try {
                game = reader.next();
            } catch (IOException e) {
                return e;
            }
            if (game == null) {
                return null;
            }
            sink.accept(worker.apply(game));
        }
    }

    private IOException parallel(GameReader reader, Sink<R> sink) throws IOException {
        int others = threads - 1;
        ConcurrentLinkedQueue<Function<PgnGame, R>> idle = new ConcurrentLinkedQueue<>();
        for (int i = 0; i < threads; i++) {
            idle.add(newWorker.get());
        }
        ExecutorService pool = Executors.newFixedThreadPool(others, r -> {
            Thread t = new Thread(r, threadName);
            t.setDaemon(true); // never keep a JVM (or a stopping framework) alive
            return t;
        });
        ArrayDeque<Future<List<R>>> inFlight = new ArrayDeque<>();
        ArrayDeque<Long> batchBytes = new ArrayDeque<>();
        long bytesInFlight = 0;
        int window = threads * 4;
        IOException readFailure = null;
        try {
            List<PgnGame> batch = new ArrayList<>(BATCH);
            long batchStart = reader.position();
            while (true) {
                PgnGame game;
                try {
                    game = reader.next();
                } catch (IOException e) {
                    readFailure = e;
                    game = null;
                }
                if (game == null) {
                    break;
                }
                batch.add(game);
                long size = reader.position() - batchStart;
                if (batch.size() == BATCH || size >= MAX_BYTES_IN_FLIGHT / 8) {
                    List<PgnGame> full = batch;
                    if (unfinished(inFlight) > others) {
                        inFlight.add(workHere(full, idle));
                    } else {
                        inFlight.add(pool.submit(() -> work(full, idle)));
                    }
                    batchBytes.add(size);
                    bytesInFlight += size;
                    batch = new ArrayList<>(BATCH);
                    batchStart = reader.position();
                    while (!inFlight.isEmpty() && (inFlight.peekFirst().isDone()
                            || inFlight.size() >= window || bytesInFlight > MAX_BYTES_IN_FLIGHT)) {
                        drainOne(inFlight, sink);
                        bytesInFlight -= batchBytes.removeFirst();
                    }
                }
            }
            if (!batch.isEmpty()) {
                inFlight.add(workHere(batch, idle));
            }
            while (!inFlight.isEmpty()) {
                drainOne(inFlight, sink);
            }
        } finally {
            pool.shutdownNow();
        }
        return readFailure;
    }

    /** Batches handed to the other threads and not finished yet (waiting or being worked on). */
    private static <R> int unfinished(ArrayDeque<Future<List<R>>> inFlight) {
        int n = 0;
        for (Future<List<R>> f : inFlight) {
            if (!f.isDone()) {
                n++;
            }
        }
        return n;
    }

    /**
     * Works on a batch on the calling thread, as a future like the other threads' batches: a
     * failure then surfaces in input order, after the results before it, wrapped as theirs are.
     */
    private Future<List<R>> workHere(List<PgnGame> batch, ConcurrentLinkedQueue<Function<PgnGame, R>> idle) {
        try {
            return CompletableFuture.completedFuture(work(batch, idle));
        } catch (RuntimeException | Error e) {
            return CompletableFuture.failedFuture(e);
        }
    }

    private List<R> work(List<PgnGame> batch, ConcurrentLinkedQueue<Function<PgnGame, R>> idle) {
        Function<PgnGame, R> worker = idle.poll(); // one per thread: never none
        try {
            List<R> results = new ArrayList<>(batch.size());
            for (PgnGame game : batch) {
                results.add(worker.apply(game));
            }
            return results;
        } finally {
            idle.add(worker);
        }
    }

    private static <R> void drainOne(ArrayDeque<Future<List<R>>> inFlight, Sink<R> sink) throws IOException {
        List<R> results;
        try {
            results = inFlight.removeFirst().get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("a game could not be checked", e.getCause());
        }
        for (R result : results) {
            sink.accept(result);
        }
    }
}
