package org.rochade.pgn.plugin.check;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.RulesException;
import org.rochade.rules.api.StartVerdict;

/**
 * What the rules say about a FEN, remembered: archives repeat the same few hundred start FENs
 * (one per start array), and reading and checking one costs more than replaying a short game.
 * Keyed by rules instance and FEN text, so a rules service that comes back is asked afresh.
 * Bounded: cleared when full. Shared by the worker threads of one validation run.
 */
public final class FenCache {
    private static final int MAX = 4096;

    /** The verdict on one FEN: a position (and start verdict when it has a start array's shape) or an error. */
    record Entry(Position position, RulesException error, StartVerdict start) {
    }

    private record Key(ChessRules rules, String fen) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && k.rules == rules && k.fen.equals(fen);
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(rules) * 31 + fen.hashCode();
        }
    }

    private final Map<Key, Entry> entries = new ConcurrentHashMap<>();

    Entry read(ChessRules rules, String fen) {
        Key key = new Key(rules, fen);
        Entry e = entries.get(key);
        if (e == null) {
            e = compute(rules, fen);
            if (entries.size() >= MAX) {
                entries.clear();
            }
            entries.put(key, e);
        }
        return e;
    }

    private static Entry compute(ChessRules rules, String fen) {
        Position position;
        try {
            position = rules.fromFen(fen);
        } catch (RulesException e) {
            return new Entry(null, e, null);
        }
        StartVerdict start = StartResolver.looksLikeStartArray(fen) ? rules.checkStart(fen) : null;
        return new Entry(position, null, start);
    }
}
