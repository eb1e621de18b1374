package org.rochade.pgn.plugin.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class TagValuesTest {
    private static final String START_FEN = "bbqnrkrn/pppppppp/8/8/8/8/PPPPPPPP/BBQNRKRN w GEge - 0 1";

    private static String read(TagValues values, String value) {
        byte[] bytes = (value + "\"]").getBytes(StandardCharsets.US_ASCII); // the tokenizer's buffer holds more
        return values.get(bytes, value.length());
    }

    @Test
    void aShortValueIsOneStringFromItsFirstSighting() {
        TagValues values = new TagValues();
        String first = read(values, "Chess960");
        assertEquals("Chess960", first);
        assertSame(first, read(values, "Chess960"));
    }

    @Test
    void aLongerValueIsKeptFromItsSecondSightingOn() {
        TagValues values = new TagValues();
        String first = read(values, START_FEN);
        String second = read(values, START_FEN);
        assertEquals(START_FEN, first);
        assertEquals(START_FEN, second);
        assertNotSame(first, second, "a value seen once is not kept");
        assertSame(second, read(values, START_FEN));
        assertSame(second, read(values, START_FEN));
    }
}
