package org.rochade.pgn.plugin;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;
import java.util.function.LongConsumer;
import java.util.function.Supplier;
import org.rochade.pgn.plugin.read.GameReader;
import org.rochade.pgn.plugin.read.PgnGame;
import org.rochade.pgn.plugin.read.PgnTokenizer;

/**
 * Reading on several threads with the results of reading on one. The calling thread only cuts
 * the input into chunks ({@link ChunkCutter}) and hands results on; each chunk is read and
 * worked on by a worker ({@link ChunkWork}) as if the reader of the whole input were between
 * games at its start. A chunk's results are used only when that is certain: the first chunk
 * starts at the input's start, and the reader of each chunk whose results are used ended exactly
 * at the next chunk's start, in the state of a reader started there
 * ({@link GameReader#freshFromHere()}). Where it did not (a game runs across the cut, say), the
 * calling thread reads on by itself from that chunk's start, as one reader would, until it is
 * again between games in such a state at a chunk's start (then those results are used) or past
 * the chunks at hand (then cutting resumes there). So the results, their order, their game
 * numbers and lines (moved when handed on: a chunk's lines are counted from 1 by its reader, and
 * its first line in the input is known from the reader of the chunk before it) and the positions
 * are those of reading on one thread. The calling thread never counts lines itself.
 *
 * <p>Memory stays bounded: at most {@link #MAX_BYTES_IN_FLIGHT} input bytes (and their
 * results) are in flight; a chunk is at most {@link #MAX_CHUNK} bytes; a game larger than that
 * is read by the calling thread alone, in constant memory besides the game.
 */
final class ChunkedReading<R> {
    /** From this size on a chunk ends at the next likely game start. */
    static final int TARGET_CHUNK = 64 << 10;
    static final int MAX_CHUNK = 1 << 20;
    /**
     * Input bytes in flight, at most (plus one chunk), whatever the chunks' number: the launch
     * script bounds the heap (-Xmx64m), and a game of the largest size (16 MB) must still fit
     * besides them.
     */
    static final long MAX_BYTES_IN_FLIGHT = 4 << 20;
    /**
     * Per thread (plus two): enough for every worker to find the next chunk ready. More in flight
     * only made results live through a young collection and be copied to the old generation
     * (validate of 100,000 games, two threads, 4 per thread and 128 KB chunks: 30 MB live after
     * each collection instead of 7 MB, 100 MB resident instead of 74 MB).
     */
    private static final int CHUNKS_IN_FLIGHT_PER_THREAD = 2;

    private final int threads;
    private final String threadName;
    private final Supplier<Function<PgnGame, R>> newWorker;
    private final InOrderBatches.Readers readers;
    private final InOrderBatches.Renumber<R> renumber;
    private final LongConsumer handedOn;
    private final int targetChunk;
    private final int maxChunk;

    /**
     * Chunk sizes: from {@code target} bytes on a chunk ends at the next likely game start, at
     * {@code max} regardless. Tests use target 1, cutting at every likely game start.
     */
    record Sizes(int target, int max) {
        static final Sizes DEFAULT = new Sizes(TARGET_CHUNK, MAX_CHUNK);
    }

    /** One worker and one set of tokenizer parts, used by one thread at a time. */
    private record Slot<R>(Function<PgnGame, R> worker, PgnTokenizer.Parts parts) {
    }

    private static final class Entry<R> {
        Chunk chunk;
        Future<ChunkResult<R>> result;
        /**
         * The work of the chunk before it was cancelled ({@link #readAlone}) and may still be
         * reading this chunk as its tail: its array is not recycled.
         */
        boolean tailOfCancelled;

        Entry(Chunk chunk) {
            this.chunk = chunk;
        }
    }

    ChunkedReading(int threads, String threadName, Supplier<Function<PgnGame, R>> newWorker,
            InOrderBatches.Readers readers, InOrderBatches.Renumber<R> renumber, LongConsumer handedOn, Sizes sizes) {
        this.threads = threads;
        this.threadName = threadName;
        this.newWorker = newWorker;
        this.readers = readers;
        this.renumber = renumber;
        this.handedOn = handedOn;
        this.targetChunk = sizes.target();
        this.maxChunk = sizes.max();
    }

    // The state of one run.
    private ExecutorService pool;
    private final ConcurrentLinkedQueue<Slot<R>> idle = new ConcurrentLinkedQueue<>();
    private final ArrayDeque<Entry<R>> inFlight = new ArrayDeque<>();
    private long bytesInFlight;
    private ChunkCutter cutter;
    private boolean cutterDone;
    /** Games handed on so far. */
    private long games;
    /**
     * The line in the input of the first byte not handed on yet (the oldest chunk's start, or
     * where the calling thread reads on from): the line ends before it were counted by the
     * readers of the chunks handed on ({@link ChunkResult#endLine}) and by the calling thread's.
     */
    private long nextLine = 1;

    InOrderBatches.Outcome run(InputStream in, InOrderBatches.Sink<R> sink) throws IOException {
        Slot<R> mine = new Slot<>(newWorker.get(), new PgnTokenizer.Parts());
        pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, threadName);
            t.setDaemon(true); // never keep a JVM (or a stopping framework) alive
            return t;
        });
        cutter = new ChunkCutter(in, targetChunk, maxChunk);
        try {
            for (;;) {
                cutMore();
                Entry<R> head = inFlight.peekFirst();
                if (head == null) {
                    return atInputEnd(mine);
                }
                if (head.result == null) { // its tail is not cut yet: cut it regardless of the bounds
                    cutOne();
                }
                waitForLater(head);
                ChunkResult<R> result = await(head.result);
                inFlight.pollFirst();
                bytesInFlight -= head.chunk.length;
                if (result.end == ChunkResult.End.UNSURE) {
                    InOrderBatches.Outcome outcome = readAlone(head.chunk, mine, sink);
                    if (outcome != null) {
                        return outcome;
                    }
                    continue;
                }
                handOn(result, sink);
                // Its work and the work before it (which read it as its tail) are done, unless that
                // was cancelled; no chunk in flight shares its array.
                if (!head.tailOfCancelled) {
                    cutter.recycle(head.chunk.bytes);
                }
                if (result.end == ChunkResult.End.AT_INPUT_END) {
                    handedOn.accept(result.endPosition);
                    return new InOrderBatches.Outcome(null, result.endPosition);
                }
            }
        } finally {
            for (Entry<R> e : inFlight) {
                if (e.result != null) {
                    e.result.cancel(false);
                }
            }
            pool.shutdownNow();
        }
    }

    /**
     * The input ended (or failed) where nothing is in flight: at its start, or right after the
     * games handed on. A failure there is told as a reader there tells it.
     */
    private InOrderBatches.Outcome atInputEnd(Slot<R> mine) throws IOException {
        IOException failure = cutter.failure();
        long at = cutter.offset();
        if (failure != null) {
            InputStream broken = new InputStream() {
                @Override
                public int read() throws IOException {
                    throw failure;
                }

                @Override
                public int read(byte[] b, int off, int len) throws IOException {
                    throw failure;
                }
            };
            GameReader reader = readers.open(broken, at, nextLine, mine.parts()); // its first read throws
            try {
                reader.next();
            } catch (IOException e) {
                handedOn.accept(reader.position());
                return new InOrderBatches.Outcome(e, reader.position());
            }
        }
        handedOn.accept(at);
        return new InOrderBatches.Outcome(null, at);
    }

    /** Cuts chunks while the bounds allow, handing each to a worker once the chunk after it is cut. */
    private void cutMore() {
        while (!cutterDone && bytesInFlight < MAX_BYTES_IN_FLIGHT && inFlight.size() < CHUNKS_IN_FLIGHT_PER_THREAD * threads + 2) {
            cutOne();
        }
    }

    private void cutOne() {
        Chunk chunk = cutterDone ? null : cutter.next();
        Entry<R> previous = inFlight.peekLast();
        if (chunk == null) {
            cutterDone = true;
            if (previous != null && previous.result == null) {
                // The input ended right after it, which the cutter could not see when cutting it.
                Chunk p = previous.chunk;
                previous.chunk = new Chunk(p.start, p.bytes, p.length, true, cutter.failure());
                previous.result = submit(previous.chunk, null);
            }
            return;
        }
        if (previous != null && previous.result == null) {
            previous.result = submit(previous.chunk, chunk);
        }
        Entry<R> entry = new Entry<>(chunk);
        inFlight.addLast(entry);
        bytesInFlight += chunk.length;
        if (chunk.last) {
            entry.result = submit(chunk, null);
            cutterDone = true;
        }
    }

    private Future<ChunkResult<R>> submit(Chunk chunk, Chunk tail) {
        return pool.submit(() -> {
            // Made when first needed: a slot (a tokenizer's tables, a worker's buffers) costs about
            // 400 KB, so there are only as many as chunks were ever worked on at once (at most one
            // per thread), not one per thread asked for.
            Slot<R> slot = idle.poll();
            if (slot == null) {
                slot = new Slot<>(newWorker.get(), new PgnTokenizer.Parts());
            }
            try {
                return ChunkWork.read(chunk, tail, readers, slot.worker(), slot.parts());
            } finally {
                idle.add(slot);
            }
        });
    }

    /**
     * While the oldest chunk's work is not done, waits for that of a later chunk (the one
     * {@code threads - 1} after it, or the last submitted before that), so that the calling thread
     * is woken about once per round of the workers instead of once per chunk. Only waits: what
     * the later work gave is taken when its chunk is the oldest.
     */
    private void waitForLater(Entry<R> head) throws IOException {
        if (head.result.isDone()) {
            return;
        }
        Future<ChunkResult<R>> later = head.result;
        int k = 0;
        for (Entry<R> e : inFlight) {
            if (e.result == null || k++ == threads) {
                break;
            }
            later = e.result;
        }
        if (later == head.result) {
            return;
        }
        try {
            later.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        } catch (ExecutionException | java.util.concurrent.CancellationException e) {
            // told when its chunk is the oldest
        }
    }

    private ChunkResult<R> await(Future<ChunkResult<R>> future) throws IOException {
        try {
            return future.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof IOException io) {
                throw io; // the reader could not be opened on the input's first bytes
            }
            throw new IllegalStateException("a game could not be checked", e.getCause());
        }
    }

    private void handOn(ChunkResult<R> result, InOrderBatches.Sink<R> sink) throws IOException {
        List<R> results = result.results;
        long linesBefore = nextLine - ChunkWork.FIRST_LINE;
        for (int i = 0; i < results.size(); i++) {
            R r = results.get(i);
            handedOn.accept(result.positions[i]);
            sink.accept(games == 0 && linesBefore == 0 ? r : renumber.shifted(r, games, linesBefore));
        }
        games += results.size();
        if (result.end == ChunkResult.End.AT_NEXT) {
            nextLine += result.endLine - ChunkWork.FIRST_LINE;
        }
        if (result.checkFailure != null) {
            throw new IllegalStateException("a game could not be checked", result.checkFailure);
        }
    }

    /**
     * Reads on the calling thread from {@code from}'s start (where the reader of the whole input
     * is between games as one started there: the chunks before it were read to exactly there),
     * through the chunks in flight and on into the input, handing each game's result on, until
     * the reader is between games as a fresh one at the start of a chunk in flight (reading in
     * chunks goes on there) or past them all (cutting goes on from there).
     *
     * @return the outcome when the input ended, else null
     */
    private InOrderBatches.Outcome readAlone(Chunk from, Slot<R> mine, InOrderBatches.Sink<R> sink) throws IOException {
        List<Chunk> chunks = new ArrayList<>();
        chunks.add(from);
        for (Entry<R> e : inFlight) {
            chunks.add(e.chunk);
        }
        long chunksEnd = chunks.get(chunks.size() - 1).end();
        FallbackStream in = new FallbackStream(chunks, cutter);
        GameReader reader = readers.open(in, from.start, nextLine, mine.parts());
        long before = games;
        for (;;) {
            PgnGame game;
            try {
                game = reader.next();
            } catch (IOException e) {
                handedOn.accept(reader.position());
                return new InOrderBatches.Outcome(e, reader.position());
            }
            handedOn.accept(reader.position());
            if (game == null) {
                return new InOrderBatches.Outcome(null, reader.position());
            }
            R r;
            try {
                r = mine.worker().apply(game);
            } catch (RuntimeException e) {
                throw new IllegalStateException("a game could not be checked", e);
            }
            sink.accept(before == 0 ? r : renumber.shifted(r, before, 0)); // its lines are the input's
            games++;
            if (!reader.freshFromHere()) {
                continue;
            }
            long at = reader.position();
            while (!inFlight.isEmpty() && inFlight.peekFirst().chunk.start < at) {
                Entry<R> passed = inFlight.pollFirst();
                bytesInFlight -= passed.chunk.length;
                if (passed.result != null) {
                    passed.result.cancel(false);
                }
            }
            Entry<R> next = inFlight.peekFirst();
            if (next != null) {
                next.tailOfCancelled = true; // conservatively: the chunk before it may have been cancelled
            }
            if (next != null && next.chunk.start == at) {
                if (in.pastChunks()) {
                    in.giveBack(chunksEnd);
                }
                nextLine = reader.line(); // next's first line: its reader counted from 1
                return null;
            }
            if (next == null) {
                in.giveBack(at);
                cutterDone = false;
                nextLine = reader.line();
                return null;
            }
        }
    }
}
