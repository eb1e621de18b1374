package org.rochade.pgn.plugin.stats;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.rochade.rules.api.Variant;
import org.rochade.games.api.pgn.Castlings;
import org.rochade.games.api.pgn.GameReport;
import org.rochade.games.api.pgn.StartStatistics;
import org.rochade.games.api.pgn.StartStats;
import org.rochade.games.api.pgn.StartStatsTable;

/**
 * Tallies valid games by start (variant, White's SP, Black's SP). A game counts only when it is
 * valid and starts from a start array of its variant: invalid games are counted apart, and a
 * valid game from a set-up position that is no start array belongs to no start.
 */
public final class StartTallies implements StartStatistics.Collector {
    /** Most games first, then by variant, SP and Black's SP: a stable order for equal counts. */
    private static final Comparator<StartStats> ORDER = Comparator.comparingLong(StartStats::games).reversed()
            .thenComparing(StartStats::variant)
            .thenComparingInt(StartStats::sp)
            .thenComparing(s -> s.spBlack() == null ? -1 : s.spBlack());

    private final Map<Key, Tally> tallies = new HashMap<>();
    private long valid;
    private long invalid;
    private long notFromAnArray;

    private record Key(Variant variant, int sp, Integer spBlack) {
    }

    /** Mutable counts of one start. */
    private static final class Tally {
        long games;
        long whiteWins;
        long draws;
        long blackWins;
        long unfinished;
        long whiteShort;
        long whiteLong;
        long blackShort;
        long blackLong;
        long plies;

        void add(GameReport report) {
            games++;
            plies += report.plies();
            switch (report.result() == null ? "*" : report.result()) {
                case "1-0" -> whiteWins++;
                case "0-1" -> blackWins++;
                case "1/2-1/2" -> draws++;
                default -> unfinished++;
            }
            Castlings c = report.castlings();
            whiteShort += c.whiteShort() ? 1 : 0;
            whiteLong += c.whiteLong() ? 1 : 0;
            blackShort += c.blackShort() ? 1 : 0;
            blackLong += c.blackLong() ? 1 : 0;
        }

        StartStats freeze(Key key) {
            return new StartStats(key.variant(), key.sp(), key.spBlack(), games, whiteWins, draws, blackWins,
                    unfinished, whiteShort, whiteLong, blackShort, blackLong, plies);
        }
    }

    @Override
    public void game(GameReport report) {
        if (!report.isValid()) {
            invalid++;
            return;
        }
        Optional<Variant> variant = Variant.fromId(report.variant());
        if (variant.isEmpty() || report.sp() == null) {
            notFromAnArray++;
            return;
        }
        valid++;
        tallies.computeIfAbsent(new Key(variant.get(), report.sp(), report.spBlack()), k -> new Tally()).add(report);
    }


    @Override
    public StartStatsTable table() {
        List<StartStats> starts = new ArrayList<>(tallies.size());
        tallies.forEach((key, tally) -> starts.add(tally.freeze(key)));
        starts.sort(ORDER);
        return new StartStatsTable(starts, valid, invalid, notFromAnArray);
    }
}
