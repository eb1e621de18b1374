package org.rochade.formats;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.rochade.rules.api.Variant;
import org.rochade.event.api.format.EventFormat;
import org.rochade.event.api.format.StartRule;

/**
 * An event format read from its configuration, checked as a whole: an instance exists only for a
 * usable configuration (the properties are listed on {@link EventFormat} and {@link FormatConfiguration}).
 */
record FormatDefinition(String name, Variant variant, String castlingConvention, StartRule start, String variantTag,
                        int rounds, Set<Integer> excluded, Optional<String> commitment)
        implements EventFormat {

    private static final Pattern SHA256_HEX = Pattern.compile("[0-9a-f]{64}");

    FormatDefinition {
        excluded = Set.copyOf(excluded);
    }

    /**
     * Reads a configuration.
     *
     * @throws IllegalArgumentException naming the configuration and the property that is wrong
     */
    static FormatDefinition from(FormatConfiguration config) {
        String name = config.name().strip();
        if (name.isEmpty()) {
            name = nameFromPid(config.service_pid());
        }
        if (name.isEmpty()) {
            throw new IllegalArgumentException("event format " + config.service_pid()
                    + ": no name (give the property 'name' or a named configuration)");
        }
        String where = "event format '" + name + "'";
        String variantId = config.variant().strip();
        Variant variant = Variant.fromId(variantId).orElseThrow(() -> new IllegalArgumentException(where
                + ": variant '" + variantId + "' is not one of "
                + Arrays.stream(Variant.values()).map(Variant::id).collect(Collectors.joining(", "))));
        String castling = config.castling().strip().toLowerCase(Locale.ROOT);
        if (castling.isEmpty()) {
            throw new IllegalArgumentException(where + ": castling is empty (fide, none, ...)");
        }
        StartRule start;
        try {
            start = StartRule.parse(config.start().strip());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(where + ": " + e.getMessage(), e);
        }
        if (start.kind() == StartRule.Kind.DIE && !variant.hasDieProcedure()) {
            throw new IllegalArgumentException(where + ": the die procedure is for chess960 and dfrc only, not " + variant.id());
        }
        String tag = config.variantTag().strip();
        if (tag.isEmpty()) {
            tag = variant.pgnTag();
        }
        return new FormatDefinition(name, variant, castling, start, tag, rounds(config.rounds().strip(), where),
                excluded(config.exclude(), where), commitment(config.commitment().strip().toLowerCase(Locale.ROOT), where));
    }

    private static int rounds(String text, String where) {
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
    private static Set<Integer> excluded(String list, String where) {
        Set<Integer> numbers = new TreeSet<>();
        for (String item : list.split(",")) {
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

    private static Optional<String> commitment(String text, String where) {
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
    private static String nameFromPid(String pid) { // null in a configuration made without ConfigAdmin
        String prefix = EventFormat.FACTORY_PID + "~";
        return pid != null && pid.startsWith(prefix) ? pid.substring(prefix.length()) : "";
    }
}
