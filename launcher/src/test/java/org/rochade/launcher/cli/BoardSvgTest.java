package org.rochade.launcher.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** The SVG diagram read back as XML: squares, pieces on their squares, coordinates. */
class BoardSvgTest {
    private static final String SVG_NS = "http://www.w3.org/2000/svg";
    private static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R";

    static Document parse(String svg) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    }

    static List<Element> withClass(Document document, String type) {
        List<Element> found = new ArrayList<>();
        NodeList all = document.getElementsByTagNameNS(SVG_NS, "*");
        for (int i = 0; i < all.getLength(); i++) {
            Element element = (Element) all.item(i);
            if (type.equals(element.getAttribute("class"))) {
                found.add(element);
            }
        }
        return found;
    }

    /** The pieces of a diagram by square, as FEN letters. */
    static Map<String, String> pieces(Document document) {
        Map<String, String> bySquare = new HashMap<>();
        for (Element piece : withClass(document, "piece")) {
            bySquare.put(piece.getAttribute("data-square"), piece.getAttribute("data-piece"));
        }
        return bySquare;
    }

    @Test
    void everyPieceStandsOnItsSquareWithItsSymbol() throws Exception {
        Document svg = parse(BoardSvg.document(KIWIPETE, "Kiwipete", BoardSvg.SIZE));

        Map<String, String> pieces = pieces(svg);
        assertThat(pieces).hasSize(32).containsEntry("a8", "r").containsEntry("e8", "k").containsEntry("e7", "q")
                .containsEntry("d5", "P").containsEntry("e5", "N").containsEntry("f3", "Q").containsEntry("h3", "p")
                .containsEntry("e1", "K").containsEntry("h1", "R").doesNotContainKeys("b8", "d1");
        for (Element piece : withClass(svg, "piece")) {
            String square = piece.getAttribute("data-square");
            int file = square.charAt(0) - 'a';
            int rank = square.charAt(1) - '1';
            // drawn in the middle of its square, White at the bottom
            assertThat(Integer.parseInt(piece.getAttribute("x"))).isEqualTo(BoardSvg.MARGIN + file * BoardSvg.SQUARE + BoardSvg.SQUARE / 2);
            int y = Integer.parseInt(piece.getAttribute("y"));
            assertThat(y).isBetween(BoardSvg.MARGIN + (7 - rank) * BoardSvg.SQUARE, BoardSvg.MARGIN + (8 - rank) * BoardSvg.SQUARE);
            boolean white = Character.isUpperCase(piece.getAttribute("data-piece").charAt(0));
            assertThat(piece.getAttribute("fill")).isEqualTo(white ? "#ffffff" : "#000000");
            assertThat(piece.getTextContent()).isEqualTo(String.valueOf(
                    "\u265A\u265B\u265C\u265D\u265E\u265F".charAt("KQRBNP".indexOf(Character.toUpperCase(piece.getAttribute("data-piece").charAt(0))))));
        }
        assertThat(svg.getDocumentElement().getElementsByTagNameNS(SVG_NS, "title").item(0).getTextContent()).isEqualTo("Kiwipete");
    }

    @Test
    void squaresAreLightAndDarkAsOnABoard() throws Exception {
        Document svg = parse(BoardSvg.document(KIWIPETE, "", BoardSvg.SIZE));

        List<Element> squares = withClass(svg, "square");
        assertThat(squares).hasSize(64);
        Map<String, Element> bySquare = new HashMap<>();
        squares.forEach(square -> bySquare.put(square.getAttribute("data-square"), square));
        assertThat(bySquare.get("a1").getAttribute("fill")).isEqualTo(BoardSvg.DARK);
        assertThat(bySquare.get("h1").getAttribute("fill")).isEqualTo(BoardSvg.LIGHT);
        assertThat(bySquare.get("a8").getAttribute("fill")).isEqualTo(BoardSvg.LIGHT);
        assertThat(bySquare.get("e4").getAttribute("fill")).isEqualTo(BoardSvg.LIGHT);
        assertThat(bySquare.get("a1").getAttribute("x")).isEqualTo(String.valueOf(BoardSvg.MARGIN));
        assertThat(bySquare.get("a1").getAttribute("y")).isEqualTo(String.valueOf(BoardSvg.MARGIN + 7 * BoardSvg.SQUARE));
        assertThat(bySquare.get("h8").getAttribute("x")).isEqualTo(String.valueOf(BoardSvg.MARGIN + 7 * BoardSvg.SQUARE));
        assertThat(bySquare.get("h8").getAttribute("y")).isEqualTo(String.valueOf(BoardSvg.MARGIN));
    }

    @Test
    void filesAndRanksAreWrittenOnEverySideInLargeType() throws Exception {
        Document svg = parse(BoardSvg.document(KIWIPETE, "", BoardSvg.SIZE));

        List<String> coordinates = withClass(svg, "coordinate").stream().map(Element::getTextContent).toList();
        assertThat(coordinates).hasSize(32);
        for (String name : List.of("a", "b", "c", "d", "e", "f", "g", "h", "1", "2", "3", "4", "5", "6", "7", "8")) {
            assertThat(coordinates.stream().filter(name::equals).count()).as(name).isEqualTo(2);
        }
        for (Element coordinate : withClass(svg, "coordinate")) {
            String text = coordinate.getTextContent();
            int x = Integer.parseInt(coordinate.getAttribute("x"));
            if (Character.isLetter(text.charAt(0))) { // under and over its file
                assertThat(x).isEqualTo(BoardSvg.MARGIN + (text.charAt(0) - 'a') * BoardSvg.SQUARE + BoardSvg.SQUARE / 2);
            } else { // beside its rank
                int y = Integer.parseInt(coordinate.getAttribute("y"));
                int rank = text.charAt(0) - '1';
                assertThat(y).isBetween(BoardSvg.MARGIN + (7 - rank) * BoardSvg.SQUARE, BoardSvg.MARGIN + (8 - rank) * BoardSvg.SQUARE);
            }
            // a square is 100 units: the coordinates are over 40% of one
            assertThat(Integer.parseInt(coordinate.getAttribute("font-size"))).isGreaterThanOrEqualTo(40);
        }
    }

    @Test
    void aPlacementThatIsNoBoardIsRefused() {
        assertThatThrownBy(() -> BoardSvg.document("8/8/8", "", 100)).hasMessageStartingWith("not a FEN piece placement");
        assertThatThrownBy(() -> BoardSvg.document("9/8/8/8/8/8/8/8", "", 100)).hasMessageStartingWith("not a FEN piece placement");
        assertThatThrownBy(() -> BoardSvg.document("x7/8/8/8/8/8/8/8", "", 100)).hasMessageStartingWith("not a FEN piece placement");
    }
}
