package org.rochade.pgn.plugin;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Supplier;
import org.rochade.pgn.plugin.check.GameChecker;
import org.rochade.pgn.plugin.check.RulesRegistry;
import org.rochade.pgn.plugin.read.GameReader;
import org.rochade.pgn.plugin.read.PgnGame;
import org.rochade.pgn.plugin.report.SummaryCounter;
import org.rochade.rules.api.pgn.GameReport;
import org.rochade.rules.api.pgn.GameReportSink;
import org.rochade.rules.api.pgn.ValidationOptions;
import org.rochade.rules.api.pgn.ValidationSummary;

/**
 * One validation: read games in order on the calling thread, check them (there, or in batches on
 * worker threads), and hand the reports to the sink in input order on the calling thread.
 * Memory stays bounded: at most a fixed number of batches are in flight.
 */
final class ValidationRun {
    private static final int BATCH = 64;
    /**
     * Input bytes of the games in flight, at most (plus one batch): the count of batches alone
     * would let large games (up to the game-size limit each) fill the heap.
     */
    private static final long MAX_BYTES_IN_FLIGHT = 16 << 20;

    private final ValidationOptions options;
    private final Supplier<RulesRegistry> registry;
    private final GameChecker checker;

    ValidationRun(ValidationOptions options, Supplier<RulesRegistry> registry) {
        this.options = options;
        this.registry = registry;
        this.checker = new GameChecker(options.variations(), options.finalFen(), options.defaultVariant());
    }

    /** Set when the input failed mid-way (a truncated gzip file, a disk error): reading stopped there. */
    private IOException readFailure;

    /**
     * @throws IOException when the input cannot be read to its end: after the reports of every
     *         game read before the failure and the summary of them, so that nothing already
     *         checked is lost and no report is cut off half-written
     */
    ValidationSummary run(InputStream in, GameReportSink sink) throws IOException {
        long start = System.nanoTime();
        GameReader reader = new GameReader(in, options.limits());
        SummaryCounter counter = new SummaryCounter();
        if (options.threads() == 1) {
            for (PgnGame game = next(reader); game != null; game = next(reader)) {
                emit(checker.check(game, registry.get()), counter, sink);
            }
        } else {
            parallel(reader, counter, sink);
        }
        ValidationSummary summary = counter.summary(reader.position(), System.nanoTime() - start);
        sink.finish(summary);
        if (readFailure != null) {
            throw readFailure;
        }
        return summary;
    }

    /**
     * The next game, or null at the end of the input or when it cannot be read further; the
     * failure (which says where) is kept for {@link #run} to throw once the games before it are
     * reported. (The game being read when it failed is not reported: its end is lost.)
     */
    private PgnGame next(GameReader reader) {
        try {
            return reader.next();
        } catch (IOException e) {
            readFailure = e;
            return null;
        }
    }

    private static void emit(GameReport report, SummaryCounter counter, GameReportSink sink) throws IOException {
        counter.add(report);
        sink.game(report);
    }

    /**
     * Assemble sequentially, validate in parallel, emit in order. The calling thread counts as one
     * of the {@code threads}: it reads the games (about a third of the work) and, whenever a batch
     * is already waiting for the workers (more unfinished batches than workers), checks the next
     * batch itself instead of queueing it. So two threads keep two cores busy, where a reader
     * feeding two workers would put three busy threads on them.
     */
    private void parallel(GameReader reader, SummaryCounter counter, GameReportSink sink) throws IOException {
        int workers = options.threads() - 1;
        ExecutorService pool = Executors.newFixedThreadPool(workers, r -> {
            Thread t = new Thread(r, "rochade-pgn-validate");
            t.setDaemon(true); // never keep a JVM (or a stopping framework) alive
            return t;
        });
        ArrayDeque<Future<List<GameReport>>> inFlight = new ArrayDeque<>();
        ArrayDeque<Long> batchBytes = new ArrayDeque<>();
        long bytesInFlight = 0;
        int window = options.threads() * 4;
        try {
            List<PgnGame> batch = new ArrayList<>(BATCH);
            long batchStart = reader.position();
            for (PgnGame game = next(reader); game != null; game = next(reader)) {
                batch.add(game);
                long size = reader.position() - batchStart;
                if (batch.size() == BATCH || size >= MAX_BYTES_IN_FLIGHT / 8) {
                    List<PgnGame> full = batch;
                    if (unfinished(inFlight) > workers) {
                        inFlight.add(checkHere(full));
                    } else {
                        inFlight.add(pool.submit(() -> checkAll(full)));
                    }
                    batchBytes.add(size);
                    bytesInFlight += size;
                    batch = new ArrayList<>(BATCH);
                    batchStart = reader.position();
                    while (!inFlight.isEmpty() && (inFlight.peekFirst().isDone()
                            || inFlight.size() >= window || bytesInFlight > MAX_BYTES_IN_FLIGHT)) {
                        drainOne(inFlight, counter, sink);
                        bytesInFlight -= batchBytes.removeFirst();
                    }
                }
            }
            if (!batch.isEmpty()) {
                inFlight.add(checkHere(batch));
            }
            while (!inFlight.isEmpty()) {
                drainOne(inFlight, counter, sink);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** Batches handed to the workers and not finished yet (waiting or being checked). */
    private static int unfinished(ArrayDeque<Future<List<GameReport>>> inFlight) {
        int n = 0;
        for (Future<List<GameReport>> f : inFlight) {
            if (!f.isDone()) {
                n++;
            }
        }
        return n;
    }

    /**
     * Checks a batch on the calling thread, as a future like the workers' batches: a failure then
     * surfaces in input order, after the reports before it, wrapped as a worker's failure would be.
     */
    private Future<List<GameReport>> checkHere(List<PgnGame> batch) {
        try {
            return CompletableFuture.completedFuture(checkAll(batch));
        } catch (RuntimeException | Error e) {
            return CompletableFuture.failedFuture(e);
        }
    }

    private List<GameReport> checkAll(List<PgnGame> batch) {
        List<GameReport> reports = new ArrayList<>(batch.size());
        for (PgnGame game : batch) {
            reports.add(checker.check(game, registry.get()));
        }
        return reports;
    }

    private static void drainOne(ArrayDeque<Future<List<GameReport>>> inFlight, SummaryCounter counter,
                                 GameReportSink sink) throws IOException {
        List<GameReport> reports;
        try {
            reports = inFlight.removeFirst().get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("validation interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("a game could not be checked", e.getCause());
        }
        for (GameReport report : reports) {
            emit(report, counter, sink);
        }
    }
}
