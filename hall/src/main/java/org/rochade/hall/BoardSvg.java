package org.rochade.hall;

/**
 * A board diagram as SVG, drawn from a FEN piece placement, White at the bottom, with the files and
 * ranks written around it: big, plain shapes that stay readable when projected in a hall. A piece is
 * a disc of its side's colour (white or black) with its letter (K, Q, R, B, N, P) on it, so that it
 * needs no piece font and no picture files.
 *
 * <p>The geometry is public to the page's tests, which check a screenshot of the board: the board
 * starts {@value #MARGIN} units from the left and the top of the view box, and a square is
 * {@value #SQUARE} units wide.
 */
final class BoardSvg {
    static final int SQUARE = 100;
    static final int MARGIN = 40;
    static final int SIZE = 2 * MARGIN + 8 * SQUARE;
    static final String LIGHT = "#f0d9b5";
    static final String DARK = "#b58863";
    static final String WHITE_PIECE = "#ffffff";
    static final String BLACK_PIECE = "#202020";
    private static final char NO_PIECE = ' ';

    private BoardSvg() {
    }

    /**
     * @param placement the piece placement field of a FEN, rank 8 first
     * @throws IllegalArgumentException when it does not describe 8 ranks of 8 squares
     */
    static String of(String placement) {
        String[] ranks = placement.split("/", -1);
        if (ranks.length != 8) {
            throw new IllegalArgumentException("not 8 ranks: " + placement);
        }
        StringBuilder svg = new StringBuilder(8192);
        svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 ").append(SIZE).append(' ').append(SIZE)
                .append("\" role=\"img\" aria-label=\"").append(placement).append("\" class=\"board\">");
        svg.append("<rect width=\"").append(SIZE).append("\" height=\"").append(SIZE).append("\" fill=\"#312e2b\"/>");
        for (int row = 0; row < 8; row++) {
            int file = 0;
            for (char c : ranks[row].toCharArray()) {
                if (c >= '1' && c <= '8') {
                    for (int i = 0; i < c - '0'; i++) {
                        square(svg, file++, row, NO_PIECE);
                    }
                } else if ("KQRBNPkqrbnp".indexOf(c) >= 0) {
                    square(svg, file++, row, c);
                } else {
                    throw new IllegalArgumentException("'" + c + "' is no piece: " + placement);
                }
                if (file > 8) {
                    throw new IllegalArgumentException("rank " + (8 - row) + " has more than 8 squares: " + placement);
                }
            }
            if (file != 8) {
                throw new IllegalArgumentException("rank " + (8 - row) + " has " + file + " squares: " + placement);
            }
        }
        coordinates(svg);
        return svg.append("</svg>").toString();
    }

    /** One square, and its piece unless {@code piece} is {@link #NO_PIECE}. */
    private static void square(StringBuilder svg, int file, int row, char piece) {
        int x = MARGIN + file * SQUARE;
        int y = MARGIN + row * SQUARE;
        boolean light = (file + row) % 2 == 0; // a8 (file 0, row 0) is light
        svg.append("<rect x=\"").append(x).append("\" y=\"").append(y).append("\" width=\"").append(SQUARE)
                .append("\" height=\"").append(SQUARE).append("\" fill=\"").append(light ? LIGHT : DARK).append("\"/>");
        if (piece == NO_PIECE) {
            return;
        }
        boolean white = Character.isUpperCase(piece);
        int cx = x + SQUARE / 2;
        int cy = y + SQUARE / 2;
        svg.append("<g class=\"piece\" data-piece=\"").append(piece).append("\"><circle cx=\"").append(cx).append("\" cy=\"").append(cy)
                .append("\" r=\"40\" fill=\"").append(white ? WHITE_PIECE : BLACK_PIECE)
                .append("\" stroke=\"").append(white ? BLACK_PIECE : WHITE_PIECE).append("\" stroke-width=\"4\"/>");
        svg.append("<text x=\"").append(cx).append("\" y=\"").append(cy + 17)
                .append("\" text-anchor=\"middle\" font-family=\"sans-serif\" font-weight=\"bold\" font-size=\"48\" fill=\"")
                .append(white ? BLACK_PIECE : WHITE_PIECE).append("\">").append(Character.toUpperCase(piece)).append("</text></g>");
    }

    /** Files a..h under the board, ranks 1..8 left of it. */
    private static void coordinates(StringBuilder svg) {
        for (int i = 0; i < 8; i++) {
            svg.append("<text x=\"").append(MARGIN + i * SQUARE + SQUARE / 2).append("\" y=\"").append(SIZE - 10)
                    .append("\" text-anchor=\"middle\" font-family=\"sans-serif\" font-size=\"28\" fill=\"#f0f0f0\">")
                    .append((char) ('a' + i)).append("</text>");
            svg.append("<text x=\"").append(MARGIN / 2).append("\" y=\"").append(MARGIN + i * SQUARE + SQUARE / 2 + 10)
                    .append("\" text-anchor=\"middle\" font-family=\"sans-serif\" font-size=\"28\" fill=\"#f0f0f0\">")
                    .append(8 - i).append("</text>");
        }
    }
}
