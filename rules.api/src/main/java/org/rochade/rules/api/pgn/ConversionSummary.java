package org.rochade.rules.api.pgn;

/**
 * Totals of one conversion.
 *
 * @param games    games read
 * @param written  valid games written in the clean form
 * @param rejected invalid games, copied through untouched (to the rejects output when one is given)
 * @param nanos    wall time
 */
public record ConversionSummary(long games, long written, long rejected, long nanos) {
}
