package org.rochade.desktop;

import java.awt.Color;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.EnumMap;
import java.util.Map;
import org.rochade.desktop.board.BoardColors;
import org.rochade.desktop.board.BoardView;
import org.rochade.rules.api.Piece;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.Square;

/**
 * The board as seen on the screen: where each square is, and from a screenshot what each square
 * shows: a white piece, a black piece or nothing (the pixels at its centre against the colours of
 * empty and marked squares), and whether it is ringed as a legal destination.
 */
final class BoardScreen {
    enum Seen { EMPTY, WHITE, BLACK }

    private final BoardView board;

    BoardScreen(BoardView board) {
        this.board = board;
    }

    /** A square's area on the screen. */
    Rectangle square(Square square) {
        return Person.onEdt(() -> {
            Rectangle r = board.squareBounds(square);
            Point origin = board.getLocationOnScreen();
            return new Rectangle(origin.x + r.x, origin.y + r.y, r.width, r.height);
        });
    }

    Point centre(Square square) {
        Rectangle r = square(square);
        return new Point(r.x + r.width / 2, r.y + r.height / 2);
    }

    Rectangle area() {
        return Person.onEdt(() -> {
            Point origin = board.getLocationOnScreen();
            int side = board.squareSize() * 8;
            return new Rectangle(origin.x, origin.y, side, side);
        });
    }

    /**
     * What every square shows in a screenshot of {@link #area()}: among the pixels around its centre
     * (a fifth of the square across), at least {@value #SHARE} in percent near-white is a white
     * piece, else as much near-black a black piece (a white piece's outline is black, a black
     * piece's details grey, never white); squares and their marks have no such pixel at all. The share
     * is low because a piece's outline and detail lines cross its middle (the diagram service's
     * white pawn shows about a third of white there).
     */
    Map<Square, Seen> read(BufferedImage shot) {
        Rectangle area = area();
        Map<Square, Seen> seen = new EnumMap<>(Square.class);
        int half = Math.max(2, Person.onEdt(board::squareSize) / 10);
        for (Square square : Square.values()) {
            Point c = centre(square);
            seen.put(square, classify(shot, c.x - area.x, c.y - area.y, half));
        }
        return seen;
    }

    private static final int SHARE = 20;

    private static Seen classify(BufferedImage shot, int x, int y, int half) {
        int white = 0;
        int black = 0;
        int all = 0;
        for (int dx = -half; dx <= half; dx++) {
            for (int dy = -half; dy <= half; dy++) {
                Color c = new Color(shot.getRGB(x + dx, y + dy));
                all++;
                if (c.getRed() > BoardColors.WHITE_PIECE_MIN && c.getGreen() > BoardColors.WHITE_PIECE_MIN
                        && c.getBlue() > BoardColors.WHITE_PIECE_MIN) {
                    white++;
                } else if (c.getRed() < BoardColors.BLACK_PIECE_MAX && c.getGreen() < BoardColors.BLACK_PIECE_MAX
                        && c.getBlue() < BoardColors.BLACK_PIECE_MAX) {
                    black++;
                }
            }
        }
        if (white * 100 >= all * SHARE) { // black pieces have no near-white pixel (their details are grey)
            return Seen.WHITE;
        }
        if (black * 100 >= all * SHARE) {
            return Seen.BLACK;
        }
        return Seen.EMPTY;
    }

    /** Whether a square is ringed as a legal destination in a screenshot of {@link #area()}. */
    boolean ringed(BufferedImage shot, Square square) {
        Rectangle area = area();
        Rectangle r = square(square);
        int inset = Math.max(1, r.width / 25);
        Color left = average(shot, r.x - area.x + inset, r.y - area.y + r.height / 2);
        Color top = average(shot, r.x - area.x + r.width / 2, r.y - area.y + inset);
        return near(left, BoardColors.TARGET) && near(top, BoardColors.TARGET);
    }

    /**
     * Whether a square shows its piece picked up (the square in the picked-up colour at two corners,
     * where no piece and no coordinate is drawn) in a screenshot of {@link #area()}; the rings of the piece's
     * destinations are painted in the same paint.
     */
    boolean picked(BufferedImage shot, Square square) {
        // The corners: a piece can reach an edge's middle (the king's cross), and the coordinates are
        // drawn in the top-left (ranks) and bottom-right (files) corners.
        Rectangle area = area();
        Rectangle r = square(square);
        int inset = Math.max(2, r.width / 25);
        Color topRight = average(shot, r.x - area.x + r.width - 1 - inset, r.y - area.y + inset);
        Color bottomLeft = average(shot, r.x - area.x + inset, r.y - area.y + r.height - 1 - inset);
        return near(topRight, BoardColors.SELECTED) && near(bottomLeft, BoardColors.SELECTED);
    }

    /** What a position shows, square by square (the expectation, from the rules service). */
    static Map<Square, Seen> expected(Position position) {
        Map<Square, Seen> seen = new EnumMap<>(Square.class);
        for (Square square : Square.values()) {
            Piece piece = position.pieceAt(square);
            seen.put(square, piece == null ? Seen.EMPTY
                    : piece.color() == org.rochade.rules.api.Color.WHITE ? Seen.WHITE : Seen.BLACK);
        }
        return seen;
    }

    private static boolean near(Color a, Color b) {
        return Math.abs(a.getRed() - b.getRed()) < 30 && Math.abs(a.getGreen() - b.getGreen()) < 30
                && Math.abs(a.getBlue() - b.getBlue()) < 30;
    }

    /** The mean colour of the 3 x 3 pixels around (x, y). */
    private static Color average(BufferedImage shot, int x, int y) {
        int r = 0;
        int g = 0;
        int b = 0;
        int n = 0;
        for (int dx = -1; dx <= 1; dx++) {
            for (int dy = -1; dy <= 1; dy++) {
                int px = Math.max(0, Math.min(shot.getWidth() - 1, x + dx));
                int py = Math.max(0, Math.min(shot.getHeight() - 1, y + dy));
                int rgb = shot.getRGB(px, py);
                r += (rgb >> 16) & 0xff;
                g += (rgb >> 8) & 0xff;
                b += rgb & 0xff;
                n++;
            }
        }
        return new Color(r / n, g / n, b / n);
    }
}
