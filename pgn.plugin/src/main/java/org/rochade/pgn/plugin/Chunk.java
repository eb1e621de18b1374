package org.rochade.pgn.plugin;

import java.io.IOException;

/**
 * A piece of the input, as {@link ChunkCutter} cut it: its bytes, the offset and the line of its
 * first byte in the whole input (exact: lines counted as the tokenizer counts them), and whether
 * the input ends right after it (at its end, or with a failure to read on).
 */
final class Chunk {
    final long start;
    final long line;
    final byte[] bytes;
    final int length;
    /** The input ends after this chunk. */
    final boolean last;
    /** When last: null at the input's end, else why the input could not be read on. */
    final IOException failure;

    Chunk(long start, long line, byte[] bytes, int length, boolean last, IOException failure) {
        this.start = start;
        this.line = line;
        this.bytes = bytes;
        this.length = length;
        this.last = last;
        this.failure = failure;
    }

    long end() {
        return start + length;
    }
}
