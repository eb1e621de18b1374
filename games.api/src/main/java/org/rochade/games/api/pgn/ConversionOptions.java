package org.rochade.games.api.pgn;

import java.util.HashSet;
import java.util.Objects;
import java.util.Set;
import org.rochade.rules.api.FenFormat;
import org.rochade.rules.api.Variant;

/**
 * How to convert.
 *
 * <p>The filters select games by the variant and start array validation found for them: a valid
 * game that does not match is skipped (counted in {@link ConversionSummary#skipped()}). An invalid
 * game is skipped only when its variant (and, for the SP filter, its start array) is known and does
 * not match; one whose variant or array could not be told is still copied through, so that a
 * filter never hides a broken game.
 *
 * @param chess960Spelling the Variant tag value written for Chess960 games, e.g. "Chess960"
 * @param castlingFen      how FEN castling rights are written (X-FEN by default, or Shredder-FEN)
 * @param limits           buffer bounds for the reader
 * @param sp518            whether SP 518 games move between Chess960 and classic chess
 * @param onlyVariants     the input variants to keep; empty keeps every variant
 * @param onlySps          the Scharnagl numbers (0..959) of the start arrays to keep, 960 being
 *                         taken as 0 (as it numbers the same array); empty keeps every game, also
 *                         those from set-up positions
 * @param format           what valid games are written as
 * @param threads          threads checking and rendering games, the calling thread included: 1
 *                         converts on the calling thread; the output keeps the input's order;
 *                         at most {@link ValidationOptions#MAX_THREADS}
 */
public record ConversionOptions(String chess960Spelling, FenFormat castlingFen, PgnLimits limits, Sp518Change sp518,
                                Set<Variant> onlyVariants, Set<Integer> onlySps, ConversionFormat format, int threads) {

    public ConversionOptions {
        Objects.requireNonNull(chess960Spelling, "chess960Spelling");
        Objects.requireNonNull(castlingFen, "castlingFen");
        Objects.requireNonNull(limits, "limits");
        Objects.requireNonNull(sp518, "sp518");
        Objects.requireNonNull(format, "format");
        ValidationOptions.checkThreads(threads);
        onlyVariants = Set.copyOf(onlyVariants);
        onlySps = startArrays(onlySps);
    }

    private static Set<Integer> startArrays(Set<Integer> sps) {
        Set<Integer> arrays = new HashSet<>();
        for (int sp : sps) {
            if (sp < 0 || sp > 960) {
                throw new IllegalArgumentException(sp + " is not a start array (0..959, or 960 for 0)");
            }
            arrays.add(sp % 960);
        }
        return Set.copyOf(arrays);
    }

    /** Chess960's own Variant tag spelling, X-FEN, default limits, PGN, every game, one thread. */
    public static ConversionOptions defaults() {
        return new ConversionOptions(Variant.CHESS960.pgnTag(), FenFormat.XFEN, PgnLimits.defaults(), Sp518Change.KEEP, Set.of(), Set.of(),
                ConversionFormat.PGN, 1);
    }

    /**
     * The Variant tag value written for Chess960 games. The converter refuses (with an
     * {@code IllegalArgumentException}) a spelling that would not read back as Chess960.
     */
    public ConversionOptions withChess960Spelling(String spelling) {
        return new ConversionOptions(spelling, castlingFen, limits, sp518, onlyVariants, onlySps, format, threads);
    }

    public ConversionOptions withCastlingFen(FenFormat fenFormat) {
        return new ConversionOptions(chess960Spelling, fenFormat, limits, sp518, onlyVariants, onlySps, format, threads);
    }

    public ConversionOptions withSp518(Sp518Change change) {
        return new ConversionOptions(chess960Spelling, castlingFen, limits, change, onlyVariants, onlySps, format, threads);
    }

    public ConversionOptions withOnlyVariants(Set<Variant> variants) {
        return new ConversionOptions(chess960Spelling, castlingFen, limits, sp518, variants, onlySps, format, threads);
    }

    public ConversionOptions withOnlySps(Set<Integer> sps) {
        return new ConversionOptions(chess960Spelling, castlingFen, limits, sp518, onlyVariants, sps, format, threads);
    }

    /** @since 1.2.0 */
    public ConversionOptions withLimits(PgnLimits newLimits) {
        return new ConversionOptions(chess960Spelling, castlingFen, newLimits, sp518, onlyVariants, onlySps, format, threads);
    }

    public ConversionOptions withFormat(ConversionFormat newFormat) {
        return new ConversionOptions(chess960Spelling, castlingFen, limits, sp518, onlyVariants, onlySps, newFormat, threads);
    }

    /** @since 1.5.0 */
    public ConversionOptions withThreads(int count) {
        return new ConversionOptions(chess960Spelling, castlingFen, limits, sp518, onlyVariants, onlySps, format, count);
    }
}
