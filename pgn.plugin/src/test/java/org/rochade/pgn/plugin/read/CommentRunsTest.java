package org.rochade.pgn.plugin.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link CommentRuns} against a reader of one byte at a time: the same end and the same ASCII
 * verdict for every byte value at every position of a word, a stop byte after a non-ASCII one,
 * runs cut short by their end bound, and random mixtures.
 */
class CommentRunsTest {
    private static final byte[] INTERESTING = {'}', '{', '\n', '\r', '\t', 0x0B, 0x0C, 0x0E, 0, 0x7F, 0x7E, 0x7C, 0x7A,
        '[', ']', ' ', 'a', 'x', 'z', (byte) 0x80, (byte) 0x8D, (byte) 0x8E, (byte) 0xC3, (byte) 0xA9, (byte) 0xED,
        (byte) 0xF4, (byte) 0xFB, (byte) 0xFD, (byte) 0xFF};

    @Test
    void everyByteValueAtEveryPositionOfAWord() {
        for (int length = 1; length <= 24; length++) {
            for (int at = 0; at < length; at++) {
                for (int value = 0; value < 256; value++) {
                    byte[] buf = new byte[length + 3];
                    Arrays.fill(buf, (byte) 'a');
                    buf[at] = (byte) value;
                    for (int from = 0; from <= Math.min(3, at); from++) {
                        assertSame(buf, from, length);
                        assertSame(buf, from, at); // cut before the byte
                        assertSame(buf, from, at + 1);
                    }
                }
            }
        }
    }

    @Test
    void aStopAfterANonAsciiByte() {
        for (int length = 2; length <= 26; length++) {
            for (int high = 0; high < length; high++) {
                for (int stop = high + 1; stop < length; stop++) {
                    for (byte h : new byte[] {(byte) 0x80, (byte) 0xC3, (byte) 0xFF}) {
                        for (byte s : INTERESTING) {
                            byte[] buf = new byte[length];
                            Arrays.fill(buf, (byte) 'q');
                            buf[high] = h;
                            buf[stop] = s;
                            assertSame(buf, 0, length);
                            assertSame(buf, 1, length);
                        }
                    }
                }
            }
        }
    }

    @Test
    void randomMixtures() {
        SplittableRandom random = new SplittableRandom(3);
        for (int round = 0; round < 200_000; round++) {
            byte[] buf = new byte[random.nextInt(80)];
            int rare = random.nextInt(1, 40); // how often a byte is not a letter
            for (int i = 0; i < buf.length; i++) {
                buf[i] = random.nextInt(rare) == 0 ? INTERESTING[random.nextInt(INTERESTING.length)]
                        : (byte) random.nextInt('a', 'z' + 1);
            }
            int from = buf.length == 0 ? 0 : random.nextInt(buf.length);
            int to = from + random.nextInt(buf.length - from + 1);
            assertSame(buf, from, to);
        }
    }

    @Test
    void wordTestsFlagTheirLowestByteExactly() {
        SplittableRandom random = new SplittableRandom(8);
        for (int round = 0; round < 200_000; round++) {
            long word = 0;
            for (int i = 0; i < 8; i++) {
                long b = random.nextBoolean() ? INTERESTING[random.nextInt(INTERESTING.length)] & 0xFF : random.nextInt(256);
                word |= b << (8 * i);
            }
            int expectAny = 8;
            int expectStop = 8;
            for (int i = 7; i >= 0; i--) {
                int b = (int) (word >>> (8 * i)) & 0xFF;
                boolean stopLike = b < 0x0E || b == '{' || b == '}';
                if (b < 0x0E || b >= 0x7B) { // the ASCII test is wider: 0x7B-0x7F, and every high byte
                    expectAny = i;
                }
                if (stopLike) {
                    expectStop = i;
                }
            }
            assertThat(Long.numberOfTrailingZeros(CommentRuns.stopsOrHighBytes(word)) >>> 3).as(Long.toHexString(word))
                    .isEqualTo(expectAny);
            assertThat(Long.numberOfTrailingZeros(CommentRuns.stops(word)) >>> 3).as(Long.toHexString(word))
                    .isEqualTo(expectStop);
        }
    }

    /**
     * The marked scan of a buffer ({@link CommentRuns#runEnd}) ends every run where the word scan
     * does: runs one after the other in one buffer (the marks of one serving the next), bounds that
     * shrink and grow, long runs across several windows, and the buffer's bytes changed in place
     * after {@link CommentRuns#forget}.
     */
    @Test
    void markedRunsEndWhereWordRunsEnd() {
        SplittableRandom random = new SplittableRandom(11);
        byte[] buf = new byte[20_000];
        CommentRuns runs = new CommentRuns(buf.length);
        for (int round = 0; round < 400; round++) {
            int rare = random.nextInt(1, 3000); // how often a byte is not a letter
            for (int i = 0; i < buf.length; i++) {
                buf[i] = random.nextInt(rare) == 0 ? INTERESTING[random.nextInt(INTERESTING.length)]
                        : (byte) random.nextInt('a', 'z' + 1);
            }
            runs.forget();
            int from = random.nextInt(16);
            while (from < buf.length) {
                int to = random.nextInt(4) == 0 ? from + random.nextInt(buf.length - from + 1) : buf.length;
                int expected = CommentRuns.end(buf, from, to);
                int found = runs.runEnd(buf, from, to);
                assertThat(found).as("round %d from %d to %d", round, from, to).isEqualTo(expected);
                int end = found < 0 ? ~found : found;
                from = end + 1 + random.nextInt(40);
                if (random.nextInt(50) == 0) { // the buffer read anew where the scan is
                    for (int i = 0; i < buf.length; i++) {
                        buf[i] = (byte) random.nextInt('a', 'z' + 1);
                    }
                    runs.forget();
                }
            }
        }
    }

    private static void assertSame(byte[] buf, int from, int to) {
        int end = from;
        boolean ascii = true;
        while (end < to && !isStop(buf[end])) {
            ascii &= buf[end] >= 0;
            end++;
        }
        int found = CommentRuns.end(buf, from, to);
        assertThat(found).as("%s from %d to %d", Arrays.toString(buf), from, to).isEqualTo(ascii ? end : ~end);
    }

    private static boolean isStop(byte b) {
        return b == '}' || b == '{' || b == '\n' || b == '\r';
    }
}
