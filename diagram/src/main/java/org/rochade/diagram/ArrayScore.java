package org.rochade.diagram;

import java.util.Objects;
import org.rochade.rules.api.StartArray;

/**
 * White's results from one start array, one square of a heat map. The figures are the caller's (the
 * statistics of a PGN archive, say): the diagram only draws them.
 *
 * @param array        the start array
 * @param games        games from this array
 * @param finished     of those, games with a result (won, drawn or lost); at most {@code games}
 * @param whiteScore   White's share of the points in the finished games, 0..1; NaN without any
 * @param intervalLow  the low end of the score's confidence interval, 0..1; NaN without finished games
 * @param intervalHigh its high end
 */
public record ArrayScore(StartArray array, long games, long finished, double whiteScore, double intervalLow,
                         double intervalHigh) {

    public ArrayScore {
        Objects.requireNonNull(array, "array");
        if (games < 0 || finished < 0 || finished > games) {
            throw new IllegalArgumentException("games " + games + " and finished " + finished + " do not fit");
        }
    }

    /** An array without games. */
    public static ArrayScore none(StartArray array) {
        return new ArrayScore(array, 0, 0, Double.NaN, Double.NaN, Double.NaN);
    }
}
