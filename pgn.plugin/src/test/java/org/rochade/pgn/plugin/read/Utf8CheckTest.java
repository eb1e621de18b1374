package org.rochade.pgn.plugin.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** {@link Utf8Check} answers as {@link Texts#isUtf8} does on the whole bytes, however they are fed. */
class Utf8CheckTest {

    @Test
    void everyTwoByteTextAndEveryLeadWithTwoMore() {
        byte[] two = new byte[2];
        for (int a = 0; a < 256; a++) {
            for (int b = 0; b < 256; b++) {
                two[0] = (byte) a;
                two[1] = (byte) b;
                agrees(two, 1);
            }
        }
        byte[] three = new byte[3];
        for (int a = 0xC0; a < 256; a++) {
            for (int b = 0x70; b < 0xD0; b++) {
                for (int c = 0x70; c < 0xD0; c += 8) {
                    three[0] = (byte) a;
                    three[1] = (byte) b;
                    three[2] = (byte) c;
                    agrees(three, b % 4);
                }
            }
        }
    }

    @Test
    void randomTextsFedInPieces() {
        SplittableRandom random = new SplittableRandom(24);
        // bytes around the boundaries that matter, and plain ASCII
        int[] pool = {'a', ' ', '\n', 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1,
                0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF};
        int valid = 0;
        for (int n = 0; n < 60_000; n++) {
            byte[] text = new byte[1 + random.nextInt(12)];
            for (int i = 0; i < text.length; i++) {
                text[i] = (byte) pool[random.nextInt(pool.length)];
            }
            valid += agrees(text, random.nextInt(text.length + 1)) ? 1 : 0;
        }
        for (String s : new String[] {"Schach", "Ã¤", "\u00e4\u00f6\u00fc", "\u20ac", "\ud83d\ude00", "a\u0800b\uffff"}) {
            assertThat(agrees(s.getBytes(java.nio.charset.StandardCharsets.UTF_8), 1)).as(s).isTrue();
            valid++;
        }
        assertThat(valid).isGreaterThan(1000);
    }

    /** Feeds the text as a run, a byte and the rest as a run, and checks the answer; returns it. */
    private static boolean agrees(byte[] text, int split) {
        boolean expected = Texts.isUtf8(text);
        Utf8Check check = new Utf8Check();
        check.accept(text, 0, split);
        for (int i = split; i < text.length; i++) {
            check.accept(text[i] & 0xff);
        }
        assertThat(check.isUtf8()).as(java.util.HexFormat.of().formatHex(text)).isEqualTo(expected);
        return expected;
    }
}
