package org.rochade.diagram.impl;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Consumer;

/**
 * One SVG document being drawn: its body, and the definitions ({@code <defs>}) its parts use, each
 * written once however often it is used (a piece shape, the check's glow, a pattern).
 */
final class SvgDocument {
    private final Map<String, String> definitions = new LinkedHashMap<>();
    final Svg body;

    SvgDocument(int capacity) {
        body = new Svg(capacity);
    }

    /**
     * Makes sure a definition is in the document.
     *
     * @param id    its id, which {@code markup} must give its element
     * @param markup writes the definition's element
     * @return {@code id}
     */
    String define(String id, Consumer<Svg> markup) {
        definitions.computeIfAbsent(id, key -> {
            Svg svg = new Svg(1024);
            markup.accept(svg);
            return svg.toString();
        });
        return id;
    }

    /** The whole document: the root element with these attributes, the title, the definitions and the body. */
    String finish(String title, Object... rootAttributes) {
        Object[] attributes = new Object[rootAttributes.length + 4];
        attributes[0] = "xmlns";
        attributes[1] = Svg.NAMESPACE;
        attributes[2] = "xmlns:xlink";
        attributes[3] = Svg.XLINK;
        System.arraycopy(rootAttributes, 0, attributes, 4, rootAttributes.length);
        Svg document = new Svg(body.toString().length() + 8192);
        document.open("svg", attributes);
        if (!title.isEmpty()) {
            document.element("title", title);
        }
        if (!definitions.isEmpty()) {
            document.open("defs");
            definitions.values().forEach(document::raw);
            document.close("defs");
        }
        return document.raw(body.toString()).close("svg").toString() + "\n";
    }
}
