package org.rochade.desktop.board;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.rochade.rules.api.Piece;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;

/**
 * The diagram service's pieces, taken from a board it drew: each piece is defined once in the SVG's
 * {@code <defs>} as a group {@code rochade-wK} ... {@code rochade-bP} of paths in a 100 x 100 box
 * (bodies filled and outlined, details stroked). Those paths become Java2D shapes drawn with the
 * same fills, strokes and widths, so the window shows the pieces the service draws.
 */
public final class DiagramPieces implements PieceSet {
    /** A board with all twelve pieces on it, so that the diagram defines every shape. */
    public static final String ALL_PIECES = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";

    private final Map<Character, List<Part>> parts;

    /** One path of a piece: its shape, its fill (or null) and its stroke (or null) with width. */
    private record Part(Shape shape, Color fill, Color stroke, float width) {
    }

    private DiagramPieces(Map<Character, List<Part>> parts) {
        this.parts = parts;
    }

    /**
     * The pieces defined in an SVG board from the diagram service.
     *
     * @throws IllegalArgumentException when the document is not readable or lacks a piece
     */
    public static DiagramPieces from(String svg) {
        Document document = parse(svg);
        Map<Character, List<Part>> parts = new HashMap<>();
        NodeList groups = document.getElementsByTagName("g");
        for (int i = 0; i < groups.getLength(); i++) {
            Element group = (Element) groups.item(i);
            String id = group.getAttribute("id");
            if (!id.matches("rochade-[wb][KQRBNP]")) {
                continue;
            }
            char letter = id.charAt(9);
            char fen = id.charAt(8) == 'w' ? letter : Character.toLowerCase(letter);
            List<Part> list = new ArrayList<>();
            NodeList paths = group.getElementsByTagName("path");
            for (int p = 0; p < paths.getLength(); p++) {
                Element path = (Element) paths.item(p);
                list.add(new Part(SvgPath.parse(path.getAttribute("d")), colour(path.getAttribute("fill")),
                        colour(path.getAttribute("stroke")), width(path.getAttribute("stroke-width"))));
            }
            parts.put(fen, List.copyOf(list));
        }
        for (char c : "KQRBNPkqrbnp".toCharArray()) {
            if (!parts.containsKey(c)) {
                throw new IllegalArgumentException("the diagram defines no piece " + c);
            }
        }
        return new DiagramPieces(parts);
    }

    private static Document parse(String svg) {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            factory.setNamespaceAware(false);
            DocumentBuilder builder = factory.newDocumentBuilder();
            builder.setErrorHandler(null);
            return builder.parse(new InputSource(new StringReader(svg)));
        } catch (ParserConfigurationException | SAXException | IOException e) {
            throw new IllegalArgumentException("the diagram is not readable SVG: " + e.getMessage(), e);
        }
    }

    private static Color colour(String value) {
        if (value == null || value.isEmpty() || value.equals("none")) {
            return null;
        }
        if (value.matches("#[0-9a-fA-F]{6}")) {
            return new Color(Integer.parseInt(value.substring(1), 16));
        }
        if (value.matches("#[0-9a-fA-F]{3}")) {
            int r = Integer.parseInt(value.substring(1, 2), 16);
            int g = Integer.parseInt(value.substring(2, 3), 16);
            int b = Integer.parseInt(value.substring(3, 4), 16);
            return new Color(r * 17, g * 17, b * 17);
        }
        throw new IllegalArgumentException("colour " + value + " is not read here");
    }

    private static float width(String value) {
        return value == null || value.isEmpty() ? 1f : Float.parseFloat(value);
    }

    @Override
    public void paint(Graphics2D g, Piece piece, int x, int y, int size) {
        AffineTransform t = new AffineTransform();
        t.translate(x, y);
        t.scale(size / 100.0, size / 100.0);
        for (Part part : parts.get(piece.fenChar())) {
            Shape placed = t.createTransformedShape(part.shape());
            if (part.fill() != null) {
                g.setColor(part.fill());
                g.fill(placed);
            }
            if (part.stroke() != null) {
                g.setColor(part.stroke());
                g.setStroke(new BasicStroke(part.width() * size / 100f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
                g.draw(placed);
            }
        }
    }

    @Override
    public String source() {
        return "pieces from the diagram service";
    }
}
