package org.rochade.event.api.format;

import java.util.Locale;

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
            if (white < 0 || white > 959 || black < 0 || black > 959) {
                throw new IllegalArgumentException("start '" + text + "': Scharnagl numbers are 0..959");
            }
            return fixed(white * 960 + black);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("start '" + text + "' is not random, die, an array number or a pair W:B");
        }
    }

    /** The form {@link #parse(String)} reads. */
    @Override
    public String toString() {
        return kind == Kind.FIXED ? Integer.toString(number) : kind.name().toLowerCase(Locale.ROOT);
    }
}
