package org.rochade.desktop.board;

import java.util.Set;
import org.rochade.rules.api.Square;

/** What the board asks its owner: it decides nothing about chess itself. */
public interface BoardListener {
    /**
     * The squares to highlight when the piece on {@code from} is picked up: the destinations of its
     * legal moves (for castling, the rook's square and the king's destination). Empty when none.
     */
    Set<Square> targetsFrom(Square from);

    /**
     * A piece was dropped (dragged, or clicked then its destination clicked) from {@code from} on
     * {@code to}. The owner plays the move it means or says why not; the board then shows the
     * position it is given (an illegal drop thus snaps back).
     */
    void dropped(Square from, Square to);
}
