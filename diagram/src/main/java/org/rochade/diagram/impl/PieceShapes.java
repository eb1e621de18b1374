package org.rochade.diagram.impl;

import java.util.List;
import org.rochade.rules.api.Color;
import org.rochade.rules.api.Piece;
import org.rochade.rules.api.PieceType;

/**
 * The pieces as vector shapes, drawn for Rochade (path data written for this project, Apache-2.0; no
 * font characters, no third-party piece set). Each shape fills a 100 x 100 box, the size of a square,
 * standing on a base near its bottom edge.
 *
 * <p>A piece is bodies (closed paths filled in the side's colour and outlined) and details (lines and
 * dots inside the bodies). White's pieces are white with black outlines and details; Black's are black,
 * outlined in black, with light grey details, so that their shapes read on a dark piece as White's do
 * on a light one.
 */
final class PieceShapes {
    static final String WHITE_FILL = "#ffffff";
    static final String BLACK_FILL = "#000000";
    static final String OUTLINE = "#000000";
    /** Black's details: light, yet far enough from white that a black piece never looks white. */
    static final String BLACK_DETAIL = "#cfcfcf";
    static final double OUTLINE_WIDTH = 2.6;
    static final double DETAIL_WIDTH = 2.2;

    /** One piece's drawing: its bodies back to front, then detail lines, then detail dots. */
    private record Shape(List<String> bodies, String details, String dots) {
    }

    private static final String BASE = "M22 88 C22 82 26 79 32 79 L68 79 C74 79 78 82 78 88 Z";

    private static final Shape PAWN = new Shape(List.of(
            "M34 80 C35 68 41 60 42 52 L58 52 C59 60 65 68 66 80 Z",
            "M22 88 C22 82 27 78 33 78 L67 78 C73 78 78 82 78 88 Z",
            "M34 50 C34 43 66 43 66 50 C66 56 34 56 34 50 Z",
            "M64 30 A14 14 0 1 1 36 30 A14 14 0 1 1 64 30 Z"),
            "M39 51 L61 51 M28 83 L72 83", "");

    private static final Shape ROOK = new Shape(List.of(
            "M31 73 L34 38 L66 38 L69 73 Z",
            "M26 79 L26 71 L74 71 L74 79 Z",
            BASE,
            "M27 38 L27 13 L37 13 L37 20 L45 20 L45 13 L55 13 L55 20 L63 20 L63 13 L73 13 L73 38 Z"),
            "M30 31 L70 31 M36 44 L64 44 M33 66 L67 66 M29 75 L71 75", "");

    private static final Shape KNIGHT = new Shape(List.of(
            BASE,
            "M30 80 C30 70 34 64 42 56 C46 52 48 48 47 44 C42 50 36 52 30 56 C26 60 20 62 16 58"
                    + " C12 55 13 50 17 46 C24 38 28 30 34 24 L34 14 L41 20 L46 10 L51 18"
                    + " C68 20 80 34 80 56 C80 66 78 74 76 80 Z"),
            "M52 22 C66 28 73 40 73 58 C73 66 72 72 70 78 M19 52 L23 50 M33 84 L67 84",
            "M38 32 A3.5 3.5 0 1 1 31 32 A3.5 3.5 0 1 1 38 32 Z");

    private static final Shape BISHOP = new Shape(List.of(
            BASE,
            "M34 79 C38 74 40 70 40 66 L60 66 C60 70 62 74 66 79 Z",
            "M36 60 L64 60 L62 67 L38 67 Z",
            "M50 18 C62 26 70 38 66 50 C64 56 62 58 61 60 L39 60 C38 58 36 56 34 50 C30 38 38 26 50 18 Z",
            "M55.5 13 A5.5 5.5 0 1 1 44.5 13 A5.5 5.5 0 1 1 55.5 13 Z"),
            "M57 29 L44 47 M39 63.5 L61 63.5 M32 84 L68 84", "");

    private static final Shape QUEEN = new Shape(List.of(
            BASE,
            "M24 79 C26 74 28 70 28 67 L72 67 C72 70 74 74 76 79 Z",
            "M28 68 L18 30 L36 48 L33 22 L45 45 L50 18 L55 45 L67 22 L64 48 L82 30 L72 68 C58 64 42 64 28 68 Z",
            "M22 28 A6 6 0 1 1 10 28 A6 6 0 1 1 22 28 Z",
            "M39 20 A6 6 0 1 1 27 20 A6 6 0 1 1 39 20 Z",
            "M56 15 A6 6 0 1 1 44 15 A6 6 0 1 1 56 15 Z",
            "M73 20 A6 6 0 1 1 61 20 A6 6 0 1 1 73 20 Z",
            "M90 28 A6 6 0 1 1 78 28 A6 6 0 1 1 90 28 Z"),
            "M31 64 C44 61 56 61 69 64 M30 73 L70 73 M32 84 L68 84", "");

    private static final Shape KING = new Shape(List.of(
            BASE,
            "M26 79 C27 75 28 72 28 68 L72 68 C72 72 73 75 74 79 Z",
            "M28 68 C16 58 14 44 24 38 C32 33 42 38 50 48 C58 38 68 33 76 38 C86 44 84 58 72 68"
                    + " C58 64 42 64 28 68 Z",
            "M50 48 C44 40 42 34 44 30 C46 26 54 26 56 30 C58 34 56 40 50 48 Z",
            "M46.5 4 L53.5 4 L53.5 10 L59.5 10 L59.5 17 L53.5 17 L53.5 26 L46.5 26 L46.5 17 L40.5 17"
                    + " L40.5 10 L46.5 10 Z"),
            "M50 48 L50 64 M30 64 C44 60 56 60 70 64 M30 74 L70 74 M32 84 L68 84", "");

    private PieceShapes() {
    }

    /** The id of a piece's shape in a document, e.g. {@code rochade-wK}, {@code rochade-bN}. */
    static String id(Piece piece) {
        return "rochade-" + (piece.color() == Color.WHITE ? 'w' : 'b') + piece.type().letter();
    }

    /** Defines the piece's shape in the document (once) and returns its id. */
    static String define(SvgDocument document, Piece piece) {
        return document.define(id(piece), svg -> write(svg, piece));
    }

    private static void write(Svg svg, Piece piece) {
        boolean white = piece.color() == Color.WHITE;
        Shape shape = shape(piece.type());
        String detail = white ? OUTLINE : BLACK_DETAIL;
        svg.open("g", "id", id(piece), "stroke-linejoin", "round", "stroke-linecap", "round");
        for (String body : shape.bodies()) {
            svg.empty("path", "d", body, "fill", white ? WHITE_FILL : BLACK_FILL, "stroke", OUTLINE,
                    "stroke-width", OUTLINE_WIDTH);
        }
        if (!shape.details().isEmpty()) {
            svg.empty("path", "d", shape.details(), "fill", "none", "stroke", detail, "stroke-width", DETAIL_WIDTH);
        }
        if (!shape.dots().isEmpty()) {
            svg.empty("path", "d", shape.dots(), "fill", detail, "stroke", "none");
        }
        svg.close("g");
    }

    private static Shape shape(PieceType type) {
        return switch (type) {
            case PAWN -> PAWN;
            case KNIGHT -> KNIGHT;
            case BISHOP -> BISHOP;
            case ROOK -> ROOK;
            case QUEEN -> QUEEN;
            case KING -> KING;
        };
    }
}
