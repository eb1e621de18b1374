package org.rochade.diagram;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/** Diagrams read back with the JDK's XML parser: a document that is not well-formed fails the test. */
public final class SvgRead {
    public static final String SVG = "http://www.w3.org/2000/svg";
    public static final String XLINK = "http://www.w3.org/1999/xlink";

    private SvgRead() {
    }

    public static Document parse(String svg) {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setNamespaceAware(true);
            return factory.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
        } catch (Exception e) {
            throw new AssertionError("not well-formed XML: " + e.getMessage(), e);
        }
    }

    /** Every SVG element of this name under {@code root}, in document order. */
    public static List<Element> elements(Node root, String name) {
        NodeList all = root instanceof Document document ? document.getElementsByTagNameNS(SVG, name)
                : ((Element) root).getElementsByTagNameNS(SVG, name);
        List<Element> found = new ArrayList<>();
        for (int i = 0; i < all.getLength(); i++) {
            found.add((Element) all.item(i));
        }
        return found;
    }

    /** Every SVG element with this class under {@code root}. */
    public static List<Element> withClass(Node root, String type) {
        return elements(root, "*").stream().filter(e -> type.equals(e.getAttribute("class"))).toList();
    }

    /** The pieces of a diagram by square, as FEN letters. */
    public static Map<String, String> pieces(Node root) {
        Map<String, String> bySquare = new HashMap<>();
        for (Element piece : withClass(root, "piece")) {
            bySquare.put(piece.getAttribute("data-square"), piece.getAttribute("data-piece"));
        }
        return bySquare;
    }

    /** The squares' rectangles of a board by name. */
    public static Map<String, Element> squares(Node root) {
        Map<String, Element> bySquare = new HashMap<>();
        for (Element square : withClass(root, "square")) {
            bySquare.put(square.getAttribute("data-square"), square);
        }
        return bySquare;
    }

    public static double number(Element element, String attribute) {
        return Double.parseDouble(element.getAttribute(attribute));
    }
}
