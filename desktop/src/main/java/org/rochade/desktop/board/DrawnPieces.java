package org.rochade.desktop.board;

import java.awt.BasicStroke;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import org.rochade.rules.api.Color;
import org.rochade.rules.api.Piece;

/**
 * The window's own pieces ({@link PieceShapes}), for while no diagram service is running: white
 * with a dark outline, black with a black one.
 */
public final class DrawnPieces implements PieceSet {
    @Override
    public void paint(Graphics2D g, Piece piece, int x, int y, int size) {
        Shape shape = PieceShapes.of(piece.type());
        AffineTransform t = new AffineTransform();
        t.translate(x, y);
        t.scale(size / 100.0, size / 100.0);
        Shape placed = t.createTransformedShape(shape);
        boolean white = piece.color() == Color.WHITE;
        g.setColor(white ? BoardColors.WHITE_FILL : BoardColors.BLACK_FILL);
        g.fill(placed);
        g.setColor(white ? BoardColors.WHITE_LINE : BoardColors.BLACK_LINE);
        g.setStroke(new BasicStroke(Math.max(1f, size * 0.035f), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(placed);
    }

    @Override
    public String source() {
        return "the window's own pieces (no diagram service)";
    }
}
