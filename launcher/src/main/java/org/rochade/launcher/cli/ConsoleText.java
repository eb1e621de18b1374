package org.rochade.launcher.cli;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * The text of a shell argument as the user typed it. Gogo's console (gogo.shell) reads the
 * terminal or the piped script byte by byte and takes each byte for a character (ISO-8859-1), so
 * "Zürich" typed in a UTF-8 terminal reaches a command as "ZÃ¼rich": a seed would then hash to
 * another commitment, a name or a path would not be found.
 *
 * <p>Contract: an argument whose characters are all bytes (U+0000-U+00FF), of which at least one
 * is not ASCII, and whose bytes are well-formed UTF-8, is read as UTF-8; any other argument is kept
 * as it is (text from a single-byte terminal such as "Müller" in ISO-8859-1 is not well-formed
 * UTF-8, and text with characters above U+00FF did not come through that console).
 */
final class ConsoleText {
    private ConsoleText() {
    }

    static String asTyped(String argument) {
        boolean beyondAscii = false;
        for (int i = 0; i < argument.length(); i++) {
            char c = argument.charAt(i);
            if (c > 0xFF) {
                return argument;
            }
            beyondAscii |= c >= 0x80;
        }
        if (!beyondAscii) {
            return argument;
        }
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(argument.getBytes(StandardCharsets.ISO_8859_1)))
                    .toString();
        } catch (CharacterCodingException notUtf8) {
            return argument;
        }
    }
}
