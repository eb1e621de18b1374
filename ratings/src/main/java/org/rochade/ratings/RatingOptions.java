package org.rochade.ratings;

import java.util.Objects;
import java.util.Set;

/**
 * How to rate.
 *
 * @param expected how expected scores are found (FIDE's table by default)
 * @param k        the development coefficient (FIDE's by default)
 * @param k40      the players (names exactly as in the games) the organiser names as new to the
 *                 rating list (until 30 games), who get K 40 under FIDE's K at any rating (8.3.3);
 *                 PGN cannot tell who they are. Only with {@link KFactor.Fide}.
 * @param juniors  the players the organiser names as juniors (until the end of the year of their
 *                 18th birthday), who get K 40 under FIDE's K while their rating is below 2300
 *                 (8.3.3), else the K of their rating. Only with {@link KFactor.Fide}.
 */
public record RatingOptions(ExpectedScore expected, KFactor k, Set<String> k40, Set<String> juniors) {

    public RatingOptions {
        Objects.requireNonNull(expected, "expected");
        Objects.requireNonNull(k, "k");
        k40 = Set.copyOf(k40);
        juniors = Set.copyOf(juniors);
        if ((!k40.isEmpty() || !juniors.isEmpty()) && !(k instanceof KFactor.Fide)) {
            throw new IllegalArgumentException("players named for K 40 need FIDE's K, not K " + k.text());
        }
    }

    /** FIDE's method: table 8.1(b) with the 400-point rule, FIDE's K, nobody named for K 40. */
    public static RatingOptions fide() {
        return new RatingOptions(ExpectedScore.FIDE, KFactor.fide(), Set.of(), Set.of());
    }

    public RatingOptions withExpected(ExpectedScore method) {
        return new RatingOptions(method, k, k40, juniors);
    }

    public RatingOptions withK(KFactor factor) {
        return new RatingOptions(expected, factor, k40, juniors);
    }

    public RatingOptions withK40(Set<String> players) {
        return new RatingOptions(expected, k, players, juniors);
    }

    public RatingOptions withJuniors(Set<String> players) {
        return new RatingOptions(expected, k, k40, players);
    }
}
