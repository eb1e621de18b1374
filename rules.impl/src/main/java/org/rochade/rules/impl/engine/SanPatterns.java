package org.rochade.rules.impl.engine;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.rochade.rules.api.spi.CastlingConvention;

/**
 * SAN texts taken apart once: a PGN archive repeats a few thousand move texts millions of times.
 * Thread-safe and bounded (cleared when full). Castling words and unreadable texts map to "no
 * pattern", which sends them to the full {@link Notation#parseSan}.
 */
final class SanPatterns {
    private static final int MAX = 1 << 14;
    /** Stands for "no plain-move pattern" (a ConcurrentHashMap cannot hold null). */
    private static final Object NONE = new Object();

    private final CastlingConvention convention;
    private final Map<String, Object> patterns = new ConcurrentHashMap<>();

    SanPatterns(CastlingConvention convention) {
        this.convention = convention;
    }

    /** The pattern of a plain piece or pawn move, or null. */
    SanPattern get(String san) {
        if (san == null || san.isEmpty()) {
            return null;
        }
        Object p = patterns.get(san);
        if (p == null) {
            String text = Notation.stripSuffixes(san);
            p = convention.parseSan(text).isPresent() ? NONE : SanPattern.parse(text);
            if (p == null) {
                p = NONE;
            }
            if (patterns.size() >= MAX) {
                patterns.clear();
            }
            patterns.put(san, p);
        }
        return p == NONE ? null : (SanPattern) p;
    }
}
