package org.rochade.games.api;

import java.util.List;
import java.util.Objects;

/**
 * What PGN can hold, for the {@link GameEditor}: a value it refuses could not be written so that
 * it reads back the same (see {@link Game}'s rule for comment text).
 */
final class PgnText {
    /** The longest tag name the reader takes. */
    private static final int MAX_TAG_NAME = 255;
    static final List<String> RESULTS = List.of("1-0", "0-1", "1/2-1/2", "*");

    private PgnText() {
    }

    /**
     * A brace comment's text: no '}' (it would end the comment), no CR (line ends inside comments are
     * LF), and no line the reader takes for the next game's tag section (one that starts with
     * {@code [Event }, or with '[' after a blank line).
     *
     * @throws IllegalArgumentException naming the text
     */
    static void checkComment(String text) {
        Objects.requireNonNull(text, "comment");
        if (text.indexOf('}') >= 0) {
            throw new IllegalArgumentException("a comment cannot hold '}', which would end it in PGN: \"" + text + "\"");
        }
        if (text.indexOf('\r') >= 0) {
            throw new IllegalArgumentException("a comment's line ends are \\n (PGN reads CR and CRLF as \\n): \""
                    + text.replace("\r", "\\r") + "\"");
        }
        String[] lines = text.split("\n", -1);
        for (int i = 1; i < lines.length; i++) {
            if (lines[i].startsWith("[") && (lines[i].startsWith("[Event ") || (i >= 2 && isBlank(lines[i - 1])))) {
                throw new IllegalArgumentException("a comment cannot hold a line that PGN readers take for the next"
                        + " game's tags (\"[Event \" or '[' after a blank line): \"" + text + "\"");
            }
        }
    }

    private static boolean isBlank(String line) {
        for (int i = 0; i < line.length(); i++) {
            if (line.charAt(i) != ' ' && line.charAt(i) != '\t') {
                return false;
            }
        }
        return true;
    }

    /** @throws IllegalArgumentException for a NAG outside 0..255, naming it */
    static void checkNag(Integer nag) {
        Objects.requireNonNull(nag, "nag");
        if (nag < 0 || nag > 255) {
            throw new IllegalArgumentException("a NAG is 0..255 in PGN: " + nag);
        }
    }

    /**
     * A tag name is a PGN symbol: a letter or digit, then letters, digits and {@code _+#=:-}, at most
     * 255 characters; a value has no line end.
     *
     * @throws IllegalArgumentException naming the name or value
     */
    static void checkTag(String name, String value) {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(value, "value");
        boolean symbol = !name.isEmpty() && name.length() <= MAX_TAG_NAME && isLetterOrDigit(name.charAt(0));
        for (int i = 1; symbol && i < name.length(); i++) {
            char c = name.charAt(i);
            symbol = isLetterOrDigit(c) || "_+#=:-".indexOf(c) >= 0;
        }
        if (!symbol) {
            throw new IllegalArgumentException("a tag name is a PGN symbol (a letter or digit, then letters,"
                    + " digits and _+#=:-): \"" + name + "\"");
        }
        if (value.indexOf('\n') >= 0 || value.indexOf('\r') >= 0) {
            throw new IllegalArgumentException("a tag value cannot hold a line end: " + name + " \""
                    + value.replace("\r", "\\r").replace("\n", "\\n") + "\"");
        }
    }

    private static boolean isLetterOrDigit(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    }
}
