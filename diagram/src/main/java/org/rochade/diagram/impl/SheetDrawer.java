package org.rochade.diagram.impl;

import java.util.ArrayList;
import java.util.List;
import org.rochade.diagram.SheetRound;

/**
 * The event's sheet on A4 pages, in units of a tenth of a millimetre (2100 x 2970): every page has the
 * heading, the subline and its number, then up to {@value #ROUNDS_PER_PAGE} rounds in two columns, each
 * a whole {@link CardDrawer card}. Rounds are placed whole or on the next page, never cut.
 */
final class SheetDrawer {
    static final int WIDTH = 2100;
    static final int HEIGHT = 2970;
    static final int COLUMNS = 2;
    static final int ROWS = 3;
    static final int ROUNDS_PER_PAGE = COLUMNS * ROWS;
    private static final int MARGIN = 100;
    private static final int COLUMN = (WIDTH - 2 * MARGIN) / COLUMNS;
    private static final int FIRST_ROW = 290;
    /** The board of a round: 56 mm with its coordinates. */
    private static final int BOARD = 560;
    private static final int ROW = 850;
    private static final int FOOTER = HEIGHT - MARGIN;

    private SheetDrawer() {
    }

    static List<String> pages(String heading, String subline, List<SheetRound> rounds) {
        int pages = Math.max(1, (rounds.size() + ROUNDS_PER_PAGE - 1) / ROUNDS_PER_PAGE);
        List<String> documents = new ArrayList<>(pages);
        for (int page = 0; page < pages; page++) {
            List<SheetRound> on = rounds.subList(page * ROUNDS_PER_PAGE, Math.min(rounds.size(), (page + 1) * ROUNDS_PER_PAGE));
            documents.add(page(heading, subline, on, page + 1, pages));
        }
        return documents;
    }

    private static String page(String heading, String subline, List<SheetRound> rounds, int page, int pages) {
        SvgDocument document = new SvgDocument(65536 * Math.max(1, rounds.size()));
        Svg svg = document.body;
        svg.empty("rect", "width", WIDTH, "height", HEIGHT, "fill", "#ffffff");
        CardDrawer.text(svg, "heading", MARGIN, 160, 54, "bold", BoardDrawer.FONT, heading);
        if (!subline.isEmpty()) {
            CardDrawer.text(svg, "subline", MARGIN, 215, 28, "normal", BoardDrawer.FONT, subline);
        }
        svg.empty("line", "x1", MARGIN, "y1", 245, "x2", WIDTH - MARGIN, "y2", 245, "stroke", "#000000", "stroke-width", 2);
        for (int i = 0; i < rounds.size(); i++) {
            SheetRound round = rounds.get(i);
            double x = MARGIN + (i % COLUMNS) * COLUMN;
            double y = FIRST_ROW + (i / COLUMNS) * ROW;
            svg.open("g", "class", "round", "data-round", round.round());
            CardDrawer.draw(document, round.card(), "Round " + round.round(), x, y, BOARD);
            svg.close("g");
        }
        svg.element("text", "Page " + page + " of " + pages, "class", "page", "x", WIDTH - MARGIN, "y", FOOTER,
                "font-family", BoardDrawer.FONT, "font-size", 24, "text-anchor", "end", "fill", "#000000");
        return document.finish(heading + (pages > 1 ? ", page " + page + " of " + pages : ""),
                "width", "210mm", "height", "297mm", "viewBox", "0 0 " + WIDTH + " " + HEIGHT, "class", "sheet",
                "data-page", page, "data-pages", pages);
    }
}
