package org.rochade.pgn.plugin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Variant;
import org.rochade.games.api.pgn.Castlings;
import org.rochade.games.api.pgn.GameReport;
import org.rochade.games.api.pgn.StartStatistics;
import org.rochade.games.api.pgn.StartStats;
import org.rochade.games.api.pgn.StartStatsTable;
import org.rochade.games.api.pgn.ValidationOptions;

/** Results by start: tallies from validation reports, castling as the replayers see it. */
class StartStatisticsTest {
    private static final String ARRAY = "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1";

    private static String chess960(String result, String moves) {
        return "[Event \"e\"]\n[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"" + ARRAY + "\"]\n[Result \"" + result
                + "\"]\n\n" + moves + " " + result + "\n\n";
    }

    private static final String ARCHIVE = chess960("1-0", "1. O-O O-O")
            + chess960("1/2-1/2", "1. O-O Nd6")
            + chess960("*", "1. O-O")
            + "[Event \"classic\"]\n[Result \"0-1\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O Nf6 0-1\n\n"
            + "[Event \"illegal\"]\n[Result \"1-0\"]\n\n1. e4 Ke7 1-0\n\n"
            + "[Event \"set up\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]\n[Result \"*\"]\n\n1. Kd2 *\n\n";

    private static PgnValidatorComponent validator(boolean engineReplayer) {
        ChessRules[] rules = TestRules.all();
        return engineReplayer ? new PgnValidatorComponent(rules)
                : new PgnValidatorComponent(Arrays.stream(rules).map(ApiOnlyRules::new).toArray(ChessRules[]::new));
    }

    private static StartStatsTable table(PgnValidatorComponent validator, String pgn) throws IOException {
        StartStatistics.Collector tallies = validator.collector();
        validator.validate(new ByteArrayInputStream(pgn.getBytes(StandardCharsets.UTF_8)), "test",
                ValidationOptions.defaults(), tallies);
        return tallies.table();
    }

    @ParameterizedTest(name = "engine replayer: {0}")
    @ValueSource(booleans = {true, false})
    void talliesValidGamesByStartMostGamesFirst(boolean engineReplayer) throws IOException {
        int sp = TestRules.all()[0].checkStart(ARRAY).start().orElseThrow().sp();
        StartStatsTable table = table(validator(engineReplayer), ARCHIVE);

        assertThat(table.validGames()).isEqualTo(4);
        assertThat(table.invalidGames()).isEqualTo(1);
        assertThat(table.setUpGames()).isEqualTo(1);
        assertThat(table.starts()).containsExactly(
                new StartStats(Variant.CHESS960, sp, null, 3, 1, 1, 0, 1, 3, 0, 1, 0, 2 + 2 + 1),
                new StartStats(Variant.CLASSIC, 518, null, 1, 0, 0, 1, 0, 1, 0, 0, 0, 8));
    }

    @Test
    void doubleFischerRandomGamesAreTalliedByBothArrays() throws IOException {
        // White BQNBRKRN (SP 289), Black the classic array (SP 518): a Chess960 tag, arrays that differ.
        String dfrc = "[Event \"d\"]\n[Variant \"Chess960\"]\n[SetUp \"1\"]\n"
                + "[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1\"]\n[Result \"1-0\"]\n\n1. O-O e5 1-0\n\n";
        List<GameReport> reports = new ArrayList<>();
        validator(true).validate(new ByteArrayInputStream(dfrc.getBytes(StandardCharsets.UTF_8)), "t",
                ValidationOptions.defaults(), reports::add);
        assertThat(reports).singleElement().satisfies(r -> {
            assertThat(r.variant()).isEqualTo("dfrc");
            assertThat(r.sp()).isEqualTo(289);
            assertThat(r.spBlack()).isEqualTo(518);
        });
        assertThat(table(validator(true), dfrc + ARCHIVE).starts()).contains(
                new StartStats(Variant.DFRC, 289, 518, 1, 1, 0, 0, 0, 1, 0, 0, 0, 2));
    }

    @Test
    void scoreCountsFinishedGamesOnlyWithAWilsonInterval() {
        StartStats s = new StartStats(Variant.CHESS960, 518, null, 12, 5, 4, 1, 2, 0, 0, 0, 0, 600);
        assertThat(s.finished()).isEqualTo(10);
        assertThat(s.whiteScore()).isEqualTo(0.7);
        assertThat(s.averagePlies()).isEqualTo(50.0);
        // Wilson, z = 1.96, p = 0.7, n = 10: centre 0.6408, half-width 0.2439 (worked by hand).
        StartStats.ScoreInterval ci = s.whiteScoreInterval();
        assertThat(ci.low()).isCloseTo(0.3968, within(1e-3));
        assertThat(ci.high()).isCloseTo(0.8922, within(1e-3));

        StartStats allWhite = new StartStats(Variant.CHESS960, 518, null, 3, 3, 0, 0, 0, 0, 0, 0, 0, 90);
        assertThat(allWhite.whiteScoreInterval().high()).isEqualTo(1.0);
        assertThat(allWhite.whiteScoreInterval().low()).isBetween(0.3, 0.5);
        assertThat(new StartStats(Variant.CHESS960, 0, null, 1, 0, 0, 0, 1, 0, 0, 0, 0, 10).whiteScore()).isNaN();
    }

    @ParameterizedTest(name = "engine replayer: {0}")
    @ValueSource(booleans = {true, false})
    void castlingIsCreditedToTheSideThatMovedAlsoWhenBlackStarts(boolean engineReplayer) throws IOException {
        String blackFirst = "[Event \"b\"]\n[Variant \"Chess960\"]\n[SetUp \"1\"]\n"
                + "[FEN \"bqnbrkrn/pppppppp/8/8/8/3N4/PPPPPPPP/BQ1BRKRN b KQkq - 1 1\"]\n[Result \"*\"]\n\n"
                + "1... O-O 2. Nb4 (2. O-O) Nd6 *\n\n";
        List<GameReport> reports = new ArrayList<>();
        validator(engineReplayer).validate(new ByteArrayInputStream(blackFirst.getBytes(StandardCharsets.UTF_8)), "t",
                ValidationOptions.defaults(), reports::add);
        assertThat(reports).singleElement().satisfies(r -> {
            assertThat(r.isValid()).as(r.findings().toString()).isTrue();
            // the variation's O-O is not the main line's
            assertThat(r.castlings()).isEqualTo(new Castlings(false, false, true, false));
            assertThat(r.result()).isEqualTo("*");
        });
    }
}
