package org.rochade.pgn.plugin.report;

import java.util.Map;
import java.util.TreeMap;
import org.rochade.games.api.pgn.Finding;
import org.rochade.games.api.pgn.GameReport;
import org.rochade.games.api.pgn.ValidationSummary;

/** Adds up reports into a {@link ValidationSummary}. Used by one thread (the one emitting reports). */
public final class SummaryCounter {
    private long games;
    private long valid;
    private final Map<String, Long> warnings = new TreeMap<>();
    private final Map<String, Long> errors = new TreeMap<>();

    public void add(GameReport report) {
        games++;
        if (report.isValid()) {
            valid++;
        }
        for (Finding f : report.findings()) {
            (f.isError() ? errors : warnings).merge(f.kind().label(), 1L, Long::sum);
        }
    }

    public ValidationSummary summary(long bytes, long nanos) {
        return new ValidationSummary(games, valid, games - valid, warnings, errors, bytes, nanos);
    }
}
