package org.rochade.pgn.plugin.read;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** Charset decisions for texts read from PGN: UTF-8 when valid, else Latin-1. */
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

    static String decode(byte[] b, boolean latin1) {
        // ASCII is the same in both charsets and Latin-1 decoding is a plain copy: the fast path.
        return new String(b, latin1 || isAscii(b) ? StandardCharsets.ISO_8859_1 : StandardCharsets.UTF_8);
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
