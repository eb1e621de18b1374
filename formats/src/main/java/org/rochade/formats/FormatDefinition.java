package org.rochade.formats;

import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.apache.commons.text.similarity.LevenshteinDistance;
import org.rochade.event.api.format.EventFormat;
import org.rochade.event.api.format.StartRule;
import org.rochade.rules.api.Variant;

/**
 * An event format read from its properties, checked as a whole: an instance exists only for a usable
 * format (the properties are listed on {@link EventFormat} and {@link FormatConfiguration}). The one
 * place that decides whether a format is usable, whether it comes from a file, from a command that
 * creates or changes one, or from ConfigAdmin.
 */
record FormatDefinition(String name, Variant variant, String castlingConvention, StartRule start, String variantTag,
                        int rounds, Set<Integer> excluded, Optional<String> commitment)
        implements EventFormat {

    /** A name that is a file name as it stands: no path separator, no "..", nothing a shell or FileInstall reads otherwise. */
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_.]*");
    private static final Pattern SHA256_HEX = Pattern.compile("[0-9a-f]{64}");

    FormatDefinition {
        excluded = Set.copyOf(excluded);
    }

    /** The keys of a format's properties, in the order the documentation gives them. */
    static final List<String> KEYS = List.of("name", "variant", "castling", "start", "variantTag", "rounds", "exclude",
            "commitment");
    /** Keys of the framework's, ConfigAdmin's, FileInstall's and SCR's own: never a format's, never unknown. */
    private static final List<String> FRAMEWORK_PREFIXES = List.of("service.", "felix.", "component.", "osgi.");

    /**
     * Reads a configuration as SCR hands it over: its properties, each value as text (a number or
     * a boolean as it prints, several values, an array or a collection, joined with commas, as
     * {@code exclude} lists them), the name from the PID of a named factory configuration when the
     * properties give none.
     *
     * @param properties the component's properties: the configuration's keys, checked as a file's
     *                   are (a key that is neither a format's nor the framework's is refused)
     * @throws IllegalArgumentException naming the format and the property that is wrong
     */
    static FormatDefinition from(Map<String, ?> properties) {
        Map<String, String> text = new TreeMap<>();
        properties.forEach((key, value) -> text.put(key, text(value)));
        Object pid = properties.get("service.pid");
        return parse(nameFromPid(pid == null ? null : pid.toString()), text, String.valueOf(pid));
    }

    /** A configuration value as text; the array types ConfigAdmin holds numbers in are listed, not reflected on. */
    private static String text(Object value) {
        if (value == null) {
            return "";
        }
        if (value instanceof Collection<?> values) {
            return values.stream().map(FormatDefinition::text).collect(Collectors.joining(","));
        }
        if (value instanceof Object[] values) {
            return Arrays.stream(values).map(FormatDefinition::text).collect(Collectors.joining(","));
        }
        if (value instanceof int[] numbers) {
            return Arrays.stream(numbers).mapToObj(Integer::toString).collect(Collectors.joining(","));
        }
        if (value instanceof long[] numbers) {
            return Arrays.stream(numbers).mapToObj(Long::toString).collect(Collectors.joining(","));
        }
        return value.toString();
    }

    /**
     * Reads a format's properties; a property left out takes its default.
     *
     * @param fallbackName the name when the properties give none (the file's NAME); may be empty
     * @param source       what to call the properties in a message when they give no name at all
     * @throws IllegalArgumentException naming the format and the property that is wrong
     */
    static FormatDefinition parse(String fallbackName, Map<String, String> properties, String source) {
        String name = value(properties, "name", "");
        if (name.isEmpty()) {
            name = fallbackName;
        }
        if (name.isEmpty()) {
            throw new IllegalArgumentException("event format " + source + ": no name (give the property 'name' or a named configuration)");
        }
        String where = "event format '" + name + "'";
        checkName(name, where);
        checkKeys(properties.keySet(), where);
        String variantId = value(properties, "variant", Variant.CHESS960.id());
        Variant variant = Variant.fromId(variantId).orElseThrow(() -> new IllegalArgumentException(where
                + ": variant '" + variantId + "' is not one of "
                + Arrays.stream(Variant.values()).map(Variant::id).collect(Collectors.joining(", "))));
        String castling = value(properties, "castling", "fide").toLowerCase(Locale.ROOT);
        StartRule start;
        try {
            start = StartRule.parse(value(properties, "start", "random"));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(where + ": " + e.getMessage(), e);
        }
        if (start.kind() == StartRule.Kind.DIE && !variant.hasDieProcedure()) {
            throw new IllegalArgumentException(where + ": the die procedure is for chess960 and dfrc only, not " + variant.id());
        }
        if (start.kind() == StartRule.Kind.FIXED && !VariantArrays.isArray(variant, start.number())) {
            throw new IllegalArgumentException(where + ": start " + start + " is not an array of " + variant.id()
                    + " (" + VariantArrays.numbers(variant) + ")");
        }
        String tag = value(properties, "variantTag", "");
        if (tag.isEmpty()) {
            tag = variant.pgnTag();
        }
        int rounds = rounds(value(properties, "rounds", ""), where);
        Set<Integer> excluded = excluded(properties.getOrDefault("exclude", ""), where);
        Set<Integer> drawnFrom = VariantArrays.excluded(variant, excluded, where);
        long pool = VariantArrays.pool(variant, drawnFrom);
        if (start.kind() == StartRule.Kind.RANDOM && rounds > pool) {
            throw new IllegalArgumentException(where + ": " + rounds + " rounds cannot be drawn without repeating an array: "
                    + pool + " of the " + variant.startArrays() + " " + variant.id() + " arrays are left ("
                    + drawnFrom.size() + " excluded)");
        }
        return new FormatDefinition(name, variant, castling, start, tag, rounds, excluded,
                commitment(value(properties, "commitment", "").toLowerCase(Locale.ROOT), where));
    }

    /**
     * Checks a format's name: letters, digits, '_' and '.', starting with a letter or digit, without "..".
     *
     * @throws IllegalArgumentException when it is not one
     */
    static String checkName(String name, String where) {
        if (!NAME.matcher(name).matches() || name.contains("..")) {
            throw new IllegalArgumentException(where + ": the name '" + name
                    + "' is not a format name (letters, digits, '_' and '.', starting with a letter or digit, no '..')");
        }
        return name;
    }

    /**
     * Refuses a key that is no format's (a typo such as {@code exlude} would otherwise leave its
     * setting out without a word), suggesting the key it is closest to. Keys of the framework
     * ({@code service.pid}, {@code felix.fileinstall.filename}, {@code component.name}, ...) are not
     * unknown.
     */
    private static void checkKeys(Set<String> keys, String where) {
        List<String> unknown = keys.stream()
                .filter(key -> !KEYS.contains(key) && FRAMEWORK_PREFIXES.stream().noneMatch(key::startsWith))
                .sorted().toList();
        if (unknown.isEmpty()) {
            return;
        }
        List<String> named = unknown.stream()
                .map(key -> byteOrderMarked(key)
                        ? "'" + key.substring(key.startsWith("\uFEFF") ? 1 : 3) + "' after a byte order mark (save the file as UTF-8 without BOM)"
                        : "'" + key + "'" + closest(key).map(known -> " (did you mean '" + known + "'?)").orElse(""))
                .toList();
        throw new IllegalArgumentException(where + ": unknown key" + (unknown.size() == 1 ? " " : "s ")
                + String.join(", ", named) + "; the keys are " + String.join(", ", KEYS));
    }

    /** A first key that begins with a byte order mark, as read (U+FEFF) or as its UTF-8 bytes taken for ISO-8859-1 characters. */
    private static boolean byteOrderMarked(String key) {
        return key.startsWith("\uFEFF") || key.startsWith("\u00EF\u00BB\u00BF");
    }

    /** The format key {@code key} is a slip of: at most two letters off, ignoring case, '_' and '-'. */
    private static Optional<String> closest(String key) {
        String typed = folded(key);
        String best = null;
        int bestDistance = 3;
        for (String known : KEYS) {
            int distance = LevenshteinDistance.getDefaultInstance().apply(typed, folded(known));
            if (distance < bestDistance) {
                best = known;
                bestDistance = distance;
            }
        }
        return Optional.ofNullable(best);
    }

    private static String folded(String key) {
        return key.toLowerCase(Locale.ROOT).replace("_", "").replace("-", "");
    }

    /** A property's value without surrounding blanks; the default when missing or blank. */
    private static String value(Map<String, String> properties, String key, String otherwise) {
        String value = properties.get(key);
        return value == null || value.isBlank() ? otherwise : value.strip();
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

    /** Comma-separated array numbers. */
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
