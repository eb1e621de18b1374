package org.rochade.diagram;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.rochade.diagram.SvgRead.elements;
import static org.rochade.diagram.SvgRead.number;
import static org.rochade.diagram.SvgRead.parse;
import static org.rochade.diagram.SvgRead.pieces;
import static org.rochade.diagram.SvgRead.squares;
import static org.rochade.diagram.SvgRead.withClass;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.rochade.rules.api.Color;
import org.rochade.rules.api.Piece;
import org.rochade.rules.api.PieceType;
import org.rochade.rules.api.Setup;
import org.rochade.rules.api.Square;
import org.rochade.rules.api.StartArray;
import org.rochade.rules.api.Variant;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/** Boards drawn through the service as a plain class path finds it, read back as XML. */
class DiagramsTest {
    static final Diagrams DIAGRAMS = ServiceLoader.load(Diagrams.class).findFirst().orElseThrow();
    private static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    @Test
    void everyPieceStandsOnItsSquareAsAShapeDefinedOnce() {
        String svg = DIAGRAMS.board(KIWIPETE, BoardOptions.defaults().withTitle("Kiwipete"));
        Document document = parse(svg);

        assertThat(pieces(document)).hasSize(32).containsEntry("a8", "r").containsEntry("e8", "k").containsEntry("e7", "q")
                .containsEntry("d5", "P").containsEntry("e5", "N").containsEntry("f3", "Q").containsEntry("h3", "p")
                .containsEntry("e1", "K").containsEntry("h1", "R").doesNotContainKeys("b8", "d1");
        Map<String, Element> squares = squares(document);
        Set<String> used = new HashSet<>();
        for (Element piece : withClass(document, "piece")) {
            assertThat(piece.getLocalName()).isEqualTo("use");
            Element square = squares.get(piece.getAttribute("data-square"));
            assertThat(piece.getAttribute("x")).isEqualTo(square.getAttribute("x"));
            assertThat(piece.getAttribute("y")).isEqualTo(square.getAttribute("y"));
            String href = piece.getAttributeNS(SvgRead.XLINK, "href");
            char letter = piece.getAttribute("data-piece").charAt(0);
            assertThat(href).isEqualTo("#rochade-" + (Character.isUpperCase(letter) ? 'w' : 'b') + Character.toUpperCase(letter));
            used.add(href.substring(1));
        }
        // Each shape once, in <defs>: the 12 kinds of piece on the board, no more.
        List<Element> shapes = elements(elements(document, "defs").get(0), "g");
        assertThat(shapes).extracting(g -> g.getAttribute("id")).containsExactlyInAnyOrderElementsOf(used).hasSize(12);
        assertThat(svg.split("id=\"rochade-wK\"", -1)).hasSize(2);
        // in reading order: rank 8 first for White at the bottom, rank 1 first for Black
        assertThat(withClass(document, "piece").get(0).getAttribute("data-square")).isEqualTo("a8");
        assertThat(withClass(parse(DIAGRAMS.board(KIWIPETE, BoardOptions.defaults().withBottom(Color.BLACK))), "piece")
                .get(0).getAttribute("data-square")).isEqualTo("h1");
        assertThat(elements(document, "title").get(0).getTextContent()).isEqualTo("Kiwipete");
        assertThat(document.getDocumentElement().getAttribute("width")).isEqualTo("400");
    }

    @Test
    void piecesAreVectorShapesNeverFontCharacters() {
        Document document = parse(DIAGRAMS.board(KIWIPETE, BoardOptions.defaults()));

        for (Element shape : elements(elements(document, "defs").get(0), "g")) {
            for (Element part : elements(shape, "*")) {
                assertThat(part.getLocalName()).as(shape.getAttribute("id")).isEqualTo("path");
            }
        }
        // Text on a board is its coordinates only, and no text anywhere holds a chess symbol.
        assertThat(elements(document, "text")).allSatisfy(text -> {
            assertThat(text.getAttribute("class")).isEqualTo("coordinate");
            assertThat(text.getTextContent()).matches("[a-h1-8]");
        });
        Document card = parse(DIAGRAMS.startArray(ArrayCard.of(new StartArray(Variant.CHESS960, 518, 518, "RNBQKBNR")), ""));
        for (Element board : withClass(card, "board")) {
            assertThat(elements(board, "text")).extracting(text -> text.getAttribute("class")).containsOnly("coordinate");
        }
        assertThat(card.getDocumentElement().getTextContent()).doesNotContainPattern("[\u2654-\u265F]");
    }

    @Test
    void whitePiecesAreWhiteWithADarkOutlineAndBlackOnesBlack() {
        Document document = parse(DIAGRAMS.board("kK6/8/8/8/8/8/8/8", BoardOptions.defaults()));
        for (Element shape : elements(elements(document, "defs").get(0), "g")) {
            boolean white = shape.getAttribute("id").startsWith("rochade-w");
            List<Element> bodies = elements(shape, "path").stream().filter(p -> !p.getAttribute("fill").equals("none")
                    && !p.getAttribute("stroke").equals("none")).toList();
            assertThat(bodies).isNotEmpty().allSatisfy(body -> {
                assertThat(body.getAttribute("fill")).isEqualTo(white ? "#ffffff" : "#000000");
                assertThat(body.getAttribute("stroke")).isEqualTo("#000000");
            });
        }
    }

    @Test
    void blackAtTheBottomTurnsTheBoardRound() {
        BoardOptions white = BoardOptions.defaults();
        Map<String, Element> upright = squares(parse(DIAGRAMS.board(KIWIPETE, white)));
        Map<String, Element> turned = squares(parse(DIAGRAMS.board(KIWIPETE, white.withBottom(Color.BLACK))));

        assertThat(upright).hasSize(64);
        // a1 bottom left for White, top right for Black; h8 the other way round
        assertThat(number(upright.get("a1"), "x")).isLessThan(number(upright.get("h1"), "x"));
        assertThat(number(upright.get("a1"), "y")).isGreaterThan(number(upright.get("a8"), "y"));
        for (Square square : Square.values()) {
            Square opposite = Square.of(63 - square.index());
            assertThat(turned.get(square.toString()).getAttribute("x")).isEqualTo(upright.get(opposite.toString()).getAttribute("x"));
            assertThat(turned.get(square.toString()).getAttribute("y")).isEqualTo(upright.get(opposite.toString()).getAttribute("y"));
            // square colours stay the board's: a1 dark, h1 light
            assertThat(turned.get(square.toString()).getAttribute("fill")).isEqualTo(upright.get(square.toString()).getAttribute("fill"));
        }
        assertThat(upright.get("a1").getAttribute("fill")).isEqualTo("#d18b47");
        assertThat(upright.get("h1").getAttribute("fill")).isEqualTo("#ffce9e");
        // coordinates follow: the file letter under the left edge is h when Black is at the bottom
        List<Element> letters = withClass(parse(DIAGRAMS.board(KIWIPETE, white.withBottom(Color.BLACK))), "coordinate");
        Element leftmostBottom = letters.stream().filter(t -> t.getTextContent().matches("[a-h]"))
                .max((a, b) -> Double.compare(number(a, "y"), number(b, "y")) != 0 ? Double.compare(number(a, "y"), number(b, "y"))
                        : Double.compare(number(b, "x"), number(a, "x"))).orElseThrow();
        assertThat(leftmostBottom.getTextContent()).isEqualTo("h");
    }

    @Test
    void coordinatesAreWrittenAroundTheBoardOrLeftOut() {
        Document with = parse(DIAGRAMS.board(KIWIPETE, BoardOptions.defaults()));
        Document without = parse(DIAGRAMS.board(KIWIPETE, BoardOptions.defaults().withCoordinates(false)));

        List<String> coordinates = withClass(with, "coordinate").stream().map(Element::getTextContent).toList();
        assertThat(coordinates).hasSize(32);
        for (String name : List.of("a", "b", "c", "d", "e", "f", "g", "h", "1", "2", "3", "4", "5", "6", "7", "8")) {
            assertThat(coordinates.stream().filter(name::equals).count()).as(name).isEqualTo(2);
        }
        assertThat(withClass(with, "coordinate")).allSatisfy(c -> assertThat(number(c, "font-size")).isGreaterThanOrEqualTo(40));
        assertThat(elements(without, "text")).isEmpty();
        assertThat(squares(without)).hasSize(64);
        // without them the board fills the picture but for its frame
        assertThat(number(squares(without).get("a8"), "x")).isLessThan(10);
    }

    @Test
    void highlightsLieUnderThePiecesAndArrowsOverThem() {
        BoardOptions options = BoardOptions.defaults().withLastMove(Square.E2, Square.E4).withCheck(Square.E8)
                .withHighlight(new Highlight(Square.A1, Highlight.Kind.MARKED))
                .withArrow(new Arrow(Square.G1, Square.F3)).withArrow(new Arrow(Square.D4, Square.D4, Arrow.RED));
        String svg = DIAGRAMS.board("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", options);
        Document document = parse(svg);

        List<Element> highlights = withClass(document, "highlight");
        assertThat(highlights).extracting(h -> h.getAttribute("data-square") + " " + h.getAttribute("data-kind"))
                .containsExactly("e2 last-move", "e4 last-move", "e8 check", "a1 marked");
        Map<String, Element> squares = squares(document);
        for (Element highlight : highlights) {
            Element square = squares.get(highlight.getAttribute("data-square"));
            assertThat(highlight.getAttribute("x")).isEqualTo(square.getAttribute("x"));
            assertThat(highlight.getAttribute("y")).isEqualTo(square.getAttribute("y"));
        }
        assertThat(highlights.get(2).getAttribute("fill")).isEqualTo("url(#rochade-check)");
        assertThat(elements(document, "radialGradient")).extracting(g -> g.getAttribute("id")).containsExactly("rochade-check");
        List<Element> arrows = withClass(document, "arrow");
        assertThat(arrows).extracting(a -> a.getLocalName() + " " + a.getAttribute("data-from") + a.getAttribute("data-to"))
                .containsExactly("polygon g1f3", "circle d4d4");
        assertThat(arrows.get(0).getAttribute("fill")).isEqualTo(Arrow.GREEN);
        assertThat(arrows.get(1).getAttribute("stroke")).isEqualTo(Arrow.RED);
        // the arrow's point is in the middle of f3
        Element f3 = squares.get("f3");
        String tip = (number(f3, "x") + 50) + "," + (number(f3, "y") + 50);
        assertThat(List.of(arrows.get(0).getAttribute("points").split(" ")).stream()
                .map(p -> Double.parseDouble(p.split(",")[0]) + "," + Double.parseDouble(p.split(",")[1]))).contains(tip);
        // order in the document: squares, marks, pieces, arrows
        assertThat(svg.indexOf("class=\"highlight\"")).isGreaterThan(svg.lastIndexOf("class=\"square\""));
        assertThat(svg.indexOf("class=\"piece\"")).isGreaterThan(svg.lastIndexOf("class=\"highlight\""));
        assertThat(svg.indexOf("class=\"arrow\"")).isGreaterThan(svg.lastIndexOf("class=\"piece\""));
    }

    @Test
    void aSetupAPositionsFenAndTheFenItselfDrawTheSameBoard() {
        Setup setup = Setup.empty().put(Square.E1, new Piece(Color.WHITE, PieceType.KING))
                .put(Square.E8, new Piece(Color.BLACK, PieceType.KING)).put(Square.D2, new Piece(Color.WHITE, PieceType.PAWN));
        assertThat(DIAGRAMS.board(setup, BoardOptions.defaults())).isEqualTo(DIAGRAMS.board("4k3/8/8/8/8/8/3P4/4K3", BoardOptions.defaults()));
        assertThat(pieces(parse(DIAGRAMS.board(setup, BoardOptions.defaults().withSize(900)))))
                .containsOnly(Map.entry("e1", "K"), Map.entry("e8", "k"), Map.entry("d2", "P"));
    }

    @Test
    void aFenThatIsNoBoardIsRefusedAndTextIsEscaped() {
        for (String bad : List.of("8/8/8", "9/8/8/8/8/8/8/8", "x7/8/8/8/8/8/8/8", "ppppppppp/8/8/8/8/8/8/8", "7/8/8/8/8/8/8/8", "")) {
            assertThatThrownBy(() -> DIAGRAMS.board(bad, BoardOptions.defaults())).as(bad)
                    .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("not a FEN piece placement");
        }
        String svg = DIAGRAMS.board("8/8/8/8/8/8/8/8", BoardOptions.defaults().withTitle("<Tal & \"Botvinnik\">"));
        assertThat(elements(parse(svg), "title").get(0).getTextContent()).isEqualTo("<Tal & \"Botvinnik\">");
        assertThatThrownBy(() -> new Arrow(Square.A1, Square.A2, "red\"/><script>")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> BoardOptions.defaults().withSize(0)).isInstanceOf(IllegalArgumentException.class);
    }
}
