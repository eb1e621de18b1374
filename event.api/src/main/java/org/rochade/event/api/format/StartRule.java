package org.rochade.event.api.format;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.IntSupplier;
import java.util.random.RandomGenerator;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.DiceResult;
import org.rochade.rules.api.RulesException;
import org.rochade.rules.api.StartArray;
import org.rochade.rules.api.Variant;
import org.rochade.event.api.RoundDraw;

/**
 * How an event format chooses its start array.
 *
 * @param kind   random, by the die procedure, or one fixed array
 * @param number the fixed array's number in its variant ({@code sp * 960 + spBlack} for dfrc); 0
 *               unless {@code kind} is {@link Kind#FIXED}
 */
public record StartRule(Kind kind, int number) {

    public enum Kind {
        /** Uniformly at random. */
        RANDOM,
        /** With a die, by Bodlaender's procedure (chess960, and dfrc once per side). */
        DIE,
        /** Always the same array. */
        FIXED
    }

    public StartRule {
        if (kind == null) {
            throw new IllegalArgumentException("kind is null");
        }
        if (kind != Kind.FIXED && number != 0) {
            throw new IllegalArgumentException("only a fixed start has a number: " + kind + " " + number);
        }
    }

    public static StartRule random() {
        return new StartRule(Kind.RANDOM, 0);
    }

    public static StartRule die() {
        return new StartRule(Kind.DIE, 0);
    }

    public static StartRule fixed(int number) {
        return new StartRule(Kind.FIXED, number);
    }

    /**
     * Reads {@code random}, {@code die}, a number, or a dfrc pair of Scharnagl numbers {@code W:B}
     * (White's first, read as the number {@code W * 960 + B}); any case, surrounding blanks ignored.
     *
     * @throws IllegalArgumentException naming the text when it is none of these
     */
    public static StartRule parse(String text) {
        String value = text.strip().toLowerCase(Locale.ROOT);
        if (value.equals("random")) {
            return random();
        }
        if (value.equals("die")) {
            return die();
        }
        try {
            int colon = value.indexOf(':');
            if (colon < 0) {
                return fixed(Integer.parseInt(value));
            }
            int white = Integer.parseInt(value.substring(0, colon).strip());
            int black = Integer.parseInt(value.substring(colon + 1).strip());
            if (white < 0 || white > 960 || black < 0 || black > 960) {
                throw new IllegalArgumentException("start '" + text + "': Scharnagl numbers are 0..959 (960 is an alias of 0)");
            }
            return fixed(white % 960 * 960 + black % 960);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("start '" + text + "' is not random, die, an array number or a pair W:B");
        }
    }

    /**
     * One start array as this rule gives it for a single game (an event's rounds come from
     * {@link org.rochade.event.api.RoundDraw} instead): the fixed array, one uniformly at random
     * among those not excluded, or one found with the die by the variant's procedure, which must
     * not be excluded (as at the board, the procedure is then thrown again).
     *
     * @param rules    the format's rules, whose arrays these are
     * @param excluded the format's exclusions ({@link EventFormat#excluded()}, read as
     *                 {@link org.rochade.event.api.RoundDraw#excludes} reads them); a fixed array is given as it is
     * @param random   used only by {@link Kind#RANDOM}
     * @param die      the throws, used only by {@link Kind#DIE}
     * @return the array, with every throw that led to it for {@link Kind#DIE} and none otherwise
     * @throws org.rochade.rules.api.RulesException when the fixed number is no array of the variant, the
     *                                              variant has no die procedure, the die gave an excluded
     *                                              array, or every array is excluded
     */
    public DiceResult choose(ChessRules rules, Set<Integer> excluded, RandomGenerator random, IntSupplier die) {
        return switch (kind) {
            case FIXED -> new DiceResult(rules.startArray(number), List.of());
            case DIE -> {
                DiceResult thrown = rules.rollDice(die);
                if (RoundDraw.excludes(excluded, thrown.array())) {
                    throw new RulesException("the die gave " + thrown.array().label()
                            + ", which the format excludes: throw the procedure again");
                }
                yield thrown;
            }
            case RANDOM -> new DiceResult(randomNotExcluded(rules, excluded, random), List.of());
        };
    }

    /** Uniform among the arrays not excluded: drawn again while excluded (the exclusions, checked against the variant when the format was read, leave at least one). */
    private static StartArray randomNotExcluded(ChessRules rules, Set<Integer> excluded, RandomGenerator random) {
        int perSide = rules.variant() == Variant.DFRC ? Variant.CHESS960.startArrays() : rules.variant().startArrays();
        if (excluded.size() >= perSide) {
            throw new RulesException("every " + rules.variant().id() + " array is excluded");
        }
        StartArray array;
        do {
            array = rules.randomStartArray(random);
        } while (RoundDraw.excludes(excluded, array));
        return array;
    }

    /**
     * The form a person reads and {@link #parse(String)} reads back, for a format of {@code variant}:
     * a Double Fischer Random array as its pair {@code W:B} ({@code 502:532}, not {@code 482452}),
     * anything else as {@link #toString()}.
     *
     * @since 1.3
     */
    public String label(Variant variant) {
        if (kind == Kind.FIXED && variant == Variant.DFRC) {
            int perSide = Variant.CHESS960.startArrays();
            return number / perSide + ":" + number % perSide;
        }
        return toString();
    }

    /** The form {@link #parse(String)} reads. */
    @Override
    public String toString() {
        return kind == Kind.FIXED ? Integer.toString(number) : kind.name().toLowerCase(Locale.ROOT);
    }
}
