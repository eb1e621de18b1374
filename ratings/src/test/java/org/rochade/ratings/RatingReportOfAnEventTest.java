package org.rochade.ratings;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A 24-player round robin rated 1905-2700 (src/test/resources/event24/event24.pgn, made by
 * make-event.py), read and rated through the {@link Ratings} service as a plain-class-path host
 * finds it, against fide-reference.py: FIDE's method written from the regulations alone, apart from
 * the Java code. Four players are rated 2650 or more and play opponents more than 400 below them.
 */
class RatingReportOfAnEventTest {

    /** Named by the organiser as new or junior: K 40, which 23 games bring down to 700 / 23 = 30. */
    private static final Set<String> JUNIORS = Set.of("Roth, Rosa", "Zorn, Zoe");

    /** python3 fide-reference.py event24.pgn "Roth, Rosa" "Zorn, Zoe": name|games|score|expected|change|performance. */
    private static final String REFERENCE = """
            Adler, Anton|23|18.5|19.08|-5.80|2565
            Zorn, Zoe|23|5.0|3.61|41.70|2140
            Winter, Willi|23|3.0|3.93|-18.60|2037
            Brandt, Bea|23|15.5|18.85|-33.50|2451
            Conrad, Carl|23|15.5|18.56|-30.60|2452
            Vogel, Vera|23|6.0|4.32|33.60|2173
            Ulrich, Uwe|23|7.5|4.81|53.80|2231
            Dietz, Dora|23|16.5|18.16|-16.60|2493
            Eckert, Emil|23|16.5|17.64|-11.40|2493
            Thiel, Tina|23|4.5|5.39|-17.80|2114
            Sauer, Sven|23|9.5|6.11|67.80|2287
            Falk, Frieda|23|14.5|17.15|-26.50|2424
            Graf, Gustav|23|17.5|16.39|11.10|2532
            Roth, Rosa|23|9.0|6.84|64.80|2270
            Quast, Quirin|23|10.5|7.73|55.40|2319
            Haas, Hanna|23|14.0|15.45|-14.50|2413
            Iser, Ida|23|15.5|14.56|9.40|2459
            Pohl, Paul|23|9.0|8.59|8.20|2266
            Otto, Olga|23|7.5|9.56|-41.20|2219
            Jung, Jonas|23|14.0|13.77|2.30|2416
            Kraus, Klara|23|13.5|12.65|8.50|2403
            Neumann, Nils|23|10.0|10.65|-13.00|2292
            Maier, Mia|23|10.0|11.82|-36.40|2290
            Lang, Lukas|23|13.0|12.63|7.40|2388
            differ|23
            """;

    private static Ratings ratings;
    private static RatedGames games;

    @BeforeAll
    static void readTheEvent() throws Exception {
        ratings = ServiceLoader.load(Ratings.class).findFirst().orElseThrow();
        try (InputStream in = RatingReportOfAnEventTest.class.getResourceAsStream("/event24/event24.pgn")) {
            games = ratings.read(in, "event24.pgn");
        }
    }

    @Test
    void everyGameIsReadWithItsTags() {
        assertThat(games.warnings()).isEmpty();
        assertThat(games.games()).hasSize(24 * 23 / 2);
        assertThat(games.games().get(0)).isEqualTo(new RatedGame("event24.pgn", 1, 1, "Adler, Anton", "Zorn, Zoe", 2700, 1905,
                RatedGame.Result.WHITE_WINS));
        assertThat(games.games()).allMatch(RatedGame::rated).allMatch(RatedGame::finished);
    }

    @Test
    void theReportIsFidesAsTheReferenceComputesIt() {
        RatingReport report = ratings.report(games.games(), RatingOptions.fide().withK40(JUNIORS));
        Map<String, RatingReport.Player> by = report.players().stream()
                .collect(Collectors.toMap(RatingReport.Player::name, Function.identity()));
        List<String[]> reference = REFERENCE.lines().map(String::strip).filter(line -> !line.isEmpty() && !line.startsWith("differ"))
                .map(line -> line.split("\\|")).toList();
        assertThat(reference).hasSize(24);
        assertThat(by).hasSize(24);
        for (String[] line : reference) {
            RatingReport.Player player = by.get(line[0]);
            assertThat(player).as(line[0]).isNotNull();
            assertThat(player.games()).as(line[0]).isEqualTo(Integer.parseInt(line[1]));
            assertThat(player.score()).as(line[0]).isEqualTo(Double.parseDouble(line[2]));
            assertThat(player.expected()).as(line[0] + " expected").isEqualByComparingTo(line[3]);
            assertThat(player.change()).as(line[0] + " change").isEqualByComparingTo(line[4]);
            assertThat(player.performance()).as(line[0] + " performance").isEqualTo(Integer.parseInt(line[5]));
        }
        // The standings: by score, then name.
        assertThat(report.players().get(0).name()).isEqualTo("Adler, Anton");
        assertThat(report.players()).extracting(RatingReport.Player::score).isSortedAccordingTo((a, b) -> Double.compare(b, a));
    }

    @Test
    void aboveAndBelow2650TheFourHundredPointRuleDiffers() {
        RatingReport report = ratings.report(games.games(), RatingOptions.fide().withK40(JUNIORS));
        RatingReport.Player adler = player(report, "Adler, Anton"); // 2700: real differences
        RatingReport.Player eckert = player(report, "Eckert, Emil"); // 2649: capped at 400
        RatingReport.PlayerGame adlerZorn = game(adler, "Zorn, Zoe");
        assertThat(adlerZorn.difference()).isEqualTo(2700 - 1905);
        assertThat(adlerZorn.expected()).isEqualByComparingTo("1.00"); // over 735
        RatingReport.PlayerGame zornAdler = game(player(report, "Zorn, Zoe"), "Adler, Anton");
        assertThat(zornAdler.difference()).isEqualTo(400);
        assertThat(zornAdler.expected()).isEqualByComparingTo("0.08");
        RatingReport.PlayerGame eckertZorn = game(eckert, "Zorn, Zoe");
        assertThat(eckertZorn.difference()).isEqualTo(400);
        assertThat(eckertZorn.expected()).isEqualByComparingTo("0.92");
        // K: 10 from 2400, 20 below, 30 for the named juniors (40 x 23 > 700).
        assertThat(adlerZorn.k()).isEqualByComparingTo("10");
        assertThat(zornAdler.k()).isEqualByComparingTo("30");
        assertThat(game(player(report, "Lang, Lukas"), "Zorn, Zoe").k()).isEqualByComparingTo("20");
    }

    @Test
    void elosFormulaGivesOtherExpectedScores() {
        RatingReport fide = ratings.report(games.games(), RatingOptions.fide());
        RatingReport elo = ratings.report(games.games(), RatingOptions.fide().withExpected(ExpectedScore.LOGISTIC));
        long differ = fide.players().stream()
                .filter(p -> player(elo, p.name()).expected().setScale(2, RoundingMode.HALF_UP).compareTo(p.expected()) != 0)
                .count();
        int reference = Integer.parseInt(REFERENCE.lines().map(String::strip).filter(l -> l.startsWith("differ|"))
                .findFirst().orElseThrow().substring("differ|".length()));
        assertThat(differ).isEqualTo(reference).isGreaterThan(12);
        assertThat(player(fide, "Adler, Anton").expected()).isNotEqualByComparingTo(BigDecimal.ZERO);
    }

    private static RatingReport.Player player(RatingReport report, String name) {
        return report.players().stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow();
    }

    private static RatingReport.PlayerGame game(RatingReport.Player player, String opponent) {
        return player.results().stream().filter(g -> g.opponent().equals(opponent)).findFirst().orElseThrow();
    }
}
