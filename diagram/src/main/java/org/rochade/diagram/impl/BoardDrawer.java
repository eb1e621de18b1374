package org.rochade.diagram.impl;

import java.util.ArrayList;
import java.util.List;
import org.rochade.diagram.Arrow;
import org.rochade.diagram.BoardOptions;
import org.rochade.diagram.Highlight;
import org.rochade.rules.api.Color;
import org.rochade.rules.api.Piece;
import org.rochade.rules.api.Square;

/**
 * One board in a document's units: squares of {@value #SQUARE}, framed by a margin that holds the
 * coordinates when they are shown. Squares ({@code class="square"}), marks ({@code class="highlight"}),
 * pieces ({@code class="piece"}) and arrows ({@code class="arrow"}) name their squares in
 * {@code data-} attributes; squares and pieces come in reading order (from the top row, left to right).
 */
final class BoardDrawer {
    static final int SQUARE = 100;
    /** The margin with coordinates: room for letters of {@value #COORDINATE_FONT} units. */
    static final int MARGIN = 56;
    /** The margin without: the frame's line only. */
    static final int FRAME_MARGIN = 4;
    static final int COORDINATE_FONT = 42;
    /** Board colours as python-chess draws them. */
    static final String LIGHT = "#ffce9e";
    static final String DARK = "#d18b47";
    /** A last move's squares: olive over the light and the dark colour. */
    static final String LIGHT_LAST_MOVE = "#cdd26a";
    static final String DARK_LAST_MOVE = "#aaa23a";
    static final String MARKED = "#2a6fdb";
    static final String FONT = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";
    private static final String CHECK_GLOW = "rochade-check";

    private BoardDrawer() {
    }

    /** Width and height of a board in units. */
    static int extent(boolean coordinates) {
        return 8 * SQUARE + 2 * margin(coordinates);
    }

    static int margin(boolean coordinates) {
        return coordinates ? MARGIN : FRAME_MARGIN;
    }

    /** A whole document of one board. */
    static String document(Piece[] board, BoardOptions options) {
        SvgDocument document = new SvgDocument(16384);
        draw(document, board, options);
        int extent = extent(options.coordinates());
        return document.finish(options.title(), "width", options.size(), "height", options.size(),
                "viewBox", "0 0 " + extent + " " + extent, "class", "board");
    }

    /** A board nested in a larger document at (x, y), {@code size} units wide and high there. */
    static void nested(SvgDocument document, Piece[] board, BoardOptions options, double x, double y, double size) {
        int extent = extent(options.coordinates());
        document.body.open("svg", "x", x, "y", y, "width", size, "height", size,
                "viewBox", "0 0 " + extent + " " + extent, "class", "board");
        if (!options.title().isEmpty()) {
            document.body.element("title", options.title());
        }
        draw(document, board, options);
        document.body.close("svg");
    }

    /** The board's content in its own units (0 to {@link #extent}). */
    private static void draw(SvgDocument document, Piece[] board, BoardOptions options) {
        Svg svg = document.body;
        int margin = margin(options.coordinates());
        int extent = extent(options.coordinates());
        svg.empty("rect", "width", extent, "height", extent, "fill", "#ffffff");
        List<Square> squares = readingOrder(options);
        for (Square square : squares) {
            svg.empty("rect", "class", "square", "data-square", square, "x", left(square, options), "y", top(square, options),
                    "width", SQUARE, "height", SQUARE, "fill", light(square) ? LIGHT : DARK);
        }
        for (Highlight highlight : options.highlights()) {
            highlight(document, highlight, options);
        }
        for (Square square : squares) {
            Piece piece = board[square.index()];
            if (piece != null) {
                svg.empty("use", "class", "piece", "data-square", square, "data-piece", piece.fenChar(),
                        "xlink:href", "#" + PieceShapes.define(document, piece),
                        "x", left(square, options), "y", top(square, options));
            }
        }
        svg.empty("rect", "x", margin, "y", margin, "width", 8 * SQUARE, "height", 8 * SQUARE, "fill", "none",
                "stroke", "#000000", "stroke-width", 3);
        for (Arrow arrow : options.arrows()) {
            arrow(svg, arrow, options);
        }
        if (options.coordinates()) {
            coordinates(svg, options);
        }
    }

    /** The squares as the picture shows them, row by row from the top, each row from the left. */
    static List<Square> readingOrder(BoardOptions options) {
        List<Square> squares = new ArrayList<>(64);
        for (int row = 0; row < 8; row++) {
            for (int column = 0; column < 8; column++) {
                squares.add(options.bottom() == Color.WHITE ? Square.of(column, 7 - row) : Square.of(7 - column, row));
            }
        }
        return squares;
    }

    static boolean light(Square square) {
        return (square.file() + square.rank()) % 2 == 1;
    }

    /** Left edge of a square, in the board's units, as the orientation places it. */
    static int left(Square square, BoardOptions options) {
        int column = options.bottom() == Color.WHITE ? square.file() : 7 - square.file();
        return margin(options.coordinates()) + column * SQUARE;
    }

    /** Top edge of a square. */
    static int top(Square square, BoardOptions options) {
        int row = options.bottom() == Color.WHITE ? 7 - square.rank() : square.rank();
        return margin(options.coordinates()) + row * SQUARE;
    }

    private static void highlight(SvgDocument document, Highlight highlight, BoardOptions options) {
        Square square = highlight.square();
        Object[] place = {"class", "highlight", "data-square", square, "data-kind", kind(highlight.kind()),
                "x", left(square, options), "y", top(square, options), "width", SQUARE, "height", SQUARE};
        switch (highlight.kind()) {
            case LAST_MOVE -> document.body.empty("rect", concat(place, "fill", light(square) ? LIGHT_LAST_MOVE : DARK_LAST_MOVE));
            case MARKED -> document.body.empty("rect", concat(place, "fill", MARKED, "fill-opacity", 0.5));
            case CHECK -> {
                String glow = document.define(CHECK_GLOW, svg -> {
                    svg.open("radialGradient", "id", CHECK_GLOW);
                    svg.empty("stop", "offset", "0%", "stop-color", "#ff0000", "stop-opacity", 1);
                    svg.empty("stop", "offset", "50%", "stop-color", "#e70000", "stop-opacity", 0.9);
                    svg.empty("stop", "offset", "100%", "stop-color", "#9e0000", "stop-opacity", 0);
                    svg.close("radialGradient");
                });
                document.body.empty("rect", concat(place, "fill", "url(#" + glow + ")"));
            }
        }
    }

    private static String kind(Highlight.Kind kind) {
        return switch (kind) {
            case LAST_MOVE -> "last-move";
            case CHECK -> "check";
            case MARKED -> "marked";
        };
    }

    /**
     * An arrow as one polygon, from the middle of its first square to a head whose point is in the middle
     * of the second; a ring when both are one square.
     */
    private static void arrow(Svg svg, Arrow arrow, BoardOptions options) {
        double fromX = left(arrow.from(), options) + SQUARE / 2.0;
        double fromY = top(arrow.from(), options) + SQUARE / 2.0;
        double toX = left(arrow.to(), options) + SQUARE / 2.0;
        double toY = top(arrow.to(), options) + SQUARE / 2.0;
        if (arrow.from() == arrow.to()) {
            svg.empty("circle", "class", "arrow", "data-from", arrow.from(), "data-to", arrow.to(), "cx", fromX, "cy", fromY,
                    "r", SQUARE * 0.44, "fill", "none", "stroke", arrow.colour(), "stroke-width", SQUARE * 0.08,
                    "stroke-opacity", 0.8);
            return;
        }
        double length = Math.hypot(toX - fromX, toY - fromY);
        double dx = (toX - fromX) / length;
        double dy = (toY - fromY) / length;
        double shaft = SQUARE * 0.1; // half the shaft's width
        double head = SQUARE * 0.3; // half the head's width
        double headLength = SQUARE * 0.42;
        double baseX = toX - dx * headLength;
        double baseY = toY - dy * headLength;
        double[] points = {
            fromX - dy * shaft, fromY + dx * shaft,
            baseX - dy * shaft, baseY + dx * shaft,
            baseX - dy * head, baseY + dx * head,
            toX, toY,
            baseX + dy * head, baseY - dx * head,
            baseX + dy * shaft, baseY - dx * shaft,
            fromX + dy * shaft, fromY - dx * shaft};
        StringBuilder text = new StringBuilder(128);
        for (int i = 0; i < points.length; i += 2) {
            text.append(i == 0 ? "" : " ").append(Svg.format(points[i])).append(',').append(Svg.format(points[i + 1]));
        }
        svg.empty("polygon", "class", "arrow", "data-from", arrow.from(), "data-to", arrow.to(), "points", text,
                "fill", arrow.colour(), "fill-opacity", 0.8);
    }

    /** File letters under and over the board, rank numbers on both sides, as the orientation turns them. */
    private static void coordinates(Svg svg, BoardOptions options) {
        int extent = extent(true);
        for (int i = 0; i < 8; i++) {
            Square file = Square.of(i, 0);
            Square rank = Square.of(0, i);
            double x = left(file, options) + SQUARE / 2.0;
            double y = top(rank, options) + SQUARE / 2.0 + COORDINATE_FONT * 0.36;
            String letter = String.valueOf(file.fileChar());
            String number = String.valueOf(rank.rankChar());
            coordinate(svg, letter, x, extent - 14);
            coordinate(svg, letter, x, MARGIN - 14);
            coordinate(svg, number, MARGIN / 2.0, y);
            coordinate(svg, number, extent - MARGIN / 2.0, y);
        }
    }

    private static void coordinate(Svg svg, String text, double x, double y) {
        svg.element("text", text, "class", "coordinate", "x", x, "y", y, "font-family", FONT,
                "font-size", COORDINATE_FONT, "font-weight", "bold", "text-anchor", "middle", "fill", "#000000");
    }

    private static Object[] concat(Object[] first, Object... more) {
        Object[] all = new Object[first.length + more.length];
        System.arraycopy(first, 0, all, 0, first.length);
        System.arraycopy(more, 0, all, first.length, more.length);
        return all;
    }
}
