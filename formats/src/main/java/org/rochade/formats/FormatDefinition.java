package org.rochade.formats;

import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.rochade.rules.api.Variant;
import org.rochade.rules.api.format.EventFormat;
import org.rochade.rules.api.format.StartRule;

/**
 * An event format read from configuration properties, checked as a whole: an instance exists only for
 * a usable configuration (the property names are listed on {@link EventFormat}).
 */
record FormatDefinition(String name, Variant variant, String castlingConvention, StartRule start, String variantTag)
        implements EventFormat {

    static final String NAME = "name";
    static final String VARIANT = "variant";
    static final String CASTLING = "castling";
    static final String START = "start";
    static final String VARIANT_TAG = "variantTag";

    /**
     * Reads a configuration's properties.
     *
     * @throws IllegalArgumentException naming the configuration and the property that is wrong
     */
    static FormatDefinition fromProperties(Map<String, ?> properties) {
        String name = text(properties, NAME, nameFromPid(properties));
        if (name.isEmpty()) {
            throw new IllegalArgumentException("event format " + properties.get("service.pid")
                    + ": no name (give the property 'name' or a named configuration)");
        }
        String where = "event format '" + name + "'";
        String variantId = text(properties, VARIANT, Variant.CHESS960.id());
        Variant variant = Variant.fromId(variantId).orElseThrow(() -> new IllegalArgumentException(where
                + ": variant '" + variantId + "' is not one of "
                + Arrays.stream(Variant.values()).map(Variant::id).collect(Collectors.joining(", "))));
        String castling = text(properties, CASTLING, "fide").toLowerCase(Locale.ROOT);
        if (castling.isEmpty()) {
            throw new IllegalArgumentException(where + ": castling is empty (fide, none, ...)");
        }
        StartRule start;
        try {
            start = StartRule.parse(text(properties, START, "random"));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(where + ": " + e.getMessage(), e);
        }
        if (start.kind() == StartRule.Kind.DIE && !variant.hasDieProcedure()) {
            throw new IllegalArgumentException(where + ": the die procedure is for chess960 and dfrc only, not " + variant.id());
        }
        String tag = text(properties, VARIANT_TAG, defaultTag(variant));
        return new FormatDefinition(name, variant, castling, start, tag);
    }

    /** "open" for the PID of a named factory configuration "org.rochade.format~open"; else empty. */
    private static String nameFromPid(Map<String, ?> properties) {
        Object pid = properties.get("service.pid");
        String prefix = EventFormat.FACTORY_PID + "~";
        return pid instanceof String && ((String) pid).startsWith(prefix) ? ((String) pid).substring(prefix.length()) : "";
    }

    private static String defaultTag(Variant variant) {
        switch (variant) {
            case CHESS960: return "Chess960";
            case FISCHER168: return "Fischer168";
            case DFRC: return "DFRC";
            default: return "";
        }
    }

    private static String text(Map<String, ?> properties, String key, String fallback) {
        Object value = properties.get(key);
        return value == null ? fallback : String.valueOf(value).strip();
    }
}
