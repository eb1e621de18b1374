package org.rochade.rules.api.pgn;

import java.util.Map;

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
