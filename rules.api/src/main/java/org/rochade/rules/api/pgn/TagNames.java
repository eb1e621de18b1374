package org.rochade.rules.api.pgn;

/** How PGN tag names compare: the one rule every reader and writer of tags here follows. */
public final class TagNames {
    private TagNames() {
    }

    /**
     * Whether two tag names name the same tag: compared ignoring case, as PGN readers do (several
     * writers vary it). Asked for every tag of every game read, so the first letters are compared
     * before the whole names: the names of one game mostly differ there.
     */
    public static boolean same(String a, String b) {
        return a.length() == b.length() && (a.isEmpty() || (a.charAt(0) | 0x20) == (b.charAt(0) | 0x20))
                && a.equalsIgnoreCase(b);
    }
}
