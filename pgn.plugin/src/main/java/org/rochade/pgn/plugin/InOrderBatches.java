package org.rochade.pgn.plugin;

import java.io.IOException;
import java.io.InputStream;
import java.util.function.Function;
import java.util.function.Supplier;
import org.rochade.pgn.plugin.read.GameReader;
import org.rochade.pgn.plugin.read.PgnGame;
import org.rochade.pgn.plugin.read.PgnTokenizer;

/**
 * The one loop of validate and convert: reads the games of an input, turns each into a result
 * (checked, or checked and rendered) and hands the results on in input order on the calling
 * thread. On one thread the calling thread reads and works; on several, the input is cut into
 * chunks that worker threads read and work on apart ({@link ChunkedReading}), with the same
 * results in the same order.
 *
 * @param <R> what a game becomes
 */
final class InOrderBatches<R> {

    /** Takes the results in input order. */
    interface Sink<R> {
        void accept(R result) throws IOException;
    }

    /** Opens the reader of a run's kind (validation or conversion) on an input, from a given point on. */
    interface Readers {
        /** @see GameReader#resumedAt */
        GameReader open(InputStream in, long offset, long line, PgnTokenizer.Parts parts) throws IOException;
    }

    /**
     * A result with its game number moved up by a number of games read before it, and every line
     * it names by a number of lines before it (results are numbered apart per chunk, lines from 1).
     */
    interface Renumber<R> {
        R shifted(R result, long gamesBefore, long linesBefore);
    }

    /** How reading ended: null, or the failure that stopped it; and the reader's position then. */
    record Outcome(IOException failure, long position) {
    }

    private final int threads;
    private final String threadName;
    private final Supplier<Function<PgnGame, R>> newWorker;
    private final Renumber<R> renumber;
    private final ChunkedReading.Sizes sizes;
    private long position;

    /**
     * @param threads    threads working on games (1: all on the caller)
     * @param threadName the name of the worker threads
     * @param newWorker  makes a worker (one per thread; a worker need not be thread-safe)
     * @param renumber   moves a result's game number and lines up
     * @param sizes      of the chunks, on several threads
     */
    InOrderBatches(int threads, String threadName, Supplier<Function<PgnGame, R>> newWorker, Renumber<R> renumber,
            ChunkedReading.Sizes sizes) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1: " + threads);
        }
        this.threads = threads;
        this.threadName = threadName;
        this.newWorker = newWorker;
        this.renumber = renumber;
        this.sizes = sizes;
    }

    /**
     * Reads the games to the end and hands every result to the sink, in input order.
     *
     * @return how reading ended: a failure is returned after the results of every game read
     *         before it were handed on, so that nothing already done is lost (the game being read
     *         when it failed has no result: its end is lost)
     * @throws IOException what the sink threw, or a failure to open the reader (the input's first bytes)
     */
    Outcome run(InputStream in, Readers readers, Sink<R> sink) throws IOException {
        if (threads == 1) {
            return sequential(in, readers, sink);
        }
        return new ChunkedReading<>(threads, threadName, newWorker, readers, renumber, this::handedOn, sizes)
                .run(in, sink);
    }

    /** The reader's position after the last game whose result was handed on (or at the end). */
    long position() {
        return position;
    }

    private void handedOn(long readerPosition) {
        position = readerPosition;
    }

    private Outcome sequential(InputStream in, Readers readers, Sink<R> sink) throws IOException {
        GameReader reader = readers.open(in, 0, 1, new PgnTokenizer.Parts());
        Function<PgnGame, R> worker = newWorker.get();
        while (true) {
            PgnGame game;
            try {
                game = reader.next();
            } catch (IOException e) {
                position = reader.position();
                return new Outcome(e, position);
            }
            position = reader.position();
            if (game == null) {
                return new Outcome(null, position);
            }
            sink.accept(worker.apply(game));
        }
    }
}
