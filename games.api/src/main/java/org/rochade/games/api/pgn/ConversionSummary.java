package org.rochade.games.api.pgn;

/**
 * Totals of one conversion.
 *
 * @param games    games read
 * @param written  valid games written in the clean form
 * @param rejected invalid games, copied through untouched (to the rejects output when one is given)
 * @param nanos    wall time
 * @param skipped  games left out by the variant or SP filter of {@link ConversionOptions}
 */
public record ConversionSummary(long games, long written, long rejected, long nanos, long skipped) {

    /** Whether every game that was not skipped was valid. */
    public boolean allValid() {
        return rejected == 0;
    }
}
