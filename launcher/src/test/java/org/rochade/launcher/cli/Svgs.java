package org.rochade.launcher.cli;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** The diagrams the commands write, read back as XML (the diagram service's classes and data attributes). */
final class Svgs {
    private static final String SVG_NS = "http://www.w3.org/2000/svg";

    private Svgs() {
    }

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

    /**
     * The middle of a square in a PNG of the document {@code pixels} wide: the square's rectangle in its
     * board's units, through the board's place in the document (a nested {@code <svg>}) to the pixels.
     */
    static int[] squareMiddle(Document document, String square, int pixels) {
        Element rect = withClass(document, "square").stream().filter(s -> s.getAttribute("data-square").equals(square))
                .findFirst().orElseThrow();
        Element board = (Element) rect.getParentNode();
        double x = number(rect, "x", 0) + number(rect, "width", 0) / 2;
        double y = number(rect, "y", 0) + number(rect, "height", 0) / 2;
        if (board != document.getDocumentElement()) {
            // a board nested in a card or sheet: its units scaled into the document's
            double scale = number(board, "width", 0) / viewBox(board)[2];
            x = number(board, "x", 0) + x * scale;
            y = number(board, "y", 0) + y * scale;
        }
        double toPixels = pixels / viewBox(document.getDocumentElement())[2];
        return new int[] {(int) (x * toPixels), (int) (y * toPixels)};
    }

    private static double[] viewBox(Element svg) {
        String[] parts = svg.getAttribute("viewBox").split(" ");
        double[] box = new double[4];
        for (int i = 0; i < 4; i++) {
            box[i] = Double.parseDouble(parts[i]);
        }
        return box;
    }

    private static double number(Element element, String attribute, double otherwise) {
        String value = element.getAttribute(attribute);
        return value.isEmpty() ? otherwise : Double.parseDouble(value);
    }
}
