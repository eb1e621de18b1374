package org.rochade.pgn.plugin.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.nio.charset.Charset;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** A text that is not UTF-8 is read as windows-1252, as WHATWG's encoding standard reads it. */
class TextsTest {

    @Test
    void everyByteReadsAsTheJdksWindows1252AndTheFiveUndefinedAsC1Controls() {
        Charset cp1252 = Charset.forName("windows-1252");
        Set<Integer> undefined = Set.of(0x81, 0x8D, 0x8F, 0x90, 0x9D);
        for (int b = 0; b < 256; b++) {
            String jdk = cp1252.decode(ByteBuffer.wrap(new byte[] {(byte) b})).toString();
            String expected = undefined.contains(b) ? String.valueOf((char) b) : jdk;
            assertThat(jdk).as("byte 0x%02X", b).hasSize(1);
            assertThat(undefined.contains(b) || jdk.charAt(0) != '\uFFFD').as("byte 0x%02X", b).isTrue();
            assertThat(Texts.windows1252(new byte[] {(byte) b})).as("byte 0x%02X", b).isEqualTo(expected);
        }
        // Each byte one character, in place.
        assertThat(Texts.windows1252(new byte[] {'a', (byte) 0x93, (byte) 0x80, (byte) 0x94, (byte) 0xE9, (byte) 0x9D}))
                .isEqualTo("a\u201C\u20AC\u201D\u00E9\u009D");
        // The decision: UTF-8 when valid, else windows-1252.
        assertThat(Texts.decode(new byte[] {(byte) 0xC3, (byte) 0xA9}, false)).isEqualTo("\u00E9");
        assertThat(Texts.decode(new byte[] {(byte) 0x93, 'x', (byte) 0x94}, true)).isEqualTo("\u201Cx\u201D");
    }
}
