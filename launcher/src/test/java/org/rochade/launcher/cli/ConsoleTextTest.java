package org.rochade.launcher.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class ConsoleTextTest {
    /** What Gogo's console makes of UTF-8 bytes: each byte a character. */
    private static String asGogoReadsIt(String typed) {
        return new String(typed.getBytes(StandardCharsets.UTF_8), StandardCharsets.ISO_8859_1);
    }

    @Test
    void utf8ReadByteByByteIsTheTextTyped() {
        for (String typed : new String[] {"Zürich open 2026: 7f3a9c", "Müller", "Łódź", "€ 100", "♔ ♚", "日本"}) {
            assertThat(ConsoleText.asTyped(asGogoReadsIt(typed))).isEqualTo(typed);
        }
    }

    @Test
    void asciiSingleByteTextAndWiderCharactersStayAsTheyAre() {
        assertThat(ConsoleText.asTyped("--seed")).isEqualTo("--seed");
        assertThat(ConsoleText.asTyped("")).isEqualTo("");
        assertThat(ConsoleText.asTyped("Müller")).as("ISO-8859-1 from a single-byte terminal").isEqualTo("Müller");
        assertThat(ConsoleText.asTyped("Ã")).as("a lone lead byte").isEqualTo("Ã");
        assertThat(ConsoleText.asTyped("Łódź")).as("already wider than a byte").isEqualTo("Łódź");
    }
}
