package org.rochade.pgn.plugin;

import java.io.IOException;
import java.util.Arrays;
import java.util.List;

/**
 * What a worker made of one chunk read apart ({@link ChunkedReading}): the results of its games
 * in order, numbered from 1, each with the reader's position after it, and how reading ended.
 */
final class ChunkResult<R> {
    enum End {
        /** Between games at the next chunk's start, in the state of a reader started there. */
        AT_NEXT,
        /** At the input's end, or at the failure that ended reading ({@link #failure}). */
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
    final IOException failure;
    /** Checking the game after the results failed (not expected): to be thrown once the results are handed on. */
    final RuntimeException checkFailure;

    ChunkResult(End end, List<R> results, long[] positions, long endPosition, IOException failure,
            RuntimeException checkFailure) {
        this.end = end;
        this.results = results;
        this.positions = positions;
        this.endPosition = endPosition;
        this.failure = failure;
        this.checkFailure = checkFailure;
    }

    static <R> ChunkResult<R> unsure() {
        return new ChunkResult<>(End.UNSURE, List.of(), new long[0], -1, null, null);
    }

    /** Grows a positions array. */
    static long[] add(long[] positions, int size, long position) {
        long[] p = size == positions.length ? Arrays.copyOf(positions, Math.max(16, 2 * size)) : positions;
        p[size] = position;
        return p;
    }
}
