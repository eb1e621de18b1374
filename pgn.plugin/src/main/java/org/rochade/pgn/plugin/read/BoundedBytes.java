package org.rochade.pgn.plugin.read;

import java.util.Arrays;

/**
 * A byte buffer that grows up to a limit and then refuses: comments and tag values are collected
 * here so that no input can make the reader allocate without bound. Or, when the text is not
 * wanted, a counter of the same bytes: it keeps none, only their number (for the limit), whether
 * they are ASCII and whether they are UTF-8, as the kept bytes would tell.
 */
final class BoundedBytes {
    private byte[] bytes = new byte[256];
    private int length;
    private int limit;
    /** The bits of every byte added since the reset, OR-ed: bit 7 tells whether any was not ASCII. */
    private int seen;
    /** Whether the bytes are kept; else only counted, and checked as UTF-8 ({@link #isUtf8()}). */
    private boolean keep = true;
    private final Utf8Check utf8 = new Utf8Check();

    /** Starts a text whose bytes are kept. */
    void reset(int newLimit) {
        reset(newLimit, true);
    }

    /**
     * Starts a text.
     *
     * @param keepBytes false to only count the bytes: then {@link #copy()} is not to be called,
     *                  and {@link #isUtf8()} tells what {@code Texts.isUtf8(copy())} would
     */
    void reset(int newLimit, boolean keepBytes) {
        length = 0;
        limit = newLimit;
        seen = 0;
        keep = keepBytes;
        utf8.reset();
    }

    /** Appends a byte; false (and nothing appended) when the limit is reached. */
    boolean add(int b) {
        if (length == limit) {
            return false;
        }
        if (!keep) {
            if (b >= 0x80 || utf8.inSequence()) {
                utf8.accept(b);
            }
        } else {
            if (length == bytes.length) {
                bytes = Arrays.copyOf(bytes, (int) Math.min((long) limit, 2L * bytes.length));
            }
            bytes[length] = (byte) b;
        }
        length++;
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
        if (!keep) {
            if (!ascii || utf8.inSequence()) {
                utf8.accept(src, from, take);
            }
        } else {
            if (length + take > bytes.length) {
                bytes = Arrays.copyOf(bytes, (int) Math.min((long) limit, Math.max(2L * bytes.length, length + take)));
            }
            System.arraycopy(src, from, bytes, length, take);
        }
        length += take;
        seen |= ascii ? 0 : 0x80;
        return take;
    }

    /** Whether every byte added since the reset was ASCII (then any charset reads them alike). */
    boolean isAscii() {
        return (seen & 0x80) == 0;
    }

    /** For bytes only counted: whether they make well-formed UTF-8 (ASCII does). */
    boolean isUtf8() {
        return utf8.isUtf8();
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

    /** The bytes added as a String of their Latin-1 characters: one copy (for ASCII, their text in any charset). */
    String latin1() {
        return new String(bytes, 0, length, java.nio.charset.StandardCharsets.ISO_8859_1);
    }
}
