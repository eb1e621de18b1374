package org.rochade.rules.impl.fen;

/**
 * Splits a trimmed FEN into its fields at runs of white space (what {@code split("\\s+")} does).
 * By hand rather than with a regular expression: a PGN archive brings a few thousand distinct FENs
 * per run, and the regex engine then ran interpreted and was compiled by the JIT in the middle of
 * a short validation, for a job a loop does. The reader asks for the fields' bounds only, not for
 * a String per field: every FEN of an archive of positions (an opening book: one per game) comes
 * through here.
 */
final class FenFields {
    private FenFields() {
    }

    /**
     * The bounds of the fields of {@code trimmed}, which starts with no white space: field k runs
     * from {@code bounds[2k]} to {@code bounds[2k + 1]} (exclusive), written for as many fields as
     * {@code bounds} has room for. An empty text is one empty field, as with {@code String.split}.
     *
     * @return how many fields the text has (also those beyond the room in {@code bounds})
     */
    static int bounds(String trimmed, int[] bounds) {
        int n = trimmed.length();
        int count = 0;
        int i = 0;
        do {
            int start = i;
            while (i < n && !isSeparator(trimmed.charAt(i))) {
                i++;
            }
            if (2 * count + 1 < bounds.length) {
                bounds[2 * count] = start;
                bounds[2 * count + 1] = i;
            }
            count++;
            while (i < n && isSeparator(trimmed.charAt(i))) {
                i++;
            }
        } while (i < n);
        return count;
    }

    /** The fields of {@code trimmed} as Strings (see {@link #bounds}). */
    static String[] split(String trimmed) {
        int[] bounds = new int[2 * (trimmed.length() + 1)];
        int count = bounds(trimmed, bounds);
        String[] fields = new String[count];
        for (int k = 0; k < count; k++) {
            fields[k] = trimmed.substring(bounds[2 * k], bounds[2 * k + 1]);
        }
        return fields;
    }

    /** The characters of the regex class {@code \s}. */
    private static boolean isSeparator(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == 0x0B || c == '\f' || c == '\r';
    }
}
