package org.rochade.rules.impl.engine;

import org.rochade.rules.api.CastlingSide;
import org.rochade.rules.api.spi.CastlingConvention;

/**
 * SAN texts taken apart once: a PGN archive repeats a few thousand move texts millions of times.
 * A direct-mapped table of immutable entries, shared by threads without locks: a racing reader
 * sees no entry, an older one or the newer one, each of them correct (final fields publish the
 * entry safely), so the worst a race costs is parsing a text again. A castling word maps to its
 * side; an unreadable text to neither pattern nor side, which sends it to the full
 * {@link Notation#parseSan}.
 */
final class SanPatterns {
    /**
     * Direct-mapped, so it must be several times larger than the distinct texts of an archive
     * (about 6,000 in 100,000 generated games): at 8,192 slots colliding texts kept evicting each
     * other and were parsed again and again.
     */
    private static final int SIZE = 1 << 15;

    /**
     * What a SAN text says: a plain move's pattern as a {@link SanPattern} code, a castling side,
     * or (code NONE, side null) ask the full parser. The code is inline: one object per lookup.
     */
    record Entry(String san, int code, CastlingSide castling) {
    }

    private final CastlingConvention convention;
    private final Entry[] table = new Entry[SIZE];

    SanPatterns(CastlingConvention convention) {
        this.convention = convention;
    }

    /**
     * The text taken apart, or null for null. (An empty text gets an entry with neither pattern nor
     * side; not testing for it spares reading the String's characters, a cache miss per move.)
     */
    Entry get(String san) {
        if (san == null) {
            return null;
        }
        int h = san.hashCode();
        int slot = (h ^ (h >>> 13)) & (SIZE - 1);
        Entry e = table[slot];
        if (e != null && e.san == san) {
            return e; // the common case: readers hand out one String per distinct text
        }
        if (e != null && e.san.equals(san)) {
            // Equal text from another reader (a later validation run): keep its String so that
            // its next lookups are decided by identity again.
            e = new Entry(san, e.code, e.castling);
        } else {
            String text = Notation.stripSuffixes(san);
            CastlingSide castling = convention.parseSan(text).orElse(null);
            SanPattern pattern = castling != null ? null : SanPattern.parse(text);
            e = new Entry(san, pattern == null ? SanPattern.NONE : pattern.code(), castling);
        }
        table[slot] = e;
        return e;
    }
}
