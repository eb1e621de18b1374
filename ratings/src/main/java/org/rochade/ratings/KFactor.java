package org.rochade.ratings;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The development coefficient K of a rating change: FIDE's, or steps by the player's rating (one
 * step is a fixed K).
 */
public sealed interface KFactor permits KFactor.Fide, KFactor.Steps {

    /** FIDE's K (see {@link Fide}). */
    static KFactor fide() {
        return new Fide();
    }

    /** The same K for everyone. */
    static KFactor fixed(double k) {
        return new Steps(List.of(k), List.of());
    }

    /**
     * Reads {@code fide}, a number, or steps {@code K1,T1,K2,T2,...,Kn} (K1 below rating T1, K2
     * from T1 to below T2, ..., Kn from the last threshold on, as USCF's K that falls in steps).
     *
     * @throws IllegalArgumentException naming what is wrong, starting with the text in quotes
     */
    static KFactor parse(String text) {
        String value = text.strip().toLowerCase(Locale.ROOT);
        if (value.equals("fide")) {
            return fide();
        }
        String[] items = value.split(",", -1);
        if (items.length % 2 == 0) {
            throw new IllegalArgumentException("'" + text + "': give a number, fide, or steps K1,T1,K2,T2,...,Kn"
                    + " (an odd count of numbers)");
        }
        List<Double> factors = new ArrayList<>();
        List<Integer> thresholds = new ArrayList<>();
        for (int i = 0; i < items.length; i++) {
            String item = items[i].strip();
            try {
                if (i % 2 == 0) {
                    factors.add(Double.parseDouble(item));
                } else {
                    thresholds.add(Integer.parseInt(item));
                }
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("'" + text + "': '" + item + "' is not "
                        + (i % 2 == 0 ? "a K" : "a rating threshold"), e);
            }
        }
        try {
            return new Steps(factors, thresholds);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("'" + text + "': " + e.getMessage(), e);
        }
    }

    /** How a report names this K, e.g. "fide (40 for the new players named, ...)". */
    String text();

    /**
     * FIDE's K (Rating Regulations, 8.3): 40 for the players the organiser names as new to the list
     * (until 30 games; {@link RatingOptions#k40()}) and for those named as juniors while below 2300
     * ({@link RatingOptions#juniors()}), since PGN cannot tell who they are; otherwise 20 below 2400
     * and 10 from 2400, by the rating the
     * player has in the game. When K times the player's rated games in the report exceeds 700, K is
     * the largest whole number for which it does not.
     */
    record Fide() implements KFactor {
        @Override
        public String text() {
            return "fide (40 for the new players named, and the juniors named below 2300; 20 below 2400, 10 from 2400;"
                    + " K x games at most 700)";
        }
    }

    /**
     * K by the player's rating in the game: {@code factors.get(i)} from {@code thresholds.get(i - 1)}
     * (inclusive) to {@code thresholds.get(i)} (exclusive).
     *
     * @param factors    K1..Kn, each positive and finite
     * @param thresholds T1..T(n-1), rising
     */
    record Steps(List<Double> factors, List<Integer> thresholds) implements KFactor {
        public Steps {
            factors = List.copyOf(factors);
            thresholds = List.copyOf(thresholds);
            if (factors.size() != thresholds.size() + 1) {
                throw new IllegalArgumentException("give one K more than thresholds: " + factors + " " + thresholds);
            }
            for (double k : factors) {
                if (!(k > 0) || Double.isInfinite(k)) {
                    throw new IllegalArgumentException("K must be a positive number, not " + k);
                }
            }
            for (int i = 1; i < thresholds.size(); i++) {
                if (thresholds.get(i) <= thresholds.get(i - 1)) {
                    throw new IllegalArgumentException("the rating thresholds must rise, " + thresholds.get(i)
                            + " comes after " + thresholds.get(i - 1));
                }
            }
        }

        /** The K of a player with this rating. */
        public double of(int rating) {
            int step = 0;
            while (step < thresholds.size() && rating >= thresholds.get(step)) {
                step++;
            }
            return factors.get(step);
        }

        @Override
        public String text() {
            StringBuilder text = new StringBuilder(number(factors.get(0)));
            for (int i = 0; i < thresholds.size(); i++) {
                text.append(" below ").append(thresholds.get(i)).append(", ").append(number(factors.get(i + 1)))
                        .append(" from ").append(thresholds.get(i));
            }
            return text.toString();
        }

        private static String number(double k) {
            return k == Math.rint(k) ? Long.toString((long) k) : Double.toString(k);
        }
    }
}
