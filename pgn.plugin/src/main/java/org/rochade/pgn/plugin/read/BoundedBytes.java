package org.rochade.pgn.plugin.read;

import java.util.Arrays;

/**
 * A byte buffer that grows up to a limit and then refuses: comments and tag values are collected
 * here so that no input can make the reader allocate without bound.
 */
final class BoundedBytes {
    private byte[] bytes = new byte[256];
    private int length;
    private int limit;
    /** The bits of every byte added since the reset, OR-ed: bit 7 tells whether any was not ASCII. */
    private int seen;

    void reset(int newLimit) {
        length = 0;
        limit = newLimit;
        seen = 0;
    }

    /** Appends a byte; false (and nothing appended) when the limit is reached. */
    boolean add(int b) {
        if (length == limit) {
            return false;
        }
        if (length == bytes.length) {
            bytes = Arrays.copyOf(bytes, (int) Math.min((long) limit, 2L * bytes.length));
        }
        bytes[length++] = (byte) b;
        seen |= b;
        return true;
    }

    /**
     * Appends {@code n} bytes of {@code src} from {@code from}, as many as the limit allows.
     *
     * @param ascii whether those bytes are all ASCII (the caller read them already)
     * @return how many were appended: fewer than n when the limit was reached
     */
    int addRun(byte[] src, int from, int n, boolean ascii) {
        int take = Math.min(n, limit - length);
        if (length + take > bytes.length) {
            bytes = Arrays.copyOf(bytes, (int) Math.min((long) limit, Math.max(2L * bytes.length, length + take)));
        }
        System.arraycopy(src, from, bytes, length, take);
        length += take;
        seen |= ascii ? 0 : 0x80;
        return take;
    }

    /** Whether every byte added since the reset was ASCII (then any charset reads them alike). */
    boolean isAscii() {
        return (seen & 0x80) == 0;
    }

    int length() {
        return length;
    }

    byte byteAt(int i) {
        return bytes[i];
    }

    /** The backing array, whose first {@link #length()} bytes are the ones added (for reading only). */
    byte[] array() {
        return bytes;
    }

    byte[] copy() {
        return Arrays.copyOf(bytes, length);
    }
}
