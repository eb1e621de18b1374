package org.rochade.launcher.cli;

import java.util.Locale;

/**
 * A board diagram as plain SVG, drawn from a FEN's piece placement: White at the bottom, file letters
 * under the board and rank numbers beside it, pieces as the Unicode chess symbols (White's filled white
 * with a black outline, Black's filled black) in large type, so that it reads from the back of a hall
 * when projected. Every square and piece carries its square's name ({@code data-square}), so that a
 * program (or a test) can read the diagram back.
 */
final class BoardSvg {
    /** Side of a square in SVG units; a diagram is {@link #SIZE} units wide and high. */
    static final int SQUARE = 100;
    /** Room for the coordinates on every side. */
    static final int MARGIN = 56;
    static final int SIZE = 8 * SQUARE + 2 * MARGIN;
    static final String LIGHT = "#f0d9b5";
    static final String DARK = "#b58863";
    private static final String FONT = "DejaVu Sans, Noto Sans Symbols 2, Segoe UI Symbol, FreeSerif, sans-serif";
    /** The filled symbols, drawn for both sides (White's filled white): K Q R B N P. */
    private static final String SYMBOLS = "\u265A\u265B\u265C\u265D\u265E\u265F";

    private BoardSvg() {
    }

    /** A whole SVG document of one diagram, {@code pixels} wide and high when shown as it is. */
    static String document(String placement, String title, int pixels) {
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + element(placement, title, 0, 0, pixels) + "\n";
    }

    /**
     * An {@code <svg>} element of one diagram at (x, y), {@code size} units wide and high in its
     * parent (nested in a sheet, or the root of a document).
     */
    static String element(String placement, String title, double x, double y, double size) {
        char[][] board = squares(placement);
        StringBuilder svg = new StringBuilder(8192);
        svg.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" x=\"%s\" y=\"%s\" width=\"%s\""
                + " height=\"%s\" viewBox=\"0 0 %d %d\" class=\"board\">", number(x), number(y), number(size), number(size), SIZE, SIZE));
        svg.append("<title>").append(escape(title)).append("</title>");
        svg.append("<rect width=\"").append(SIZE).append("\" height=\"").append(SIZE).append("\" fill=\"#ffffff\"/>");
        for (int rank = 7; rank >= 0; rank--) {
            for (int file = 0; file < 8; file++) {
                String square = "" + (char) ('a' + file) + (rank + 1);
                int left = MARGIN + file * SQUARE;
                int top = MARGIN + (7 - rank) * SQUARE;
                svg.append(String.format(Locale.ROOT, "<rect class=\"square\" data-square=\"%s\" x=\"%d\" y=\"%d\" width=\"%d\""
                        + " height=\"%d\" fill=\"%s\"/>", square, left, top, SQUARE, SQUARE, (file + rank) % 2 == 0 ? DARK : LIGHT));
                char piece = board[rank][file];
                if (piece != 0) {
                    boolean white = Character.isUpperCase(piece);
                    svg.append(String.format(Locale.ROOT, "<text class=\"piece\" data-square=\"%s\" data-piece=\"%c\" x=\"%d\""
                            + " y=\"%d\" font-family=\"%s\" font-size=\"88\" text-anchor=\"middle\" fill=\"%s\"%s>%c</text>",
                            square, piece, left + SQUARE / 2, top + 82, FONT, white ? "#ffffff" : "#000000",
                            white ? " stroke=\"#000000\" stroke-width=\"3\"" : "", symbol(piece)));
                }
            }
        }
        svg.append("<rect x=\"").append(MARGIN).append("\" y=\"").append(MARGIN).append("\" width=\"").append(8 * SQUARE)
                .append("\" height=\"").append(8 * SQUARE).append("\" fill=\"none\" stroke=\"#000000\" stroke-width=\"3\"/>");
        for (int i = 0; i < 8; i++) {
            int centre = MARGIN + i * SQUARE + SQUARE / 2;
            coordinate(svg, String.valueOf((char) ('a' + i)), centre, SIZE - 14);
            coordinate(svg, String.valueOf((char) ('a' + i)), centre, MARGIN - 14);
            coordinate(svg, String.valueOf(8 - i), MARGIN / 2, centre + 15);
            coordinate(svg, String.valueOf(8 - i), SIZE - MARGIN / 2, centre + 15);
        }
        return svg.append("</svg>").toString();
    }

    private static void coordinate(StringBuilder svg, String text, int x, int y) {
        svg.append(String.format(Locale.ROOT, "<text class=\"coordinate\" x=\"%d\" y=\"%d\" font-family=\"DejaVu Sans, sans-serif\""
                + " font-size=\"42\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"#000000\">%s</text>", x, y, text));
    }

    /** The placement field as board[rank][file], rank 0 = rank 1; 0 for an empty square. */
    private static char[][] squares(String placement) {
        String field = placement.strip().split(" ", 2)[0];
        String[] ranks = field.split("/");
        if (ranks.length != 8) {
            throw new IllegalArgumentException("not a FEN piece placement: " + placement);
        }
        char[][] board = new char[8][8];
        for (int i = 0; i < 8; i++) {
            int file = 0;
            for (char c : ranks[i].toCharArray()) {
                if (c >= '1' && c <= '8') {
                    file += c - '0';
                } else if ("KQRBNPkqrbnp".indexOf(c) >= 0 && file < 8) {
                    board[7 - i][file++] = c;
                } else {
                    throw new IllegalArgumentException("not a FEN piece placement: " + placement);
                }
            }
            if (file != 8) {
                throw new IllegalArgumentException("not a FEN piece placement: " + placement);
            }
        }
        return board;
    }

    private static char symbol(char piece) {
        return SYMBOLS.charAt("KQRBNP".indexOf(Character.toUpperCase(piece)));
    }

    static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    private static String number(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
    }
}
