package org.rochade.pgn.plugin.read;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Charset decisions for texts read from PGN: UTF-8 when valid, else windows-1252, the charset of
 * ChessBase-style exports and what WHATWG's encoding standard reads for the label latin1 (the
 * one place that decodes a text that is not UTF-8).
 */
final class Texts {
    private Texts() {
    }

    static boolean allUtf8(List<Object> texts) {
        for (Object o : texts) {
            if (o instanceof byte[] && !isUtf8((byte[]) o)) {
                return false;
            }
        }
        return true;
    }

    static boolean isUtf8(byte[] b) {
        if (isAscii(b)) {
            return true;
        }
        try {
            StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(b));
            return true;
        } catch (CharacterCodingException e) {
            return false;
        }
    }

    /** A text as UTF-8, or as windows-1252 when {@code windows1252} (for a text that is not UTF-8). */
    static String decode(byte[] b, boolean windows1252) {
        if (windows1252) {
            return windows1252(b);
        }
        // ASCII reads the same in both charsets, and as Latin-1 it is a plain copy: the fast path.
        return isAscii(b) ? ascii(b) : new String(b, StandardCharsets.UTF_8);
    }

    /** A text known to be ASCII. */
    static String ascii(byte[] b) {
        return new String(b, StandardCharsets.ISO_8859_1);
    }

    /**
     * Bytes 0x80-0x9F in windows-1252 as WHATWG's encoding standard reads them (its index
     * windows-1252): the five bytes the code page leaves undefined (81, 8D, 8F, 90, 9D) as the C1
     * controls of the same number, as WHATWG does, where the JDK's decoder gives U+FFFD. Every other
     * byte is the code point of its value (as in Latin-1).
     */
    private static final String C1_ROW = "\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021"
            + "\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F"
            + "\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014"
            + "\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178";

    /** Bytes read as windows-1252 (see {@link #C1_ROW}): any bytes decode, each to one character. */
    static String windows1252(byte[] b) {
        char[] chars = new char[b.length];
        for (int i = 0; i < b.length; i++) {
            int x = b[i] & 0xff;
            chars[i] = x >= 0x80 && x < 0xA0 ? C1_ROW.charAt(x - 0x80) : (char) x;
        }
        return new String(chars);
    }

    private static boolean isAscii(byte[] b) {
        for (byte x : b) {
            if (x < 0) {
                return false;
            }
        }
        return true;
    }
}
