package org.rochade.pgn.plugin.report;

import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;
import org.rochade.games.api.pgn.Finding;
import org.rochade.games.api.pgn.GameReport;
import org.rochade.games.api.pgn.ValidationSummary;

/** Adds up reports into a {@link ValidationSummary}. Used by one thread (the one emitting reports). */
public final class SummaryCounter {
    private long games;
    private long valid;
    /** Counts by kind label, in arrays of one: a boxed Long per finding was most of what counting cost. */
    private final Map<String, long[]> warnings = new HashMap<>();
    private final Map<String, long[]> errors = new HashMap<>();

    public void add(GameReport report) {
        games++;
        if (report.isValid()) {
            valid++;
        }
        for (Finding f : report.findings()) {
            (f.isError() ? errors : warnings).computeIfAbsent(f.kind().label(), k -> new long[1])[0]++;
        }
    }

    public ValidationSummary summary(long bytes, long nanos) {
        return new ValidationSummary(games, valid, games - valid, sorted(warnings), sorted(errors), bytes, nanos);
    }

    private static Map<String, Long> sorted(Map<String, long[]> counts) {
        Map<String, Long> sorted = new TreeMap<>();
        counts.forEach((kind, count) -> sorted.put(kind, count[0]));
        return sorted;
    }
}
