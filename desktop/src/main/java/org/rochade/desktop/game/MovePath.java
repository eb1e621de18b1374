package org.rochade.desktop.game;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.rochade.rules.api.Move;

/**
 * Where a node of a game's move tree is: the moves played from the start to reach it, in order; a
 * null element is a null move. Immutable.
 */
public record MovePath(List<Move> moves) {
    public static final MovePath START = new MovePath(List.of());

    public MovePath {
        moves = Collections.unmodifiableList(new ArrayList<>(moves));
    }

    /** This path with one more move (null: a null move). */
    public MovePath then(Move move) {
        List<Move> longer = new ArrayList<>(moves);
        longer.add(move);
        return new MovePath(longer);
    }

    /** This path without its last move; the start stays the start. */
    public MovePath parent() {
        return moves.isEmpty() ? this : new MovePath(moves.subList(0, moves.size() - 1));
    }

    /** How many plies from the start. */
    public int length() {
        return moves.size();
    }
}
