package org.rochade.desktop.board;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.EnumSet;
import java.util.Set;
import javax.swing.JComponent;
import org.rochade.rules.api.Piece;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.Square;

/**
 * The board: draws a position with vector pieces, and turns dragging and clicking into drops that
 * its {@link BoardListener} judges. A piece is picked up by pressing on it; it moves with the
 * mouse and is dropped where the button is released. Released where it was picked up, it stays
 * picked up, and a click on another square drops it there (a click on another piece of the same
 * colour picks that one up instead). The legal destinations of the piece picked up are ringed.
 *
 * <p>Swing's thread only.
 */
public final class BoardView extends JComponent {
    private static final int DRAG_THRESHOLD = 4;

    private final BoardListener listener;
    private PieceSet pieces = new DrawnPieces();
    private Position position;
    private boolean flipped;
    private Set<Square> lastMove = EnumSet.noneOf(Square.class);
    private Square checkedKing;
    private Square selected;
    private Set<Square> targets = EnumSet.noneOf(Square.class);
    private Point pressPoint;
    private Point dragPoint;
    private boolean dragging;

    public BoardView(BoardListener listener) {
        this.listener = listener;
        setPreferredSize(new Dimension(560, 560));
        setMinimumSize(new Dimension(240, 240));
        setOpaque(true);
        MouseAdapter mouse = new Mouse();
        addMouseListener(mouse);
        addMouseMotionListener(mouse);
    }

    /**
     * Shows a position; whatever was picked up is put down.
     *
     * @param lastMove squares to tint (the last move's), may be empty
     * @param checkedKing the king in check, or null
     */
    public void show(Position position, Set<Square> lastMove, Square checkedKing) {
        this.position = position;
        this.lastMove = lastMove.isEmpty() ? EnumSet.noneOf(Square.class) : EnumSet.copyOf(lastMove);
        this.checkedKing = checkedKing;
        clearSelection();
    }

    /** Draws the pieces with this set from now on (the diagram service's, or the window's own). */
    public void setPieces(PieceSet pieces) {
        this.pieces = pieces;
        repaint();
    }

    public PieceSet pieces() {
        return pieces;
    }

    public void setFlipped(boolean flipped) {
        this.flipped = flipped;
        repaint();
    }

    public boolean isFlipped() {
        return flipped;
    }

    /** The square picked up, or null. */
    public Square selected() {
        return selected;
    }

    private void clearSelection() {
        selected = null;
        targets = EnumSet.noneOf(Square.class);
        dragging = false;
        dragPoint = null;
        pressPoint = null;
        repaint();
    }

    /** The side of one square in pixels. */
    public int squareSize() {
        return Math.max(1, Math.min(getWidth(), getHeight()) / 8);
    }

    /** A square's area in this component's coordinates. */
    public Rectangle squareBounds(Square square) {
        int s = squareSize();
        int col = flipped ? 7 - square.file() : square.file();
        int row = flipped ? square.rank() : 7 - square.rank();
        return new Rectangle(col * s, row * s, s, s);
    }

    /** The square under a point, or null off the board. */
    public Square squareAt(Point p) {
        int s = squareSize();
        int col = p.x / s;
        int row = p.y / s;
        if (p.x < 0 || p.y < 0 || col > 7 || row > 7) {
            return null;
        }
        int file = flipped ? 7 - col : col;
        int rank = flipped ? row : 7 - row;
        return Square.of(file, rank);
    }

    @Override
    protected void paintComponent(Graphics graphics) {
        Graphics2D g = (Graphics2D) graphics.create();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setColor(getBackground());
            g.fillRect(0, 0, getWidth(), getHeight());
            int s = squareSize();
            for (Square square : Square.values()) {
                Rectangle r = squareBounds(square);
                boolean light = (square.file() + square.rank()) % 2 == 1;
                Color fill = light ? BoardColors.LIGHT : BoardColors.DARK;
                if (lastMove.contains(square)) {
                    fill = light ? BoardColors.LAST_LIGHT : BoardColors.LAST_DARK;
                }
                if (square == selected) {
                    fill = BoardColors.SELECTED;
                }
                if (square == checkedKing) {
                    fill = BoardColors.CHECK;
                }
                g.setColor(fill);
                g.fillRect(r.x, r.y, r.width, r.height);
                if (targets.contains(square)) {
                    float w = Math.max(2f, s * 0.08f);
                    g.setColor(BoardColors.TARGET);
                    g.setStroke(new BasicStroke(w));
                    g.drawRect(Math.round(r.x + w / 2), Math.round(r.y + w / 2), Math.round(r.width - w), Math.round(r.height - w));
                }
            }
            paintCoordinates(g, s);
            if (position != null) {
                for (Square square : Square.values()) {
                    Piece piece = position.pieceAt(square);
                    if (piece != null && !(dragging && square == selected)) {
                        Rectangle r = squareBounds(square);
                        pieces.paint(g, piece, r.x, r.y, s);
                    }
                }
                if (dragging && selected != null && dragPoint != null) {
                    Piece piece = position.pieceAt(selected);
                    if (piece != null) {
                        pieces.paint(g, piece, dragPoint.x - s / 2, dragPoint.y - s / 2, s);
                    }
                }
            }
        } finally {
            g.dispose();
        }
    }

    private void paintCoordinates(Graphics2D g, int s) {
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, Math.max(8, s / 7)));
        for (int i = 0; i < 8; i++) {
            Square fileSquare = Square.of(i, flipped ? 7 : 0);
            Rectangle r = squareBounds(fileSquare);
            g.setColor(((fileSquare.file() + fileSquare.rank()) % 2 == 1) ? BoardColors.DARK : BoardColors.LIGHT);
            g.drawString(String.valueOf(fileSquare.fileChar()), r.x + r.width - s / 6, r.y + r.height - s / 20);
            Square rankSquare = Square.of(flipped ? 7 : 0, i);
            r = squareBounds(rankSquare);
            g.setColor(((rankSquare.file() + rankSquare.rank()) % 2 == 1) ? BoardColors.DARK : BoardColors.LIGHT);
            g.drawString(String.valueOf(rankSquare.rankChar()), r.x + s / 20, r.y + s / 6);
        }
    }

    private final class Mouse extends MouseAdapter {
        @Override
        public void mousePressed(MouseEvent e) {
            if (position == null || e.getButton() != MouseEvent.BUTTON1) {
                return;
            }
            Square square = squareAt(e.getPoint());
            if (square == null) {
                clearSelection();
                return;
            }
            Piece piece = position.pieceAt(square);
            if (selected != null && square != selected) {
                Piece held = position.pieceAt(selected);
                boolean reselect = piece != null && held != null && piece.color() == held.color()
                        && !targets.contains(square);
                if (!reselect) {
                    Square from = selected;
                    clearSelection();
                    listener.dropped(from, square);
                    return;
                }
            }
            if (piece == null) {
                clearSelection();
                return;
            }
            selected = square;
            targets = EnumSet.noneOf(Square.class);
            targets.addAll(listener.targetsFrom(square));
            pressPoint = e.getPoint();
            dragPoint = e.getPoint();
            dragging = false;
            repaint();
        }

        @Override
        public void mouseDragged(MouseEvent e) {
            if (selected == null || pressPoint == null) {
                return;
            }
            if (!dragging && e.getPoint().distance(pressPoint) >= DRAG_THRESHOLD) {
                dragging = true;
            }
            dragPoint = e.getPoint();
            repaint();
        }

        @Override
        public void mouseReleased(MouseEvent e) {
            if (selected == null || pressPoint == null || e.getButton() != MouseEvent.BUTTON1) {
                return;
            }
            pressPoint = null;
            if (!dragging) {
                return; // a click: the piece stays picked up
            }
            dragging = false;
            Square from = selected;
            Square to = squareAt(e.getPoint());
            if (to == null || to == from) {
                dragPoint = null;
                repaint();
                return; // put back where it was, still picked up when dropped on its own square
            }
            clearSelection();
            listener.dropped(from, to);
        }
    }
}
