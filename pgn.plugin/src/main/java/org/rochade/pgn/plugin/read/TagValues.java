package org.rochade.pgn.plugin.read;

import java.nio.charset.StandardCharsets;

/**
 * Short tag values as one String per distinct value: "1", "*", "Chess960", a round, an Elo. An
 * archive of positions is a few tags per game and most of their values are these few texts, which
 * were a copy of their bytes and a String each. Only values of 1 to 8 ASCII bytes without NUL:
 * they read the same in any charset a game may be decided to have, and their bytes packed into a
 * long are the key (one compare). Direct-mapped (a value stays until another one takes its slot);
 * used by one tokenizer at a time.
 */
final class TagValues {
    private static final int BITS = 10;
    private final long[] keys = new long[1 << BITS];
    private final String[] texts = new String[1 << BITS];

    /** Whether {@link #get} takes a value of these {@code n} bytes. */
    static boolean takes(byte[] b, int n, boolean ascii) {
        if (n == 0 || n > 8 || !ascii) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (b[i] == 0) {
                return false;
            }
        }
        return true;
    }

    /** The value of the first {@code n} bytes of {@code b}, which {@link #takes} takes. */
    String get(byte[] b, int n) {
        long key = 0;
        for (int i = 0; i < n; i++) {
            key |= (b[i] & 0xffL) << (8 * i);
        }
        // No byte is 0, so the key also tells the length; 0 marks an empty slot.
        int slot = (int) ((key * 0x9E3779B97F4A7C15L) >>> (64 - BITS));
        if (keys[slot] == key) {
            return texts[slot];
        }
        String s = new String(b, 0, n, StandardCharsets.ISO_8859_1);
        keys[slot] = key;
        texts[slot] = s;
        return s;
    }
}
