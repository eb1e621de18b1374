package org.rochade.games.api.pgn;

import java.util.Map;
import java.util.TreeMap;

/**
 * Totals of one validation run.
 *
 * @param games            games read
 * @param valid            games without errors
 * @param invalid          games with at least one error
 * @param warningsByKind   number of warnings per {@link FindingKind#label() kind name}
 * @param errorsByKind     number of errors per {@link FindingKind#label() kind name}
 * @param bytes            input bytes read (after decompression)
 * @param nanos            wall time of the run
 */
public record ValidationSummary(long games, long valid, long invalid, Map<String, Long> warningsByKind,
                                Map<String, Long> errorsByKind, long bytes, long nanos) {

    public ValidationSummary {
        warningsByKind = Map.copyOf(warningsByKind);
        errorsByKind = Map.copyOf(errorsByKind);
    }

    /** No games: what adding up the totals of several inputs starts from. */
    public static ValidationSummary none() {
        return new ValidationSummary(0, 0, 0, Map.of(), Map.of(), 0, 0);
    }

    /**
     * The totals of this input and then {@code next}: counts, bytes and times added up.
     *
     * @since 1.7.0
     */
    public ValidationSummary plus(ValidationSummary next) {
        return new ValidationSummary(games + next.games, valid + next.valid, invalid + next.invalid,
                sum(warningsByKind, next.warningsByKind), sum(errorsByKind, next.errorsByKind),
                bytes + next.bytes, nanos + next.nanos);
    }

    private static Map<String, Long> sum(Map<String, Long> a, Map<String, Long> b) {
        Map<String, Long> sum = new TreeMap<>(a);
        b.forEach((kind, count) -> sum.merge(kind, count, Long::sum));
        return sum;
    }

    public double gamesPerSecond() {
        return nanos <= 0 ? 0 : games * 1e9 / nanos;
    }

    public double megabytesPerSecond() {
        return nanos <= 0 ? 0 : bytes / 1e6 * 1e9 / nanos;
    }

    /** Whether every game was valid: a CLI's exit code 0. */
    public boolean allValid() {
        return invalid == 0;
    }
}
