package org.rochade.games.api.pgn;

import java.util.Objects;
import org.rochade.rules.api.Variant;

/**
 * The valid games of one start: its variant and array, results, castling and length.
 *
 * @param variant           the variant the games were judged as
 * @param sp                White's Scharnagl number (the array's SP; for Double Fischer Random White's)
 * @param spBlack           Black's Scharnagl number for Double Fischer Random, else {@code null}
 * @param games             valid games from this start
 * @param whiteWins         games ending 1-0
 * @param draws             games ending 1/2-1/2
 * @param blackWins         games ending 0-1
 * @param unfinished        games ending * (not in the score)
 * @param whiteShortCastles games in which White castled O-O on the main line
 * @param whiteLongCastles  games in which White castled O-O-O
 * @param blackShortCastles games in which Black castled O-O
 * @param blackLongCastles  games in which Black castled O-O-O
 * @param plies             main-line plies of all these games together
 * @since 1.4
 */
public record StartStats(Variant variant, int sp, Integer spBlack, long games, long whiteWins, long draws,
                         long blackWins, long unfinished, long whiteShortCastles, long whiteLongCastles,
                         long blackShortCastles, long blackLongCastles, long plies) {

    /** z for a two-sided 95% interval. */
    private static final double Z95 = 1.959963984540054;

    public StartStats {
        Objects.requireNonNull(variant, "variant");
    }

    /** Games with a result: won, drawn or lost. */
    public long finished() {
        return whiteWins + draws + blackWins;
    }

    /** White's share of the points in finished games (a draw is half a point), or NaN without any. */
    public double whiteScore() {
        long n = finished();
        return n == 0 ? Double.NaN : (whiteWins + draws / 2.0) / n;
    }

    /**
     * A 95% confidence interval for White's score: the Wilson score interval over the finished
     * games, the score taken as a proportion. Draws make the true spread smaller, so the interval
     * errs on the wide side; unlike the plain normal interval it stays inside 0..1 and does not
     * shrink to a point when every game ended alike. NaNs without finished games.
     */
    public ScoreInterval whiteScoreInterval() {
        long n = finished();
        if (n == 0) {
            return new ScoreInterval(Double.NaN, Double.NaN);
        }
        double p = whiteScore();
        double z2 = Z95 * Z95;
        double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
        double half = Z95 / (1 + z2 / n) * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n));
        return new ScoreInterval(Math.max(0, centre - half), Math.min(1, centre + half));
    }

    /** Average main-line length in plies, or NaN without games. */
    public double averagePlies() {
        return games == 0 ? Double.NaN : (double) plies / games;
    }

    /** A confidence interval for a score, both ends in 0..1. */
    public record ScoreInterval(double low, double high) {
    }
}
