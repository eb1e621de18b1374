package org.rochade.pgn.plugin;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;

/**
 * What the calling thread reads when it reads on by itself (a chunk could not be read apart):
 * the chunks at hand, then the rest of the input from the {@link ChunkCutter}. It hands out at
 * most {@link #MAX_READ} bytes at a time and keeps the last {@link #WINDOW} bytes it handed out,
 * so that the bytes a reader took but did not use yet (its buffer holds a read or two) can be
 * given back to the cutter when chunked reading resumes.
 */
final class FallbackStream extends InputStream {
    static final int MAX_READ = 8 << 10;
    static final int WINDOW = 64 << 10;

    private final List<Chunk> chunks;
    private final ChunkCutter cutter;
    private int chunk;
    private int pos;
    /** The bytes handed out last, window[0] at offset windowStart. */
    private final byte[] window = new byte[2 * WINDOW];
    private int windowLength;
    private long windowStart;
    private boolean pastChunks;

    /** @param chunks in order, the first one's start where reading starts */
    FallbackStream(List<Chunk> chunks, ChunkCutter cutter) {
        this.chunks = List.copyOf(chunks);
        this.cutter = cutter;
        this.windowStart = chunks.get(0).start;
    }

    /** Offset of the next byte to hand out. */
    long served() {
        return windowStart + windowLength;
    }

    /** Whether bytes from the cutter were handed out (past the chunks). */
    boolean pastChunks() {
        return pastChunks;
    }

    /**
     * Gives the bytes handed out from {@code from} on back to the cutter, which then cuts from
     * there.
     *
     * @throws IllegalStateException when they are no longer kept (a reader keeps fewer)
     */
    void giveBack(long from) {
        if (from < windowStart || from > served()) {
            throw new IllegalStateException("bytes from " + from + " are not kept (" + windowStart + "-" + served() + ")");
        }
        // The cutter takes bytes back in front of what it has: the last ones first.
        for (int i = chunks.size() - 1; i > chunk; i--) {
            Chunk c = chunks.get(i);
            cutter.giveBack(c.bytes, 0, c.length, c.start);
        }
        if (chunk < chunks.size()) {
            Chunk c = chunks.get(chunk);
            cutter.giveBack(c.bytes, pos, c.length, c.start + pos);
        }
        cutter.giveBack(window, (int) (from - windowStart), windowLength, from);
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        if (len == 0) {
            return 0;
        }
        len = Math.min(len, MAX_READ);
        int n;
        while (chunk < chunks.size() && pos == chunks.get(chunk).length) {
            chunk++;
            pos = 0;
        }
        if (chunk < chunks.size()) {
            Chunk c = chunks.get(chunk);
            n = Math.min(len, c.length - pos);
            System.arraycopy(c.bytes, pos, b, off, n);
            pos += n;
        } else {
            Chunk lastChunk = chunks.get(chunks.size() - 1);
            if (lastChunk.last) { // the chunks end where the input ends
                if (lastChunk.failure != null) {
                    throw lastChunk.failure;
                }
                return -1;
            }
            pastChunks = true;
            n = cutter.readRaw(b, off, len);
            if (n < 0) {
                return -1;
            }
        }
        keep(b, off, n);
        return n;
    }

    private void keep(byte[] b, int off, int n) {
        if (windowLength + n > window.length) {
            int drop = windowLength + n - WINDOW;
            System.arraycopy(window, drop, window, 0, windowLength - drop);
            windowLength -= drop;
            windowStart += drop;
        }
        System.arraycopy(b, off, window, windowLength, n);
        windowLength += n;
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
    }
}
