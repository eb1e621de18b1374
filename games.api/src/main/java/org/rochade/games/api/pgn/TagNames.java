package org.rochade.games.api.pgn;

/**
 * How PGN tag names compare: the one rule every reader and writer of tags here follows. Tag names
 * are ASCII (the standard allows letters, digits and the underscore); they are the same name when
 * they differ at most in the case of their letters, as PGN readers take them (several writers vary
 * the case).
 */
public final class TagNames {
    private TagNames() {
    }

    /** Whether two tag names name the same tag. */
    public static boolean same(String a, String b) {
        int n = a.length();
        if (n != b.length()) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            char x = a.charAt(i);
            char y = b.charAt(i);
            if (x != y && lower(x) != lower(y)) {
                return false;
            }
        }
        return true;
    }

    /**
     * A number that is equal for names that are {@link #same} (their length and folded first
     * letter): readers that look a name up among many keep it beside each name and compare it
     * first, since every tag of every game read is looked up.
     */
    public static int hint(String name) {
        return name.isEmpty() ? 0 : name.length() << 16 | lower(name.charAt(0));
    }

    private static char lower(char c) {
        return c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c;
    }
}
