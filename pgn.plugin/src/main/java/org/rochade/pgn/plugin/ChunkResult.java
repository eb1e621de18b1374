package org.rochade.pgn.plugin;

import java.util.Arrays;
import java.util.List;

/**
 * What a worker made of one chunk read apart ({@link ChunkedReading}): the results of its games
 * in order, numbered from 1 and with lines counted from 1 at the chunk's start, each with the
 * reader's position after it, and how reading ended.
 */
final class ChunkResult<R> {
    enum End {
        /** Between games at the next chunk's start, in the state of a reader started there. */
        AT_NEXT,
        /** At the input's end (a failure to read is never told by a chunk's result: see {@link ChunkWork}). */
        AT_INPUT_END,
        /** Anything else: a game runs on into the next chunk, or that cannot be told. Not to be used. */
        UNSURE
    }

    final End end;
    final List<R> results;
    /** The reader's position after each game. */
    final long[] positions;
    /** At the input's end: the reader's position there. */
    final long endPosition;
    /**
     * At the next chunk's start: the reader's line there, counted from 1 at this chunk's start
     * (so the line ends in this chunk, plus 1), as a reader of the whole input counts them.
     */
    final long endLine;
    /** Checking the game after the results failed (not expected): to be thrown once the results are handed on. */
    final RuntimeException checkFailure;

    ChunkResult(End end, List<R> results, long[] positions, long endPosition, long endLine, RuntimeException checkFailure) {
        this.end = end;
        this.results = results;
        this.positions = positions;
        this.endPosition = endPosition;
        this.endLine = endLine;
        this.checkFailure = checkFailure;
    }

    static <R> ChunkResult<R> unsure() {
        return new ChunkResult<>(End.UNSURE, List.of(), new long[0], -1, -1, null);
    }

    /** Grows a positions array. */
    static long[] add(long[] positions, int size, long position) {
        long[] p = size == positions.length ? Arrays.copyOf(positions, Math.max(16, 2 * size)) : positions;
        p[size] = position;
        return p;
    }
}
