package org.rochade.formats;

import java.util.Set;
import java.util.TreeSet;
import org.rochade.rules.api.Variant;

/**
 * How each variant numbers its start arrays, for checking a format without the rules service: chess960
 * SP 0..959 (960 stands for 0), fischer168 1..168, classic 518, dfrc {@code sp * 960 + spBlack}
 * (0..921,599), whose exclusions are Chess960 SPs. The same numbering {@code ChessRules.startArray}
 * takes and {@link Sha256RoundDraw} draws from.
 */
final class VariantArrays {
    private static final int CHESS960 = 960;
    private static final int CLASSIC = 518;

    private VariantArrays() {
    }

    /** Whether {@code number} names a start array of the variant. */
    static boolean isArray(Variant variant, int number) {
        return switch (variant) {
            case CHESS960 -> number >= 0 && number <= CHESS960;
            case FISCHER168 -> number >= 1 && number <= 168;
            case CLASSIC -> number == CLASSIC;
            case DFRC -> number >= 0 && number < CHESS960 * CHESS960;
        };
    }

    /** What an array number of the variant may be, for a message. */
    static String numbers(Variant variant) {
        return switch (variant) {
            case CHESS960 -> "SP 0..959 (960 = 0)";
            case FISCHER168 -> "1..168";
            case CLASSIC -> "518 only";
            case DFRC -> "W:B with Chess960 SPs 0..959";
        };
    }

    /**
     * The exclusions as the draw reads them (chess960's and dfrc's 960 as 0).
     *
     * @throws IllegalArgumentException naming the first number that cannot be excluded
     */
    static Set<Integer> excluded(Variant variant, Set<Integer> numbers, String where) {
        Set<Integer> normal = new TreeSet<>();
        for (int number : numbers) {
            boolean fits = variant == Variant.DFRC ? number >= 0 && number <= CHESS960 : isArray(variant, number);
            if (!fits) {
                throw new IllegalArgumentException(where + ": exclude " + number + " is not an array of " + variant.id() + " ("
                        + (variant == Variant.DFRC ? "a dfrc exclusion is a Chess960 SP 0..959, 960 = 0" : numbers(variant)) + ")");
            }
            normal.add(variant == Variant.CHESS960 || variant == Variant.DFRC ? number % CHESS960 : number);
        }
        return normal;
    }

    /** How many arrays the seeded draw has to give with these exclusions (as {@link #excluded} returns them). */
    static long pool(Variant variant, Set<Integer> excluded) {
        return switch (variant) {
            case DFRC -> (long) (CHESS960 - excluded.size()) * (CHESS960 - excluded.size());
            default -> variant.startArrays() - excluded.size();
        };
    }
}
