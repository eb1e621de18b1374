package org.rochade.desktop.board;

import java.awt.Graphics2D;
import org.rochade.rules.api.Piece;

/** How the board draws its pieces: the diagram service's shapes, or the window's own. */
public interface PieceSet {
    /** Draws a piece into the square of side {@code size} whose top left corner is (x, y). */
    void paint(Graphics2D g, Piece piece, int x, int y, int size);

    /** Where the pieces come from, for the window to say. */
    String source();
}
