package org.rochade.pgn.plugin;

import java.io.IOException;

/**
 * A piece of the input, as {@link ChunkCutter} cut it: its bytes, the offset of its first byte in
 * the whole input, and whether the input ends right after it (at its end, or with a failure to
 * read on). Not its line: the line ends before it are counted by the readers of the chunks before
 * it ({@link ChunkResult#endLine}), not by the thread that cuts.
 */
final class Chunk {
    final long start;
    final byte[] bytes;
    final int length;
    /** The input ends after this chunk. */
    final boolean last;
    /** When last: null at the input's end, else why the input could not be read on. */
    final IOException failure;

    Chunk(long start, byte[] bytes, int length, boolean last, IOException failure) {
        this.start = start;
        this.bytes = bytes;
        this.length = length;
        this.last = last;
        this.failure = failure;
    }

    long end() {
        return start + length;
    }
}
