package org.rochade.formats;

import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.rochade.rules.api.Variant;
import org.rochade.rules.api.format.EventFormat;
import org.rochade.rules.api.format.StartRule;

/**
 * An event format read from configuration properties, checked as a whole: an instance exists only for
 * a usable configuration (the property names are listed on {@link EventFormat}).
 */
record FormatDefinition(String name, Variant variant, String castlingConvention, StartRule start, String variantTag,
                        int rounds, Set<Integer> excluded, Optional<String> commitment)
        implements EventFormat {

    static final String NAME = "name";
    static final String VARIANT = "variant";
    static final String CASTLING = "castling";
    static final String START = "start";
    static final String VARIANT_TAG = "variantTag";
    static final String ROUNDS = "rounds";
    static final String EXCLUDE = "exclude";
    static final String COMMITMENT = "commitment";
    private static final Pattern SHA256_HEX = Pattern.compile("[0-9a-f]{64}");

    FormatDefinition {
        excluded = Set.copyOf(excluded);
    }

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
        return new FormatDefinition(name, variant, castling, start, tag, rounds(properties, where),
                excluded(properties, where), commitment(properties, where));
    }

    private static int rounds(Map<String, ?> properties, String where) {
        String text = text(properties, ROUNDS, "");
        if (text.isEmpty()) {
            return 0;
        }
        try {
            int rounds = Integer.parseInt(text);
            if (rounds >= 1) {
                return rounds;
            }
        } catch (NumberFormatException e) {
            // reported below with the value
        }
        throw new IllegalArgumentException(where + ": rounds '" + text + "' is not a number of rounds (1 or more)");
    }

    /** Comma-separated array numbers; which numbers are arrays of the variant is checked when drawing. */
    private static Set<Integer> excluded(Map<String, ?> properties, String where) {
        Set<Integer> numbers = new TreeSet<>();
        for (String item : text(properties, EXCLUDE, "").split(",")) {
            String number = item.strip();
            if (!number.isEmpty()) {
                try {
                    numbers.add(Integer.parseInt(number));
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException(where + ": exclude '" + number + "' is not an array number");
                }
            }
        }
        return numbers;
    }

    private static Optional<String> commitment(Map<String, ?> properties, String where) {
        String text = text(properties, COMMITMENT, "").toLowerCase(Locale.ROOT);
        if (text.isEmpty()) {
            return Optional.empty();
        }
        if (!SHA256_HEX.matcher(text).matches()) {
            throw new IllegalArgumentException(where + ": commitment '" + text
                    + "' is not a SHA-256 in hex (64 digits 0-9, a-f)");
        }
        return Optional.of(text);
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
            case DFRC: return "Chess960"; // no agreed DFRC tag: fastchess's, which every Chess960 reader replays
            default: return "";
        }
    }

    private static String text(Map<String, ?> properties, String key, String fallback) {
        Object value = properties.get(key);
        return value == null ? fallback : String.valueOf(value).strip();
    }
}
