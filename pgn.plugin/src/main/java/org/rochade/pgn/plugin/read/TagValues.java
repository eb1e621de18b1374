package org.rochade.pgn.plugin.read;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * ASCII tag values as one String per distinct value: "1", "*", "Chess960", a round, an Elo, an
 * event's name, a date, a start array's FEN. An archive repeats most of its values from game to
 * game, and each was a copy of its bytes, then a String of them when read. ASCII values read the
 * same in any charset a game may be decided to have. Values of 1 to 8 bytes without NUL are keyed
 * by their bytes packed into a long (one compare); longer ones up to {@link #MAX_LONG} bytes by a
 * hash of their bytes, then compared with the bytes kept beside the String. Direct-mapped (a value
 * stays until another one takes its slot); used by one tokenizer at a time.
 *
 * <p>A FEN of a start array (most games of a Chess960 archive) is then the same String in every
 * game of that array, whose hash code is computed once and which the FEN cache finds by identity:
 * decoding, hashing and comparing each game's FEN anew was about 6% of validating the
 * 100,000-game archive.
 *
 * <p>A longer value is kept only from its second sighting on ({@link #seen}): an opening book or a
 * puzzle set has a FEN of its own in every game, and keeping each of those (a String and a copy of
 * its bytes that outlived several young collections before another value took their slot) made
 * validating Stockfish's Chess960 book 1.3x slower in its steady state, mostly in collections.
 */
final class TagValues {
    private static final int BITS = 10;
    private final long[] keys = new long[1 << BITS];
    private final String[] texts = new String[1 << BITS];

    /** The longest value kept in the table of longer values (a FEN of a start array is 50-60 bytes). */
    static final int MAX_LONG = 96;
    /**
     * Longer values: 4,096 sets of two slots, the value used last first. Direct-mapped over 2,048
     * slots, the 1,925 distinct longer values of the 100,000-game archive (1,920 start FENs) took
     * each other's slots so often that a game's FEN was a new String about every other game.
     */
    private static final int LONG_SET_BITS = 12;
    private final byte[][] longBytes = new byte[2 << LONG_SET_BITS][];
    private final String[] longTexts = new String[2 << LONG_SET_BITS];
    /**
     * The hashes of longer values seen once and not kept, direct-mapped on other bits of the hash
     * than the sets (a value is kept when its hash is found here; 0 marks an empty slot).
     */
    private static final int SEEN_BITS = 13;
    private final long[] seen = new long[1 << SEEN_BITS];
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    /** Whether {@link #get} takes a value of these {@code n} bytes. */
    static boolean takes(byte[] b, int n, boolean ascii) {
        if (n == 0 || n > MAX_LONG || !ascii) {
            return false;
        }
        if (n > 8) {
            return true;
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
        if (n > 8) {
            return getLong(b, n);
        }
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

    private String getLong(byte[] b, int n) {
        // 8 bytes a step, the last step on the last 8 (n > 8: within the value).
        long h = n;
        for (int i = 0; i + 8 < n; i += 8) {
            h = (h ^ (long) LONGS.get(b, i)) * 0x9E3779B97F4A7C15L;
        }
        h = (h ^ (long) LONGS.get(b, n - 8)) * 0x9E3779B97F4A7C15L;
        int slot = 2 * (int) (h >>> (64 - LONG_SET_BITS));
        byte[] kept = longBytes[slot];
        if (kept != null && Arrays.equals(kept, 0, kept.length, b, 0, n)) {
            return longTexts[slot];
        }
        kept = longBytes[slot + 1];
        if (kept != null && Arrays.equals(kept, 0, kept.length, b, 0, n)) {
            String s = longTexts[slot + 1];
            keepFirst(slot, kept, s);
            return s;
        }
        String s = new String(b, 0, n, StandardCharsets.ISO_8859_1);
        int seenSlot = (int) h & ((1 << SEEN_BITS) - 1);
        if (seen[seenSlot] == h) {
            keepFirst(slot, Arrays.copyOf(b, n), s);
        } else {
            seen[seenSlot] = h;
        }
        return s;
    }

    /** Puts a value first in its set, the one that was first second (the one second before is dropped). */
    private void keepFirst(int slot, byte[] bytes, String text) {
        longBytes[slot + 1] = longBytes[slot];
        longTexts[slot + 1] = longTexts[slot];
        longBytes[slot] = bytes;
        longTexts[slot] = text;
    }
}
