package org.rochade.diagram.impl;

import java.util.Locale;

/**
 * SVG markup written in order into a buffer: elements with their attributes, escaped text. The one
 * place where text and attribute values are escaped and numbers formatted.
 */
final class Svg {
    static final String NAMESPACE = "http://www.w3.org/2000/svg";
    static final String XLINK = "http://www.w3.org/1999/xlink";

    private final StringBuilder out;

    Svg(int capacity) {
        out = new StringBuilder(capacity);
    }

    /** {@code <name a="v" ...>}; attributes as name, value pairs (a null value leaves the attribute out). */
    Svg open(String name, Object... attributes) {
        out.append('<').append(name);
        attributes(attributes);
        out.append('>');
        return this;
    }

    /** {@code <name a="v" .../>}. */
    Svg empty(String name, Object... attributes) {
        out.append('<').append(name);
        attributes(attributes);
        out.append("/>");
        return this;
    }

    Svg close(String name) {
        out.append("</").append(name).append('>');
        return this;
    }

    /** {@code <name ...>text</name>}. */
    Svg element(String name, String text, Object... attributes) {
        return open(name, attributes).text(text).close(name);
    }

    Svg text(String text) {
        out.append(escape(text));
        return this;
    }

    /** Markup made by another {@code Svg}, as it is. */
    Svg raw(CharSequence markup) {
        out.append(markup);
        return this;
    }

    @Override
    public String toString() {
        return out.toString();
    }

    private void attributes(Object[] attributes) {
        if (attributes.length % 2 != 0) {
            throw new IllegalArgumentException("attributes come in name, value pairs");
        }
        for (int i = 0; i < attributes.length; i += 2) {
            Object value = attributes[i + 1];
            if (value != null) {
                out.append(' ').append(attributes[i]).append("=\"").append(escape(format(value))).append('"');
            }
        }
    }

    /** A number without needless digits ("12", "12.5", "0.33"), anything else as its string. */
    static String format(Object value) {
        if (value instanceof Double || value instanceof Float) {
            double d = ((Number) value).doubleValue();
            if (d == Math.rint(d) && Math.abs(d) < 1e15) {
                return Long.toString((long) d);
            }
            String text = String.format(Locale.ROOT, "%.2f", d);
            text = text.replaceAll("0+$", "");
            return text.endsWith(".") ? text.substring(0, text.length() - 1) : text;
        }
        return String.valueOf(value);
    }

    /** Text or an attribute value as XML: the five special characters as entities; control characters refused. */
    static String escape(String text) {
        StringBuilder escaped = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            String entity = switch (c) {
                case '&' -> "&amp;";
                case '<' -> "&lt;";
                case '>' -> "&gt;";
                case '"' -> "&quot;";
                case '\'' -> "&apos;";
                default -> null;
            };
            if (entity == null && c < 0x20 && c != '\t' && c != '\n' && c != '\r') {
                entity = " "; // not allowed in XML 1.0 at all
            }
            if (entity != null && escaped == null) {
                escaped = new StringBuilder(text.length() + 16).append(text, 0, i);
            }
            if (escaped != null) {
                if (entity != null) {
                    escaped.append(entity);
                } else {
                    escaped.append(c);
                }
            }
        }
        return escaped == null ? text : escaped.toString();
    }
}
