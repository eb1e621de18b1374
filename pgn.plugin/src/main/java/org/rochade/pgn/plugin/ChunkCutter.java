package org.rochade.pgn.plugin;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayDeque;
import java.util.Arrays;

/**
 * Cuts an input into {@link Chunk}s of about a target size, each ending where a game probably
 * begins: before a '[' that starts a line after an empty line. That is only a guess made to save
 * work; it never decides where a game ends ({@code GameReader} does: {@link ChunkedReading}
 * checks that the reader is between games exactly there before it trusts a chunk read apart). A
 * chunk without such a place within the maximum size is cut there all the same (never between
 * the CR and LF of a line end).
 *
 * <p>Bytes can be given back ({@link #giveBack}), to be cut again from an earlier offset.
 */
final class ChunkCutter {
    private final InputStream in;
    private final int target;
    private final int max;
    /** The size a chunk's array is made with ({@link #next}), and of those {@link #recycle} keeps. */
    private final int usual;
    /**
     * Arrays of chunks whose work is done ({@link #recycle}), for the next chunks: a new array per
     * chunk was as many bytes again as the input (66 MB per pass over the 100,000-game archive),
     * allocated and zeroed by the calling thread, and a sixth of what validating on two threads
     * allocated (each young collection stops both workers).
     */
    private final ArrayDeque<byte[]> spareArrays = new ArrayDeque<>();
    private static final int MAX_SPARE_ARRAYS = 16;
    /** Bytes read and not cut yet (or given back), in order, before the rest of the input. */
    private final ArrayDeque<byte[]> carry = new ArrayDeque<>();
    private int carryFrom;
    /** Offset of the next byte to cut. */
    private long offset;
    private boolean inputEnded;
    private IOException failure;

    /**
     * @param target the size from which on a chunk ends at the first likely game start
     * @param max    the size at which a chunk ends regardless
     */
    ChunkCutter(InputStream in, int target, int max) {
        if (target < 1 || max < target + 1 || max < 2) {
            throw new IllegalArgumentException("chunk sizes " + target + ", " + max);
        }
        this.in = in;
        this.target = target;
        this.max = max;
        // Room for the target and the usual distance to the next game start; grown when a game is longer.
        this.usual = (int) Math.min(max, target + Math.max(target / 8L, 1024));
    }

    /** The next chunk, or null when the input ended (after the last chunk). */
    Chunk next() {
        byte[] a = spareArrays.isEmpty() ? new byte[usual] : spareArrays.pop(); // read from 0 up: stale bytes are never read
        int n = read(a, 0, a.length);
        if (n == 0) {
            return null;
        }
        int searchFrom = Math.min(target, n);
        int cut;
        for (;;) {
            cut = likelyGameStart(a, searchFrom, n);
            if (cut > 0) {
                break;
            }
            if (n < a.length) { // the input ended (or failed): the rest is one chunk
                cut = n;
                break;
            }
            if (a.length == max) {
                cut = a[max - 1] == '\r' && peekNext() == '\n' ? max - 1 : max;
                break;
            }
            searchFrom = Math.max(searchFrom, n - 1);
            a = Arrays.copyOf(a, (int) Math.min(max, 2L * a.length));
            n += read(a, n, a.length - n);
        }
        if (cut < n) {
            giveBackFront(Arrays.copyOfRange(a, cut, n));
        }
        boolean last = carry.isEmpty() && inputEnded;
        Chunk chunk = new Chunk(offset, a, cut, last, last ? failure : null);
        offset += cut;
        return chunk;
    }

    /**
     * Takes back the array of a chunk this cutter cut, once nothing reads it any more (its work
     * and the work of the chunk before it, which read it as its tail, are done), for a later chunk.
     */
    void recycle(byte[] chunkBytes) {
        if (chunkBytes.length == usual && spareArrays.size() < MAX_SPARE_ARRAYS) {
            spareArrays.push(chunkBytes);
        }
    }

    /**
     * Takes back bytes that were handed out by {@link #readRaw}, or chunks that will not be used:
     * the next byte cut is then {@code bytes[from]}, at {@code fromOffset} in the input.
     */
    void giveBack(byte[] bytes, int from, int to, long fromOffset) {
        if (to > from) {
            giveBackFront(Arrays.copyOfRange(bytes, from, to));
        }
        offset = fromOffset;
    }

    /** Why the input could not be read to its end, or null. */
    java.io.IOException failure() {
        return failure;
    }

    /** Offset of the next byte this cutter hands out. */
    long offset() {
        return offset;
    }

    private void giveBackFront(byte[] bytes) {
        if (carryFrom > 0) {
            byte[] first = carry.pollFirst();
            carry.addFirst(Arrays.copyOfRange(first, carryFrom, first.length));
            carryFrom = 0;
        }
        carry.addFirst(bytes);
    }

    /**
     * Hands out bytes as they are, without cutting (for a reader that reads on past the chunks):
     * up to {@code len}, at least 1; -1 at the input's end.
     *
     * @throws IOException why the input could not be read on (again on every later call)
     */
    int readRaw(byte[] b, int off, int len) throws IOException {
        int n = read(b, off, len, true);
        if (n == 0) {
            if (failure != null) {
                throw failure;
            }
            return -1;
        }
        offset += n;
        return n;
    }

    private int read(byte[] a, int from, int len) {
        return read(a, from, len, false);
    }

    /** Fills from the carry, then from the input: up to len bytes (fewer only at its end, or one read's worth when raw). */
    private int read(byte[] a, int from, int len, boolean oneRead) {
        int n = 0;
        while (n < len && !carry.isEmpty()) {
            byte[] first = carry.peekFirst();
            int take = Math.min(len - n, first.length - carryFrom);
            System.arraycopy(first, carryFrom, a, from + n, take);
            n += take;
            carryFrom += take;
            if (carryFrom == first.length) {
                carry.pollFirst();
                carryFrom = 0;
            }
            if (oneRead) {
                return n;
            }
        }
        while (n < len && !inputEnded) {
            int r;
            try {
                r = in.read(a, from + n, len - n);
            } catch (IOException e) {
                failure = e;
                inputEnded = true;
                break;
            }
            if (r < 0) {
                inputEnded = true;
            } else {
                n += r;
                if (oneRead && r > 0) {
                    break;
                }
            }
        }
        return n;
    }

    private int peekNext() {
        byte[] one = new byte[1];
        int n = read(one, 0, 1);
        if (n == 0) {
            return -1;
        }
        giveBackFront(one);
        return one[0];
    }

    /**
     * The first index from {@code from} (at least 1) below {@code to} of a '[' that starts a line
     * after an empty line (line ends LF, CRLF or CR), or -1.
     */
    static int likelyGameStart(byte[] a, int from, int to) {
        for (int i = Math.max(from, 1); i < to; i++) {
            if (a[i] != '[') {
                continue;
            }
            int j = i - 1; // the line end before the '['
            if (a[j] == '\n' && j > 0 && a[j - 1] == '\r') {
                j--;
            } else if (a[j] != '\n' && a[j] != '\r') {
                continue;
            }
            // a[j] starts that line end; the line before it is empty when a line end ends there too
            if (j > 0 && (a[j - 1] == '\n' || a[j - 1] == '\r')) {
                return i;
            }
        }
        return -1;
    }
}
