package org.rochade.pgn.plugin.read;

import java.util.Arrays;

/**
 * The input's raw bytes from one cut to the next (a game and the text before it), kept so that an
 * invalid game can be copied through untouched. Bounded: past the bound the bytes are dropped and
 * the cut reports an overflow.
 */
final class RawBytes {
    private final int max;
    private byte[] bytes = new byte[4096];
    private int length;
    /** Absolute input offset of bytes[0]. */
    private long start;
    private boolean overflow;

    RawBytes(int max, long start) {
        this.max = max;
        this.start = start;
    }

    void append(byte[] source, int from, int to) {
        int n = to - from;
        if (n <= 0 || overflow) {
            return;
        }
        if (length + n > max) {
            overflow = true;
            return;
        }
        if (length + n > bytes.length) {
            bytes = Arrays.copyOf(bytes, Math.min(max, Math.max(length + n, bytes.length * 2)));
        }
        System.arraycopy(source, from, bytes, length, n);
        length += n;
    }

    /** The bytes up to absolute offset {@code cut}; the rest starts the next piece. Null on overflow. */
    byte[] take(long cut) {
        if (overflow) {
            overflow = false;
            length = 0;
            start = cut;
            return null;
        }
        int split = (int) Math.max(0, Math.min(length, cut - start));
        byte[] out = Arrays.copyOf(bytes, split);
        System.arraycopy(bytes, split, bytes, 0, length - split);
        length -= split;
        start += split;
        return out;
    }
}
