package org.rochade.pgn.plugin;

import java.io.IOException;
import java.io.InputStream;

/**
 * A chunk's bytes followed by the next chunk's (its tail), as a worker's reader reads them. Past
 * them the input either really ends (the tail, or the chunk, is the last: end or the failure
 * that ended reading) or does not: then the stream says it ran out ({@link #ranOut()}) and ends,
 * and whatever the reader made of that end must not be used.
 */
final class ChunkStream extends InputStream {
    private final Chunk chunk;
    private final Chunk tail;
    private Chunk current;
    private int pos;
    private boolean ranOut;

    /** @param tail the chunk after {@code chunk}, or null when {@code chunk} is the last */
    ChunkStream(Chunk chunk, Chunk tail) {
        this.chunk = chunk;
        this.tail = tail;
        this.current = chunk;
    }

    /** Whether the reader read past the bytes at hand, where the input goes on. */
    boolean ranOut() {
        return ranOut;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        if (len == 0) {
            return 0;
        }
        while (pos == current.length) {
            if (current == chunk && tail != null) {
                current = tail;
                pos = 0;
                continue;
            }
            if (!current.last) {
                ranOut = true;
                return -1;
            }
            if (current.failure != null) {
                throw current.failure;
            }
            return -1;
        }
        int n = Math.min(len, current.length - pos);
        System.arraycopy(current.bytes, pos, b, off, n);
        pos += n;
        return n;
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
    }
}
