package org.rochade.diagram;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.rochade.rules.api.Color;
import org.rochade.rules.api.Square;

/**
 * How a board is drawn. Immutable; start from {@link #defaults()} and change what differs:
 *
 * <pre>{@code
 * BoardOptions.defaults().withSize(600).withBottom(Color.BLACK)
 *         .withLastMove(Square.E2, Square.E4).withArrow(new Arrow(Square.G8, Square.F6, Arrow.GREEN))}</pre>
 *
 * @param size        width and height of the picture, in pixels, when it is shown as it is (the drawing
 *                    scales: a page or a rasteriser may show it at any size); at least 1
 * @param coordinates whether file letters and rank numbers are written around the board
 * @param bottom      the side whose first rank is at the bottom (Black turns the board round)
 * @param highlights  squares marked under the pieces, drawn in this order
 * @param arrows      arrows (or circles, from a square to itself) over the pieces, drawn in this order
 * @param title       the picture's title (SVG {@code <title>}: a tooltip, read out by screen readers);
 *                    empty for none
 */
public record BoardOptions(int size, boolean coordinates, Color bottom, List<Highlight> highlights, List<Arrow> arrows,
                           String title) {

    /** The default {@link #size()}: 400 pixels. */
    public static final int DEFAULT_SIZE = 400;

    public BoardOptions {
        if (size < 1) {
            throw new IllegalArgumentException("size must be at least 1 pixel, not " + size);
        }
        Objects.requireNonNull(bottom, "bottom");
        highlights = List.copyOf(highlights);
        arrows = List.copyOf(arrows);
        Objects.requireNonNull(title, "title");
    }

    /** 400 pixels, coordinates, White at the bottom, nothing marked, no title. */
    public static BoardOptions defaults() {
        return new BoardOptions(DEFAULT_SIZE, true, Color.WHITE, List.of(), List.of(), "");
    }

    public BoardOptions withSize(int pixels) {
        return new BoardOptions(pixels, coordinates, bottom, highlights, arrows, title);
    }

    public BoardOptions withCoordinates(boolean shown) {
        return new BoardOptions(size, shown, bottom, highlights, arrows, title);
    }

    public BoardOptions withBottom(Color side) {
        return new BoardOptions(size, coordinates, side, highlights, arrows, title);
    }

    public BoardOptions withTitle(String text) {
        return new BoardOptions(size, coordinates, bottom, highlights, arrows, text);
    }

    /** These options with one more highlighted square. */
    public BoardOptions withHighlight(Highlight highlight) {
        List<Highlight> more = new ArrayList<>(highlights);
        more.add(Objects.requireNonNull(highlight, "highlight"));
        return new BoardOptions(size, coordinates, bottom, more, arrows, title);
    }

    /** The last move's two squares marked (for castling, the king's and the rook's squares). */
    public BoardOptions withLastMove(Square from, Square to) {
        return withHighlight(new Highlight(from, Highlight.Kind.LAST_MOVE))
                .withHighlight(new Highlight(to, Highlight.Kind.LAST_MOVE));
    }

    /** A king in check marked on its square (e.g. {@code position.king(position.sideToMove())}). */
    public BoardOptions withCheck(Square king) {
        return withHighlight(new Highlight(king, Highlight.Kind.CHECK));
    }

    /** These options with one more arrow. */
    public BoardOptions withArrow(Arrow arrow) {
        List<Arrow> more = new ArrayList<>(arrows);
        more.add(Objects.requireNonNull(arrow, "arrow"));
        return new BoardOptions(size, coordinates, bottom, highlights, more, title);
    }
}
