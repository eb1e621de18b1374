package org.rochade.pgn.plugin;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.rochade.rules.api.ChessRules;
import org.rochade.games.api.pgn.Finding;
import org.rochade.games.api.pgn.FindingKind;
import org.rochade.games.api.pgn.GameReport;
import org.rochade.games.api.pgn.ReportFormat;
import org.rochade.games.api.pgn.ValidationOptions;
import org.rochade.games.api.pgn.ValidationSummary;
import org.w3c.dom.Element;

/** The DS component: its generated description, dynamic rules binding, and its report sinks. */
class ValidatorComponentTest {
    private static final String TWO_GAMES = """
            [Event "a"]
            [Result "*"]
            [Variant "Chess960"]
            [SetUp "1"]
            [FEN "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1"]

            1. O-O O-O *

            [Event "b"]
            [Result "*"]

            1. e4 Ke7 *
            """;

    @Test
    void aStreamReadWhileTheComponentIsWithdrawnKeepsItsRules() {
        ChessRules[] rules = TestRules.all();
        PgnValidatorComponent component = new PgnValidatorComponent(rules);
        StringBuilder archive = new StringBuilder();
        for (int i = 0; i < 50; i++) {
            archive.append("[Event \"").append(i).append("\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n");
        }
        int read = 0;
        int valid = 0;
        try (var games = component.stream(new java.io.StringReader(archive.toString()), ValidationOptions.defaults())) {
            var it = games.iterator();
            while (it.hasNext()) {
                if (it.next().isValid()) {
                    valid++;
                }
                if (++read == 10) {
                    // SCR withdraws the component (pgn.plugin stopped or updated): deactivate, then unbind
                    component.deactivate(0);
                    for (ChessRules r : rules) {
                        component.unbindRules(r);
                    }
                }
            }
        }
        assertThat(read).isEqualTo(50);
        assertThat(valid).as("games read after the withdrawal, not 'no rules for variant classic'").isEqualTo(50);
    }

    @Test
    void rulesUnboundWhileTheComponentIsActiveAreGone() {
        ChessRules[] rules = TestRules.all();
        PgnValidatorComponent component = new PgnValidatorComponent(rules);
        for (ChessRules r : rules) {
            component.unbindRules(r);
        }
        assertThat(component.read("[Result \"*\"]\n\n1. e4 *").get(0).findings())
                .extracting(Finding::kind).contains(FindingKind.NO_RULES);
    }

    @Test
    void descriptorBindsEveryChessRulesDynamicallyAndGreedily() throws Exception {
        Element c;
        try (InputStream in = getClass().getResourceAsStream("/OSGI-INF/" + PgnValidatorComponent.class.getName() + ".xml")) {
            assertThat(in).as("bnd-process generated the component description").isNotNull();
            c = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(in).getDocumentElement();
        }
        List<String> provided = new ArrayList<>();
        for (int i = 0; i < c.getElementsByTagName("provide").getLength(); i++) {
            provided.add(((Element) c.getElementsByTagName("provide").item(i)).getAttribute("interface"));
        }
        assertThat(provided).containsExactlyInAnyOrder("org.rochade.games.api.pgn.PgnValidator",
                "org.rochade.games.api.pgn.PgnConverter", "org.rochade.games.api.PgnGames",
                "org.rochade.games.api.pgn.StartStatistics");
        Element ref = reference(c, "rules");
        assertThat(ref.getAttribute("interface")).isEqualTo(ChessRules.class.getName());
        assertThat(ref.getAttribute("cardinality")).isEqualTo("0..n");
        assertThat(ref.getAttribute("policy")).isEqualTo("dynamic");
        assertThat(ref.getAttribute("policy-option")).isEqualTo("greedy");

        // The log service is optional and dynamic: the validator works the same without one.
        Element log = reference(c, "log");
        assertThat(log.getAttribute("interface")).isEqualTo("org.osgi.service.log.LoggerFactory");
        assertThat(log.getAttribute("cardinality")).isEqualTo("0..1");
        assertThat(log.getAttribute("policy")).isEqualTo("dynamic");
    }

    private static Element reference(Element component, String name) {
        for (int i = 0; i < component.getElementsByTagName("reference").getLength(); i++) {
            Element ref = (Element) component.getElementsByTagName("reference").item(i);
            if (ref.getAttribute("name").equals(name)) {
                return ref;
            }
        }
        throw new AssertionError("no reference " + name);
    }

    @Test
    void gamesOfAVariantWithoutRulesSaySoAndRecoverWhenRulesArrive() throws IOException {
        ChessRules[] all = TestRules.all();
        PgnValidatorComponent validator = new PgnValidatorComponent();
        validator.bindRules(all[2]); // classic only
        List<GameReport> reports = run(validator);
        assertThat(reports.get(0).isValid()).isFalse();
        assertThat(reports.get(0).findings().get(0).message()).isEqualTo("no rules for variant chess960");
        assertThat(reports.get(1).isValid()).isFalse(); // Ke7 is illegal anyway

        validator.bindRules(all[0]);
        assertThat(run(validator).get(0).isValid()).isTrue();
        validator.unbindRules(all[0]);
        assertThat(run(validator).get(0).findings().get(0).kind()).isEqualTo(FindingKind.NO_RULES);
    }

    @Test
    void jsonLinesHaveExactlyTheReportFields() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PgnValidatorComponent validator = TestRules.validator();
        ValidationSummary s = validator.validate(input(), "-", ValidationOptions.defaults(),
                validator.reportSink(ReportFormat.JSON_LINES, out));
        assertThat(s.games()).isEqualTo(2);
        assertThat(s.invalid()).isEqualTo(1);
        String[] lines = out.toString(StandardCharsets.UTF_8).split("\n");
        assertThat(lines).hasSize(2);
        assertThat(lines[0]).isEqualTo("{\"game\":1,\"line\":1,\"variant\":\"chess960\",\"sp\":289,\"status\":\"valid\",\"plies\":2,"
                + "\"finalFen\":\"bqnbrrkn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRRKN w - - 2 2\",\"tags\":{\"Event\":\"a\",\"Result\":\"*\"},"
                + "\"errors\":[]}");
        assertThat(lines[1]).startsWith("{\"game\":2,\"line\":9,\"variant\":\"classic\",\"sp\":518,\"status\":\"invalid\",\"plies\":1,"
                + "\"finalFen\":\"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\",\"tags\":{\"Event\":\"b\",\"Result\":\"*\"},"
                + "\"errors\":[{\"severity\":\"error\","
                + "\"line\":12,\"column\":7,\"ply\":2,\"move\":\"Ke7\",\"message\":\"illegal move 'Ke7'");
    }

    @Test
    void humanSummaryCountsGamesAndNamesErrors() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PgnValidatorComponent validator = TestRules.validator();
        validator.validate(input(), "-", ValidationOptions.defaults(), validator.reportSink(ReportFormat.HUMAN, out));
        String text = out.toString(StandardCharsets.UTF_8);
        assertThat(text).contains("game 2 (line 9, classic): invalid", "12:7 ply 2 illegal move 'Ke7'",
                "2 games: 1 valid, 1 invalid", "errors by kind: illegal-move 1", "games/s");
    }

    @Test
    void withoutFinalFenTheReportsAreTheSameButForTheFen() throws IOException {
        PgnValidatorComponent validator = TestRules.validator();
        List<GameReport> with = new ArrayList<>();
        List<GameReport> without = new ArrayList<>();
        validator.validate(input(), "-", ValidationOptions.defaults(), with::add);
        validator.validate(input(), "-", ValidationOptions.defaults().withFinalFen(false), without::add);
        assertThat(with).extracting(GameReport::finalFen).doesNotContainNull();
        assertThat(without).extracting(GameReport::finalFen).containsOnlyNulls();
        for (int i = 0; i < with.size(); i++) {
            GameReport w = with.get(i);
            assertThat(without.get(i)).isEqualTo(new GameReport(w.game(), w.line(), w.variant(), w.sp(), w.spBlack(), w.status(),
                    w.plies(), null, w.findings(), w.result(), w.castlings(), w.tags()));
        }
    }

    @Test
    void anEventFormatsVariantDecidesGamesWithoutAVariantTag() throws IOException {
        String untagged = """
                [Event "e"]
                [Result "*"]
                [SetUp "1"]
                [FEN "%s w KQkq - 0 1"]

                1. e4 e5 *

                """;
        String fischer168 = untagged.formatted("bqnnrbkr/pppppppp/8/8/8/8/PPPPPPPP/BQNNRBKR");
        String notFischer168 = untagged.formatted("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR");
        PgnValidatorComponent validator = TestRules.validator();
        List<GameReport> byFen = new ArrayList<>();
        List<GameReport> byFormat = new ArrayList<>();
        byte[] both = (fischer168 + notFischer168).getBytes(StandardCharsets.UTF_8);
        validator.validate(new ByteArrayInputStream(both), "-", ValidationOptions.defaults(), byFen::add);
        validator.validate(new ByteArrayInputStream(both), "-",
                ValidationOptions.defaults().withDefaultVariant(org.rochade.rules.api.Variant.FISCHER168), byFormat::add);

        assertThat(byFen).extracting(GameReport::variant).containsExactly("chess960", "chess960");
        assertThat(byFen.get(0).findings()).extracting(Finding::kind).contains(FindingKind.VARIANT_INFERRED);
        assertThat(byFormat.get(0).variant()).isEqualTo("fischer168");
        assertThat(byFormat.get(0).sp()).isEqualTo(2);
        assertThat(byFormat.get(0).findings()).isEmpty();
        assertThat(byFormat.get(1).variant()).isEqualTo("fischer168");
        assertThat(byFormat.get(1).isValid()).isFalse();
        assertThat(byFormat.get(1).findings()).extracting(Finding::kind).containsExactly(FindingKind.BAD_START);
    }

    private static InputStream input() {
        return new ByteArrayInputStream(TWO_GAMES.getBytes(StandardCharsets.UTF_8));
    }

    private static List<GameReport> run(PgnValidatorComponent validator) throws IOException {
        List<GameReport> reports = new ArrayList<>();
        validator.validate(input(), "-", ValidationOptions.defaults(), reports::add);
        return reports;
    }

}
