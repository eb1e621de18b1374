package org.rochade.rules.impl.fen;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits a trimmed FEN into its fields at runs of white space (what {@code split("\\s+")} does).
 * By hand rather than with a regular expression: a PGN archive brings a few thousand distinct FENs
 * per run, and the regex engine then ran interpreted and was compiled by the JIT in the middle of
 * a short validation, for a job a loop does.
 */
final class FenFields {
    private FenFields() {
    }

    /**
     * The fields of {@code trimmed}, which starts with no white space; an empty text is one empty
     * field, as with {@code String.split}.
     */
    static String[] split(String trimmed) {
        List<String> fields = new ArrayList<>(6);
        int n = trimmed.length();
        int i = 0;
        do {
            int start = i;
            while (i < n && !isSeparator(trimmed.charAt(i))) {
                i++;
            }
            fields.add(trimmed.substring(start, i));
            while (i < n && isSeparator(trimmed.charAt(i))) {
                i++;
            }
        } while (i < n);
        return fields.toArray(new String[0]);
    }

    /** The characters of the regex class {@code \s}. */
    private static boolean isSeparator(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == 0x0B || c == '\f' || c == '\r';
    }
}
