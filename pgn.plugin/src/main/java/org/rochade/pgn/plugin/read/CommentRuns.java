package org.rochade.pgn.plugin.read;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * Finds where a run of plain comment bytes ends, eight bytes at a time: comments are most of an
 * archive with engine output after every move (95% of TCEC's), and a test per byte was most of
 * what reading one cost. Plain is every byte but the comment's end '}', a line end (LF, CR) and
 * '{'; a '[' is plain too (it matters only as a line's first byte, which the tokenizer looks at
 * before a run).
 *
 * <p>Each word costs one test for all stop bytes and, while the run is ASCII, for bytes of 0x80
 * and up: an ASCII comment is skipped without any work per byte. The test is wider than the stop
 * bytes (every byte below 0x0E or from 0x7B up: '{', '|', '}', '~', DEL, a tab) so that it takes
 * three operations per word; a byte it finds that is no stop is looked up and passed over. After
 * its first non-ASCII byte a run is no longer ASCII, and the rest is searched for stop bytes alone.
 *
 * <p>A long run (engine output: 200 bytes a comment in TCEC's archives) is searched faster by an
 * instance over a tokenizer's buffer ({@link #runEnd}): the same test, made for a window of the
 * buffer's bytes at once into an array of marks (a loop the JIT compiles to vector instructions),
 * and the first mark found by {@link Arrays#mismatch} against zeros (a vectorized intrinsic). The
 * marks of a window serve every comment in it until the buffer's bytes change ({@link #forget}).
 */
final class CommentRuns {
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long ONES = 0x0101010101010101L;
    private static final long HIGH_BITS = 0x8080808080808080L;
    /** The stop bytes by value: one load per byte where words are not read. */
    private static final boolean[] STOPS = new boolean[256];
    /** Bytes marked at once: a window's marks are mostly used by the comments that follow in it. */
    private static final int WINDOW = 4096;
    /** A run's first bytes are read by words: a short comment does not pay for marking a window. */
    private static final int BY_WORDS = 64;
    /** Compared with the marks (never written). */
    private static final byte[] ZEROS = new byte[WINDOW];

    static {
        for (char c : new char[] {'}', '\n', '\r', '{'}) {
            STOPS[c] = true;
        }
    }

    /**
     * For the buffer's byte at the same index: 0 when the word test passes it, else 0x80 (the byte
     * is below 0x0E, from 0x7B up, or not ASCII). Valid from {@link #markedFrom} to {@link #markedTo}.
     */
    private final byte[] marks;
    private int markedFrom;
    private int markedTo;

    /** For runs in a buffer of {@code bufferLength} bytes. */
    CommentRuns(int bufferLength) {
        this.marks = new byte[bufferLength];
    }

    /** To be called whenever the buffer's bytes change (read into, moved): the marks are of the old ones. */
    void forget() {
        markedFrom = 0;
        markedTo = 0;
    }

    /**
     * {@link #end}, for a buffer whose bytes did not change since the last {@link #forget}: the
     * first {@link #BY_WORDS} bytes of a run by words, the rest through marks.
     */
    int runEnd(byte[] buf, int from, int to) {
        int i = from;
        if (from < markedFrom || from >= markedTo) {
            int byWords = Math.min(to, from + BY_WORDS);
            int end = end(buf, from, byWords);
            if (end == ~byWords) { // not ASCII, and no stop in its first bytes: search the rest for one
                return ~mixedEnd(buf, byWords, to);
            }
            if (end != byWords) {
                return end; // a stop
            }
            i = byWords;
            markedFrom = i;
            markedTo = i;
        }
        for (;;) {
            if (i >= markedTo) {
                if (i >= to) {
                    return to;
                }
                int n = Math.min(to - i, WINDOW);
                mark(buf, marks, i, i + n);
                markedFrom = i;
                markedTo = i + n;
            }
            int upTo = Math.min(markedTo, to);
            int found = Arrays.mismatch(marks, i, upTo, ZEROS, 0, upTo - i);
            if (found < 0) {
                if (upTo == to) {
                    return to;
                }
                i = upTo;
                continue;
            }
            int at = i + found;
            byte b = buf[at];
            if (b < 0) {
                return ~mixedEnd(buf, at + 1, to);
            }
            if (STOPS[b]) {
                return at;
            }
            i = at + 1; // passed by the test, no stop ('|', '~', a tab mostly): plain
        }
    }

    /** The marks of {@code buf[from..to)}; the same index in both, so that the loop is vectorized. */
    private static void mark(byte[] buf, byte[] marks, int from, int to) {
        for (int k = from; k < to; k++) {
            marks[k] = (byte) (((buf[k] + 5) | (buf[k] - 14) | buf[k]) & 0x80);
        }
    }

    /** Whether {@code b} ends a run of plain comment bytes. */
    static boolean isStop(byte b) {
        return STOPS[b & 0xFF];
    }

    /**
     * The end of the run of plain bytes of {@code buf} from {@code from}: the index of the first
     * stop byte, or {@code to} when there is none before it; returned as is when every byte of the
     * run is ASCII, else as its complement ({@code ~end}, negative).
     */
    static int end(byte[] buf, int from, int to) {
        int i = from;
        int last = to - 8;
        while (i <= last) {
            long word = (long) LONGS.get(buf, i);
            long found = stopsOrHighBytes(word);
            if (found == 0) {
                i += 8;
                continue;
            }
            int at = i + (Long.numberOfTrailingZeros(found) >>> 3);
            byte b = buf[at];
            if (b < 0) {
                return ~mixedEnd(buf, at + 1, to);
            }
            if (STOPS[b]) {
                return at;
            }
            i = at + 1; // a byte the test finds that is no stop ('|', '~', a tab mostly): plain
        }
        for (; i < to; i++) {
            byte b = buf[i];
            if (b < 0) {
                return ~mixedEnd(buf, i + 1, to);
            }
            if (STOPS[b]) {
                return i;
            }
        }
        return to;
    }

    /** {@link #end} once the run is known not to be ASCII: the first stop byte from {@code from}, or {@code to}. */
    private static int mixedEnd(byte[] buf, int from, int to) {
        int i = from;
        int last = to - 8;
        while (i <= last) {
            long word = (long) LONGS.get(buf, i);
            long found = stops(word);
            if (found == 0) {
                i += 8;
                continue;
            }
            int at = i + (Long.numberOfTrailingZeros(found) >>> 3);
            if (STOPS[buf[at] & 0xFF]) {
                return at;
            }
            i = at + 1;
        }
        while (i < to && !STOPS[buf[i] & 0xFF]) {
            i++;
        }
        return i;
    }

    /**
     * The high bit of each byte of {@code word} (the first in the lowest byte) that is below 0x0E
     * (LF and CR among them, a tab too), from 0x7B to 0x7F ('{', '|', '}', '~', DEL) or 0x80 and
     * up; exact for the lowest such byte (a higher one may be set by a borrow or a carry, which
     * only a lower such byte causes). An ASCII byte plus 5 has its high bit set exactly when it
     * is 0x7B or more, and less 0x0E exactly when it is below 0x0E; the word's own high bits are
     * the bytes of 0x80 and up. Three operations for what four compares would test.
     */
    static long stopsOrHighBytes(long word) {
        return ((word + ONES * 5) | (word - ONES * 0x0E) | word) & HIGH_BITS;
    }

    /** As {@link #stopsOrHighBytes} but for no byte of 0x80 and up. */
    static long stops(long word) {
        return (((word ^ ONES * '}') - ONES) | ((word ^ ONES * '{') - ONES) | (word - ONES * 0x0E)) & ~word & HIGH_BITS;
    }
}
