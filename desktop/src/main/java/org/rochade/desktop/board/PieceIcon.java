package org.rochade.desktop.board;

import java.awt.Component;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import javax.swing.Icon;
import org.rochade.rules.api.Piece;

/** A piece drawn as on the board, for buttons (the promotion chooser). */
public final class PieceIcon implements Icon {
    private final PieceSet pieces;
    private final Piece piece;
    private final int size;

    public PieceIcon(PieceSet pieces, Piece piece, int size) {
        this.pieces = pieces;
        this.piece = piece;
        this.size = size;
    }

    @Override
    public void paintIcon(Component c, Graphics graphics, int x, int y) {
        Graphics2D g = (Graphics2D) graphics.create();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            pieces.paint(g, piece, x, y, size);
        } finally {
            g.dispose();
        }
    }

    @Override
    public int getIconWidth() {
        return size;
    }

    @Override
    public int getIconHeight() {
        return size;
    }
}
