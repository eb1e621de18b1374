package org.rochade.ratings;

import java.util.Objects;
import java.util.Set;

/**
 * How to rate.
 *
 * @param expected how expected scores are found (FIDE's table by default)
 * @param k        the development coefficient (FIDE's by default)
 * @param k40      the players (names exactly as in the games) the organiser names as new to the
 *                 rating list or junior, who get K 40 under FIDE's K; PGN cannot tell who they are.
 *                 Only with {@link KFactor.Fide}.
 */
public record RatingOptions(ExpectedScore expected, KFactor k, Set<String> k40) {

    public RatingOptions {
        Objects.requireNonNull(expected, "expected");
        Objects.requireNonNull(k, "k");
        k40 = Set.copyOf(k40);
        if (!k40.isEmpty() && !(k instanceof KFactor.Fide)) {
            throw new IllegalArgumentException("players named for K 40 need FIDE's K, not K " + k.text());
        }
    }

    /** FIDE's method: table 8.1(b) with the 400-point rule, FIDE's K, nobody named for K 40. */
    public static RatingOptions fide() {
        return new RatingOptions(ExpectedScore.FIDE, KFactor.fide(), Set.of());
    }

    public RatingOptions withExpected(ExpectedScore method) {
        return new RatingOptions(method, k, k40);
    }

    public RatingOptions withK(KFactor factor) {
        return new RatingOptions(expected, factor, k40);
    }

    public RatingOptions withK40(Set<String> players) {
        return new RatingOptions(expected, k, players);
    }
}
