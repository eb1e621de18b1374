package org.rochade.diagram.impl;

import org.rochade.diagram.ArrayCard;
import org.rochade.diagram.BoardOptions;
import org.rochade.rules.api.StartArray;

/**
 * A start array's card: a heading (the caption, if any, and the array's name), its board with White at
 * the bottom, its back rank(s), the card's X-FEN and Shredder-FEN; the same layout alone and on the event's sheet.
 */
final class CardDrawer {
    /** Text below the board: back rank, two labels and two FENs. */
    static final int TEXT_BELOW = 16 + 44 + 2 * 78;
    static final int HEADING = 48;
    /** Monospace type for the FENs: a 56-character Shredder-FEN is about 0.6 x 26 x 56 = 874 units wide. */
    static final int FEN_FONT = 26;
    static final String MONOSPACE = "DejaVu Sans Mono, Liberation Mono, Consolas, Courier New, monospace";

    private CardDrawer() {
    }

    /** Height of a card whose board is {@code boardSize} units. */
    static double height(double boardSize) {
        return HEADING + boardSize + TEXT_BELOW;
    }

    /**
     * Draws the card with its top left corner at (x, y).
     *
     * @param caption put before the array's name in the heading ("Round 3"); empty for nothing
     */
    static void draw(SvgDocument document, ArrayCard card, String caption, double x, double y, double boardSize) {
        StartArray array = card.array();
        Svg svg = document.body;
        String name = name(array);
        String heading = caption.isEmpty() ? name : caption + ": " + name;
        text(svg, "heading", x, y + 36, 32, "bold", BoardDrawer.FONT, heading);
        double boardTop = y + HEADING;
        BoardDrawer.nested(document, Placement.of(array.placement()), BoardOptions.defaults().withTitle(heading),
                x, boardTop, boardSize);
        double below = boardTop + boardSize + 16;
        text(svg, "backRank", x, below + 30, 26, "normal", BoardDrawer.FONT, backRanks(array));
        text(svg, "fenLabel", x, below + 68, 22, "bold", BoardDrawer.FONT, "X-FEN");
        text(svg, "xfen", x, below + 96, FEN_FONT, "normal", MONOSPACE, card.xfen());
        text(svg, "fenLabel", x, below + 146, 22, "bold", BoardDrawer.FONT, "Shredder-FEN");
        text(svg, "shredderFen", x, below + 174, FEN_FONT, "normal", MONOSPACE, card.shredderFen());
    }

    /**
     * The array as players name it: "chess960 740 (SP 740)", "fischer168 12 (SP 9)", "classic 518
     * (SP 518)"; a Double Fischer Random pair by both SPs and its number, "dfrc 502:532 (No. 482452)".
     */
    static String name(StartArray array) {
        if (array.variant().mirrored()) {
            return array.variant().id() + " " + array.number() + " (SP " + array.sp() + ")";
        }
        return array.variant().id() + " " + array.label() + " (No. " + array.number() + ")";
    }

    /** "Back rank RNBQKBNR", or both sides' for a pair. */
    static String backRanks(StartArray array) {
        if (array.variant().mirrored()) {
            return "Back rank " + array.backRank();
        }
        return "White " + array.backRank() + ", Black " + array.blackBackRank();
    }

    static void text(Svg svg, String kind, double x, double y, int size, String weight, String font, String text) {
        svg.element("text", text, "class", kind, "x", x, "y", y, "font-family", font, "font-size", size,
                "font-weight", weight, "fill", "#000000");
    }
}
