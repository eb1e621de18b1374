package org.rochade.launcher;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The K-factor of a rating change, by the player's rating: one number, FIDE's ({@code fide}: 20 below
 * 2400, 10 from 2400), or steps {@code K1,T1,K2,T2,...,Kn}: K1 below T1, K2 from T1 to below T2, ...,
 * Kn from the last threshold on (as USCF's K that falls in steps as the rating rises).
 *
 * @param factors    K1..Kn
 * @param thresholds T1..T(n-1), rising
 * @param text       how it was written, for the report
 */
record KFactor(List<Double> factors, List<Integer> thresholds, String text) {

    static final KFactor FIDE = new KFactor(List.of(20.0, 10.0), List.of(2400), "fide (20 below 2400, 10 from 2400)");

    KFactor {
        factors = List.copyOf(factors);
        thresholds = List.copyOf(thresholds);
        if (factors.size() != thresholds.size() + 1) {
            throw new IllegalArgumentException("one K more than thresholds: " + factors + " " + thresholds);
        }
    }

    /** The K of a player with this rating. */
    double of(int rating) {
        int step = 0;
        while (step < thresholds.size() && rating >= thresholds.get(step)) {
            step++;
        }
        return factors.get(step);
    }

    /**
     * Reads a number, {@code fide}, or steps {@code K1,T1,...,Kn}.
     *
     * @throws UserError naming what is wrong
     */
    static KFactor parse(String text) {
        String value = text.strip().toLowerCase(Locale.ROOT);
        if (value.equals("fide")) {
            return FIDE;
        }
        String[] items = value.split(",", -1);
        if (items.length % 2 == 0) {
            throw new UserError("--k '" + text + "': give a number, fide, or steps K1,T1,K2,T2,...,Kn (an odd count of numbers)");
        }
        List<Double> factors = new ArrayList<>();
        List<Integer> thresholds = new ArrayList<>();
        for (int i = 0; i < items.length; i++) {
            String item = items[i].strip();
            try {
                if (i % 2 == 0) {
                    double k = Double.parseDouble(item);
                    if (!(k > 0) || Double.isInfinite(k)) {
                        throw new UserError("--k '" + text + "': K must be a positive number, not '" + item + "'");
                    }
                    factors.add(k);
                } else {
                    int threshold = Integer.parseInt(item);
                    if (!thresholds.isEmpty() && threshold <= thresholds.get(thresholds.size() - 1)) {
                        throw new UserError("--k '" + text + "': the rating thresholds must rise, " + threshold
                                + " comes after " + thresholds.get(thresholds.size() - 1));
                    }
                    thresholds.add(threshold);
                }
            } catch (NumberFormatException e) {
                throw new UserError("--k '" + text + "': '" + item + "' is not " + (i % 2 == 0 ? "a K" : "a rating threshold"));
            }
        }
        return new KFactor(factors, thresholds, text.strip());
    }
}
