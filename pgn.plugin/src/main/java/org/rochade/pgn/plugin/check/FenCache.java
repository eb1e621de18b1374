package org.rochade.pgn.plugin.check;

import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.RulesException;
import org.rochade.rules.api.StartArray;
import org.rochade.rules.api.StartVerdict;

/**
 * What the rules say about a FEN, remembered: archives repeat the same few hundred start FENs
 * (one per start array), and reading and checking one costs more than replaying a short game.
 * Keyed by rules instance and FEN text, so a rules service that comes back is asked afresh.
 * Bounded: cleared when full (the start arrays' answers too). Shared by the worker threads of one
 * validation run.
 *
 * <p>Other FENs (the positions of puzzle sets and opening books, each in one game) are not kept:
 * nothing asks about them twice ({@link StartResolver} hands the answer it read on within a game).
 * Kept with the starts (4,096 of them), an archive of positions promoted every one to the old
 * generation (validate on 126,000 positions: 275 MB of heap after each young collection, 420 MB
 * resident); kept in a small map of their own, cleared when full, the look-ups and the clearing
 * cost such an archive more than what they saved.
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
    /** Per rules instance (by identity, like the entries), guarded by itself. */
    private final Map<ChessRules, StartFens> startFens = new IdentityHashMap<>();

    /** The standard start by the rules that last asked for it (a game without FEN), or null. */
    private volatile Standard standard;

    private record Standard(ChessRules rules, Position position) {
    }

    /**
     * The standard start position as {@code rules} read it ({@link StartResolver#STANDARD_FEN}):
     * every game without a FEN asks this, so the last answer is kept beside the map, not looked
     * up in it (a look-up by a new key per game, with its misses, was 1.5% of validating an
     * archive where one game in seven has no FEN).
     */
    Position standardStart(ChessRules rules) {
        Standard known = standard;
        if (known != null && known.rules() == rules) {
            return known.position();
        }
        Position position = read(rules, StartResolver.STANDARD_FEN).position();
        standard = new Standard(rules, position);
        return position;
    }

    Entry read(ChessRules rules, String fen) {
        if (!StartResolver.looksLikeStartArray(fen)) {
            return readInFull(rules, fen, false); // no start array's FEN: nothing for StartFens to answer
        }
        Key key = new Key(rules, fen);
        Entry e = entries.get(key);
        if (e == null) {
            e = compute(rules, fen);
            if (entries.size() >= MAX) {
                entries.clear();
                standard = null;
                synchronized (startFens) {
                    startFens.clear(); // nor keep rules instances (and their bundles' class loaders) that have gone
                }
            }
            entries.put(key, e);
        }
        return e;
    }

    private Entry compute(ChessRules rules, String fen) {
        if (!rules.variant().mirrored()) {
            return readInFull(rules, fen, true); // dfrc's 921,600 starts are no few FENs to remember up front
        }
        StartFens starts;
        synchronized (startFens) {
            starts = startFens.computeIfAbsent(rules, StartFens::new);
        }
        Entry start = starts.entry(fen);
        return start != null ? start : readInFull(rules, fen, true);
    }

    /** @param startShape whether the FEN has a start array's shape ({@link StartResolver#looksLikeStartArray}) */
    private static Entry readInFull(ChessRules rules, String fen, boolean startShape) {
        Position position;
        try {
            position = rules.fromFen(fen);
        } catch (RulesException e) {
            return new Entry(null, e, null);
        }
        StartVerdict start = startShape ? rules.checkStart(fen) : null;
        return new Entry(position, null, start);
    }

    /**
     * Whether {@code fen} is {@code array.xfen()} or {@code array.shredderFen()}, compared in
     * place: writing the two FENs to compare with (a String concatenation each) cost about
     * 20 microseconds a time here, 4-5% of validating the 100,000-game archive (one per
     * distinct FEN and run, 2,260 per run). {@code FenCacheTest} holds it to those two.
     */
    static boolean isOwnFen(String fen, StartArray array) {
        String white = array.backRank();
        String black = array.blackBackRank();
        if (!fen.startsWith(MIDDLE, 8) || !fen.startsWith(white, 35) || !fen.startsWith(" w ", 43)) {
            return false;
        }
        for (int i = 0; i < 8; i++) {
            if (fen.charAt(i) != Character.toLowerCase(black.charAt(i))) {
                return false;
            }
        }
        // X-FEN's "KQkq", or Shredder-FEN's rook files, each side's king side first ("HAha").
        boolean castling = fen.startsWith("KQkq", 46)
                || fen.length() > 49 && fen.charAt(46) == 'A' + white.lastIndexOf('R') && fen.charAt(47) == 'A' + white.indexOf('R')
                && fen.charAt(48) == 'a' + black.lastIndexOf('R') && fen.charAt(49) == 'a' + black.indexOf('R');
        return castling && fen.length() == 50 + SUFFIX.length() && fen.startsWith(SUFFIX, 50);
    }

    private static final String MIDDLE = "/pppppppp/8/8/8/8/PPPPPPPP/";
    private static final String SUFFIX = " - 0 1";

    /**
     * The two FENs a start array is written with almost everywhere (X-FEN or Shredder-FEN, White
     * to move, "- 0 1"), answered from the rules' own arrays: the position of the array and a
     * legal start. An archive's FENs are mostly these, a few per array, and reading each of them
     * twice (position and start check) was most of a short validation's FEN work and made the JIT
     * compile both FEN readers. Other texts (other counters, castling letters in another order)
     * get no answer here and are read in full.
     *
     * <p>Only for variants where Black mirrors White, so that White's back rank names the array.
     * The arrays are found by the back rank a FEN ends its placement with, and only the arrays
     * asked about have their FENs written: writing both FENs of all 960 arrays up front, and
     * keying the entries by the {@link StartArray} record (whose first hash code bootstraps the
     * JDK's record methods), took a one-game validation about 30 ms; this takes about 7.
     */
    private static final class StartFens {
        private final ChessRules rules;
        /** Each array by White's back rank (the last of equal ranks, whose FENs are the same). */
        private final Map<String, StartArray> byBackRank = new HashMap<>();
        /** By White's back rank. */
        private final Map<String, Entry> entries = new ConcurrentHashMap<>();

        StartFens(ChessRules rules) {
            this.rules = rules;
            for (StartArray array : rules.startArrays()) {
                byBackRank.put(array.backRank(), array);
            }
        }

        /** The entry of one of the array's own FENs, or null for any other text. */
        Entry entry(String fen) {
            int space = fen.indexOf(' ');
            if (space < 9 || fen.charAt(space - 9) != '/') {
                return null;
            }
            StartArray array = byBackRank.get(fen.substring(space - 8, space));
            if (array == null || !isOwnFen(fen, array)) {
                return null;
            }
            // Looked up before computeIfAbsent, whose capturing lambda (made per call) cost this
            // path a few percent of validating the 100,000-game archive, one call per distinct FEN and run.
            Entry known = entries.get(array.backRank());
            return known != null ? known : entries.computeIfAbsent(array.backRank(),
                    rank -> new Entry(rules.startPosition(array), null, StartVerdict.legal(array)));
        }

    }
}
