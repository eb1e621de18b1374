package org.rochade.games.api.pgn;

import java.util.Map;

/**
 * Totals of one conversion.
 *
 * @param games    games read
 * @param written  valid games written in the clean form
 * @param rejected invalid games, copied through untouched (to the rejects output when one is given)
 * @param nanos    wall time
 * @param skipped  games left out by the variant or SP filter of {@link ConversionOptions}
 * @param warningsByKind number of warnings per {@link FindingKind#label() kind name} in the games not
 *                 skipped (e.g. {@code latin1}: texts read as windows-1252 and written as UTF-8)
 */
public record ConversionSummary(long games, long written, long rejected, long nanos, long skipped,
                                Map<String, Long> warningsByKind) {

    public ConversionSummary {
        warningsByKind = Map.copyOf(warningsByKind);
    }

    /** Whether every game that was not skipped was valid. */
    public boolean allValid() {
        return rejected == 0;
    }
}
