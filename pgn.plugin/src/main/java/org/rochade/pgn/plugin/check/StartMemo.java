package org.rochade.pgn.plugin.check;

import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.StartArray;

/**
 * The starts one thread resolved last, by the FEN tag's String itself: a game's FEN of a start
 * array is the same String in every game of that array ({@code read.TagValues} keeps one per
 * distinct value), so a hit is two reference compares, without reading the FEN. Only what
 * {@link StartResolver} decides from the rules and the FEN alone is kept, and only when it found
 * nothing to say (a legal start with all its castling rights, no Double Fischer Random guess):
 * then the game's start is the one kept, and only the per-game checks (the Opening label) are
 * left to do.
 *
 * <p>4,096 sets of two, on the FEN's hash (a String caches it), the start used last first: a
 * start stays until two others of its set came after it (the 100,000-game archive has 1,920
 * start FENs). Keys and answers lie in arrays of their own, so a look-up reads no object but the
 * FEN String's hash. Nothing is lost on a miss (a FEN read anew as another String, a start pushed
 * out): the shared {@link FenCache} answers as before. Confined to one thread (one per
 * {@link GameChecker.Spares}); holds rules instances only while they are in its slots.
 *
 * <p>Why: resolving each game's start through the shared cache (a key made per game, a
 * {@code ConcurrentHashMap} look-up with its key and FEN compared, then the answer's verdict,
 * optional and array read, the SP boxed) was about a tenth of validating the 100,000-game
 * archive, mostly cache misses on those objects.
 */
final class StartMemo {
    private static final int SET_BITS = 12;
    private static final int SLOTS = 2 << SET_BITS;

    private final String[] fens = new String[SLOTS];
    private final ChessRules[] rules = new ChessRules[SLOTS];
    private final GameStart[] starts = new GameStart[SLOTS];
    private final StartArray[] arrays = new StartArray[SLOTS];

    /** The slot of the start kept for this very FEN String read with these rules, or -1. */
    int find(ChessRules by, String fen) {
        int slot = set(fen);
        if (fens[slot] == fen && rules[slot] == by) {
            return slot;
        }
        if (fens[slot + 1] == fen && rules[slot + 1] == by) {
            swap(slot);
            return slot;
        }
        return -1;
    }

    /** The start in a slot {@link #find} gave. */
    GameStart start(int slot) {
        return starts[slot];
    }

    /** Its start array (for the game's Opening label). */
    StartArray array(int slot) {
        return arrays[slot];
    }

    /**
     * Keeps a start {@code by} resolved for the FEN tag {@code fen} with no finding (see the class
     * comment), first in its set.
     */
    void put(ChessRules by, String fen, GameStart start, StartArray array) {
        int slot = set(fen);
        move(slot, slot + 1);
        fens[slot] = fen;
        rules[slot] = by;
        starts[slot] = start;
        arrays[slot] = array;
    }

    private void swap(int slot) {
        String fen = fens[slot + 1];
        ChessRules by = rules[slot + 1];
        GameStart start = starts[slot + 1];
        StartArray array = arrays[slot + 1];
        move(slot, slot + 1);
        fens[slot] = fen;
        rules[slot] = by;
        starts[slot] = start;
        arrays[slot] = array;
    }

    private void move(int from, int to) {
        fens[to] = fens[from];
        rules[to] = rules[from];
        starts[to] = starts[from];
        arrays[to] = arrays[from];
    }

    /** The first slot of the FEN's set. */
    private static int set(String fen) {
        int h = fen.hashCode() * 0x9E3779B9;
        return 2 * (h >>> (32 - SET_BITS));
    }
}
