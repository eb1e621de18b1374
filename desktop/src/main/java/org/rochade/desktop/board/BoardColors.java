package org.rochade.desktop.board;

import java.awt.Color;

/**
 * The board's colours. Squares and their marks are mid-tones, white pieces nearly white (every
 * channel above {@value #WHITE_PIECE_MIN}) and black pieces nearly black (every channel below
 * {@value #BLACK_PIECE_MAX}), whichever piece set draws them, so that the pixels around a square's
 * centre tell a white piece, a black piece and an empty square (plain or marked) apart.
 */
public final class BoardColors {
    public static final Color LIGHT = new Color(240, 217, 181);
    public static final Color DARK = new Color(181, 136, 99);
    /** The last move's squares, light and dark. */
    public static final Color LAST_LIGHT = new Color(205, 210, 106);
    public static final Color LAST_DARK = new Color(170, 162, 58);
    /** The square of the piece picked up. */
    public static final Color SELECTED = new Color(130, 151, 105);
    /** The king in check. */
    public static final Color CHECK = new Color(220, 80, 70);
    /** The ring around a legal destination (castling: around the rook and the king's destination). */
    public static final Color TARGET = new Color(40, 150, 60);
    public static final Color WHITE_FILL = new Color(252, 252, 248);
    public static final Color WHITE_LINE = new Color(30, 30, 30);
    public static final Color BLACK_FILL = new Color(24, 24, 24);
    public static final Color BLACK_LINE = new Color(0, 0, 0);
    public static final Color BLACK_DETAIL = new Color(200, 200, 200);
    public static final int WHITE_PIECE_MIN = 225;
    public static final int BLACK_PIECE_MAX = 70;

    private BoardColors() {
    }
}
