package org.rochade.pgn.plugin;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.rochade.pgn.plugin.check.GameChecker;
import org.rochade.pgn.plugin.check.GameStart;
import org.rochade.pgn.plugin.check.RulesRegistry;
import org.rochade.pgn.plugin.read.GameReader;
import org.rochade.pgn.plugin.read.PgnGame;
import org.rochade.pgn.plugin.write.PgnWriter;
import org.rochade.games.api.MoveEvent;
import org.rochade.games.api.PgnVisitor;
import org.rochade.games.api.pgn.GameReport;
import org.rochade.games.api.pgn.PgnLimits;

/** parse(write(parse(x))) == parse(x) for every valid game, and the written form is export format. */
class RoundTripTest {
    private final RulesRegistry registry = RulesRegistry.of(TestRules.all());
    private final GameChecker checker = new GameChecker(true, true);

    @Test
    void everyValidCorpusGameSurvivesWriteAndRead() throws IOException {
        int checked = roundTripAll(TestRules.resource("corpus-bad.pgn"));
        assertThat(checked).isEqualTo(906);
    }

    @Test
    void dialectsAnnotationsAndVariationsSurvive() throws IOException {
        String pgn = """
                [Event "annotated"]
                [Result "*"]
                [Annotator "someone \\"quoted\\""]
                ; rest-of-line comment with a } brace
                1. e4 $1 (1. d4 d5 (1... Nf6 2. c4 e6) 2. c4 $14) 1... e5!? 2. Nf3 (2. Bc4 -- 3. Nf3 Z0
                4. Ng5) 2... Nc6 3. Bc4 Nf6 4. Ng5?! {threatening
                  f7} d5 ({or} 4... Bc5 5. Nxf7) 5. exd5 !! *

                [Event "960"]
                [Variant "fischerandom"]
                [FEN "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1"]

                1. 0-0 0-0 2. Ng3 Ng6 1/2-1/2

                [Variant "Chess960"]
                [Result "*"]

                1. e4 e5 *
                """;
        assertThat(roundTripAll(new ByteArrayInputStream(pgn.getBytes(StandardCharsets.UTF_8)))).isEqualTo(3);
    }

    @Test
    void awkwardLayoutsSurviveWriteAndRead() throws IOException {
        String filler = "word ".repeat(14);
        String pgn = "[event \"awkward\"]\n[Event \"second\"]\n[White \"A\"]\n[White \"A2\"]\n[Result \"*\"]\n\n"
                // comment words that must not start a line: a tag line, an escape line
                + "1. e4 {" + filler + "[Event \"y\"] more " + filler + "%escape " + filler + "[a [b [c} e5\n"
                // empty variations, also nested and after a comment
                + "2. Nf3 () Nc6 {c} () 3. Bb5 (3. Bc4 ()) a6\n"
                // a rest-of-line comment with a brace that does not fit the line it follows
                + "4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 ; this comment has a } brace and is long\n"
                + "Nb8 *\n";
        assertThat(roundTripAll(new ByteArrayInputStream(pgn.getBytes(StandardCharsets.UTF_8)))).isEqualTo(1);
        PgnGame game = read(new ByteArrayInputStream(pgn.getBytes(StandardCharsets.UTF_8))).get(0);
        String out = write(game);
        assertThat(out).contains("[White \"A\"]", "[White \"A2\"]", "2. Nf3 () 2... Nc6 {c} () 3. Bb5 (3. Bc4 ())");
        // A second Event tag would start another game when read back: only the first is written.
        assertThat(out).contains("[Event \"awkward\"]").doesNotContain("second");
        assertThat(out.lines()).noneMatch(l -> l.startsWith("[Event \"y") || l.startsWith("%") || l.startsWith("[b"));
    }

    @Test
    void writtenGameIsExportFormat() throws IOException {
        String pgn = "[White \"a\"]\n[Variant \"chess 960\"]\n[SetUp \"1\"]\n[FEN \"bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1\"]\n"
                + "[Event \"e\"]\n[Opening \"x\"]\n\n1. 0-0 0-0 2. Ng3 {a comment} Ng6 *\n";
        PgnGame game = read(new ByteArrayInputStream(pgn.getBytes(StandardCharsets.UTF_8))).get(0);
        String out = write(game);
        assertThat(out).isEqualTo("""
                [Event "e"]
                [Site "?"]
                [Date "????.??.??"]
                [Round "?"]
                [White "a"]
                [Black "?"]
                [Result "*"]
                [Variant "Chess960"]
                [SetUp "1"]
                [FEN "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1"]
                [Opening "x"]

                1. O-O O-O 2. Ng3 {a comment} 2... Ng6 *

                """);
    }

    private int roundTripAll(InputStream in) throws IOException {
        int checked = 0;
        for (PgnGame game : read(in)) {
            GameReport report = checker.check(game, registry);
            if (!report.isValid()) {
                continue;
            }
            String written = write(game);
            RoundTrips.linesFit(written, 80, "game " + game.number());
            PgnGame again = read(new ByteArrayInputStream(written.getBytes(StandardCharsets.UTF_8))).get(0);
            assertThat(canonical(again)).as("game %d:\n%s", game.number(), written).isEqualTo(canonical(game));
            GameReport reportAgain = checker.check(again, registry);
            assertThat(reportAgain.findings()).as("game %d", game.number()).noneMatch(f -> f.isError());
            assertThat(reportAgain.finalFen()).isEqualTo(report.finalFen());
            assertThat(reportAgain.sp()).isEqualTo(report.sp());
            // Writing is a fixed point: the written form is already canonical.
            assertThat(write(again)).isEqualTo(written);
            checked++;
        }
        return checked;
    }

    private String write(PgnGame game) {
        return checker.visit(game, registry, new PgnWriter());
    }

    private static List<PgnGame> read(InputStream in) throws IOException {
        GameReader reader = new GameReader(in, PgnLimits.defaults());
        List<PgnGame> games = new ArrayList<>();
        for (PgnGame g = reader.next(); g != null; g = reader.next()) {
            games.add(g);
        }
        return games;
    }

    /**
     * What a game means: variant, start position, tags (without the ones the writer regenerates),
     * moves as UCI, comments with whitespace normalised, NAGs, variation brackets, result.
     */
    private List<String> canonical(PgnGame game) {
        GameStart start = GameChecker.start(game, registry, new ArrayList<>());
        List<String> out = new ArrayList<>();
        out.add(start.variantName());
        out.add(start.position().fen());
        // Every value of a tag counts (a tag given twice with two values keeps both); a repeated
        // value is one. Roster names in any case are one name; of Event only the first value counts
        // (a second Event tag would start another game, so the writer leaves it out).
        String[] roster = {"Event", "Site", "Date", "Round", "White", "Black", "Result"};
        Map<String, java.util.Set<String>> tags = new TreeMap<>();
        for (int i = 0; i < game.tagCount(); i++) {
            String name = game.tagName(i);
            for (String r : roster) {
                name = r.equalsIgnoreCase(name) ? r : name;
            }
            if (name.equals("Event") && tags.containsKey("Event")) {
                continue;
            }
            if (!List.of("variant", "setup", "fen").contains(name.toLowerCase(Locale.ROOT))) {
                tags.computeIfAbsent(name, n -> new java.util.TreeSet<>()).add(game.tagValue(i));
            }
        }
        // The writer completes the Seven Tag Roster with the standard's placeholders.
        String[] defaults = {"?", "?", "????.??.??", "?", "?", "?", game.result()};
        for (int i = 0; i < roster.length; i++) {
            tags.putIfAbsent(roster[i], java.util.Set.of(defaults[i]));
        }
        out.add(tags.toString());
        // The move text as the pipeline hands it to a visitor: UCI, comments (exactly: the writer
        // writes them as they are), NAGs, variation brackets.
        checker.visit(game, registry, new PgnVisitor<Void>() {
            @Override
            public void move(MoveEvent move) {
                out.add(move.isNullMove() ? "null" : move.uci());
            }

            @Override
            public void comment(String text, long line, int column) {
                out.add("{" + text + "}");
            }

            @Override
            public void startingComment(String text, long line, int column) {
                out.add("starting {" + text + "}");
            }

            @Override
            public void nag(int nag, long line, int column) {
                out.add("$" + nag);
            }

            @Override
            public Flow beginVariation(long line, int column) {
                out.add("(");
                return Flow.CONTINUE;
            }

            @Override
            public void endVariation() {
                out.add(")");
            }

            @Override
            public Void endGame(GameReport report) {
                return null;
            }
        });
        out.add(game.result());
        return out;
    }
}
