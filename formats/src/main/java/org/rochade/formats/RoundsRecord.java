package org.rochade.formats;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.rochade.event.api.format.FormatException;

/**
 * The record of an event's revealed rounds, file {@code org.rochade.format-NAME.rounds} beside the
 * format's: the variant and the seed's commitment they were drawn with, each round's array number in
 * order, and each round's Variant tag as the format gave it then. Written before a round is shown, and
 * only ever extended by one round.
 *
 * <pre>
 * variant = chess960
 * commitment = c7ce37...
 * rounds = 740,668
 * variantTag.1 = Chess960
 * variantTag.2 = Fischerandom
 * </pre>
 *
 * @param variant    the variant id; empty when no round is revealed
 * @param commitment the commitment; empty for none
 * @param numbers    the array number of each round, round 1 first
 * @param tags       the Variant tag of each round; null where an older record has none
 */
record RoundsRecord(String variant, String commitment, List<Integer> numbers, List<String> tags) {
    private static final String VARIANT = "variant";
    private static final String COMMITMENT = "commitment";
    private static final String ROUNDS = "rounds";
    private static final String TAG = "variantTag.";

    static final RoundsRecord NONE = new RoundsRecord("", "", List.of(), List.of());

    /**
     * The record in {@code file}; {@link #NONE} when there is no file.
     *
     * @throws FormatException when it cannot be read, or a round is not a number
     */
    static RoundsRecord read(Path file) {
        if (!Files.isRegularFile(file)) {
            return NONE;
        }
        Map<String, String> saved = PropertiesFile.read(file);
        List<Integer> numbers = new ArrayList<>();
        List<String> tags = new ArrayList<>();
        for (String number : saved.getOrDefault(ROUNDS, "").split(",")) {
            if (!number.isBlank()) {
                try {
                    numbers.add(Integer.parseInt(number.strip()));
                } catch (NumberFormatException e) {
                    throw new FormatException(file + ": round " + (numbers.size() + 1) + " '" + number.strip() + "' is not an array number");
                }
                tags.add(saved.get(TAG + numbers.size()));
            }
        }
        return new RoundsRecord(saved.getOrDefault(VARIANT, ""), saved.getOrDefault(COMMITMENT, ""), numbers, tags);
    }

    int size() {
        return numbers.size();
    }

    /** This record with one more round. */
    RoundsRecord plus(String variantId, String commitmentNow, int number, String tag) {
        List<Integer> moreNumbers = new ArrayList<>(numbers);
        moreNumbers.add(number);
        List<String> moreTags = new ArrayList<>(tags);
        moreTags.add(tag);
        return new RoundsRecord(variantId, commitmentNow, moreNumbers, moreTags);
    }

    /** Writes the record whole (aside, then renamed into place). */
    void write(Path file, String format) {
        Map<String, String> saved = new LinkedHashMap<>();
        saved.put(VARIANT, variant);
        saved.put(COMMITMENT, commitment);
        saved.put(ROUNDS, numbers.stream().map(String::valueOf).collect(Collectors.joining(",")));
        for (int i = 0; i < tags.size(); i++) {
            if (tags.get(i) != null) {
                saved.put(TAG + (i + 1), tags.get(i));
            }
        }
        PropertiesFile.write(file, "Rounds of event format '" + format + "' revealed so far, in order: a revealed round stays as it is", saved);
    }

    /** "round 1 was" or "rounds 1-3 were". */
    String revealedText() {
        return "round" + (size() == 1 ? " 1 was" : "s 1-" + size() + " were");
    }
}
