package org.rochade.launcher.cli;

import java.util.List;
import java.util.Locale;
import org.rochade.rules.api.StartArray;
import org.rochade.event.api.DrawnRound;

/**
 * The printable sheet of an event's draw, one SVG: a heading, then every round in two columns with its
 * diagram, its array, X-FEN and Shredder-FEN. 210 mm wide (A4), as long as the rounds need.
 */
final class EventSheet {
    private static final int WIDTH = 1700;
    private static final int HEADER = 170;
    private static final int COLUMN = WIDTH / 2;
    private static final int DIAGRAM = 560;
    private static final int CELL = DIAGRAM + 250;

    private EventSheet() {
    }

    /**
     * @param heading  the first line, e.g. the event's name
     * @param subline  the second line, e.g. the seed's commitment
     */
    static String svg(String heading, String subline, List<DrawnRound> rounds) {
        int rows = (rounds.size() + 1) / 2;
        int height = HEADER + rows * CELL;
        StringBuilder svg = new StringBuilder(16384 * Math.max(1, rounds.size()));
        svg.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        svg.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"210mm\" height=\"%.1fmm\""
                + " viewBox=\"0 0 %d %d\" class=\"sheet\">", 210.0 * height / WIDTH, WIDTH, height));
        svg.append("<rect width=\"").append(WIDTH).append("\" height=\"").append(height).append("\" fill=\"#ffffff\"/>");
        text(svg, "heading", 60, 80, 54, "bold", heading);
        text(svg, "subline", 60, 135, 28, "normal", subline);
        for (int i = 0; i < rounds.size(); i++) {
            DrawnRound round = rounds.get(i);
            StartArray array = round.array();
            int left = (i % 2) * COLUMN + 60;
            int top = HEADER + (i / 2) * CELL;
            svg.append("<g class=\"round\" data-round=\"").append(round.round()).append("\">");
            // Monospace is about 0.6 em wide: a 59-character FEN at 22 units fits a column of 850.
            text(svg, "title", left, top + 40, 32, "bold", "Round " + round.round() + ": " + label(array));
            svg.append(BoardSvg.element(array.placement(), "Round " + round.round() + ": " + label(array), left, top + 55, DIAGRAM));
            text(svg, "label", left, top + DIAGRAM + 90, 20, "bold", "X-FEN");
            text(svg, "xfen", left, top + DIAGRAM + 118, 22, "normal", array.xfen());
            text(svg, "label", left, top + DIAGRAM + 158, 20, "bold", "Shredder-FEN");
            text(svg, "shredderFen", left, top + DIAGRAM + 186, 22, "normal", array.shredderFen());
            svg.append("</g>");
        }
        return svg.append("</svg>\n").toString();
    }

    /** "chess960 740 (SP 740) RBBKNNQR". */
    static String label(StartArray array) {
        if (!array.variant().mirrored()) {
            return array.variant().id() + " " + array.label() + " " + array.backRank() + " / " + array.blackBackRank();
        }
        return array.variant().id() + " " + array.number() + " (SP " + array.sp() + ") " + array.backRank();
    }

    private static void text(StringBuilder svg, String kind, int x, int y, int size, String weight, String text) {
        svg.append(String.format(Locale.ROOT, "<text class=\"%s\" x=\"%d\" y=\"%d\" font-family=\"DejaVu Sans Mono, monospace\""
                + " font-size=\"%d\" font-weight=\"%s\" fill=\"#000000\">%s</text>", kind, x, y, size, weight, BoardSvg.escape(text)));
    }
}
