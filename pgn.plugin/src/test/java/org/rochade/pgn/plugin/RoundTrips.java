package org.rochade.pgn.plugin;

import static org.assertj.core.api.Assertions.assertThat;

/** What every written game must look like, for the round-trip tests. */
final class RoundTrips {
    private RoundTrips() {
    }

    /**
     * Lines of written PGN are at most {@code width} long, except where a comment's own text is:
     * a longer line holds nothing but (part of) one comment, braces included, and the brackets of
     * variations glued to it.
     */
    static void linesFit(String pgn, int width, String where) {
        boolean inBraces = false;
        int lineStart = 0;
        boolean onlyComment = true;
        for (int i = 0; i <= pgn.length(); i++) {
            char c = i == pgn.length() ? '\n' : pgn.charAt(i);
            if (c == '\n') {
                if (i - lineStart > width) {
                    assertThat(onlyComment).as("%s: line of %d characters outside a comment: %s", where, i - lineStart,
                            pgn.substring(lineStart, i)).isTrue();
                }
                lineStart = i + 1;
                onlyComment = true;
                continue;
            }
            boolean inLineComment = c == ';' && !inBraces;
            if (inLineComment) { // the rest of the line is comment
                int end = pgn.indexOf('\n', i);
                i = (end < 0 ? pgn.length() : end) - 1;
                continue;
            }
            if (c == '{' && !inBraces) {
                inBraces = true;
            } else if (c == '}' && inBraces) {
                inBraces = false;
            } else if (!inBraces && c != '(' && c != ')') {
                onlyComment = false;
            }
        }
    }
}
