package org.rochade.rules.api.pgn;

/** How PGN tag names compare: the one rule every reader and writer of tags here follows. */
public final class TagNames {
    private TagNames() {
    }

    /**
     * Whether two tag names name the same tag: compared ignoring case, as PGN readers do (several
     * writers vary it). Asked for every tag of every game read, so the cheap tests come first: the
     * lengths and first letters, where the names of one game mostly differ, then the same spelling
     * (the usual case, which a plain comparison checks many bytes at a time, unlike one ignoring case).
     */
    public static boolean same(String a, String b) {
        if (a.length() != b.length()) {
            return false;
        }
        return a.isEmpty() || (a.charAt(0) | 0x20) == (b.charAt(0) | 0x20) && (a.equals(b) || a.equalsIgnoreCase(b));
    }
}
