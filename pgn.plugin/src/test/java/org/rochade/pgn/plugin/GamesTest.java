package org.rochade.pgn.plugin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rochade.rules.api.FenFormat;
import org.rochade.games.api.Game;
import org.rochade.games.api.GameNode;
import org.rochade.games.api.MoveEvent;
import org.rochade.games.api.PgnVisitor;
import org.rochade.games.api.PgnWriteOptions;
import org.rochade.games.api.Start;
import org.rochade.games.api.Tag;
import org.rochade.games.api.pgn.ConversionFormat;
import org.rochade.games.api.pgn.ConversionOptions;
import org.rochade.games.api.pgn.FindingKind;
import org.rochade.games.api.pgn.GameReport;
import org.rochade.games.api.pgn.ValidationOptions;

/** PGN read into games, games written back, the visitor's call order, and the JSON tree of convert. */
class GamesTest {
    private final PgnValidatorComponent games = TestRules.validator();

    static final String ANNOTATED = """
            [Event "annotated"]
            [Site "here"]
            [Result "1-0"]

            {intro} 1. e4 $1 {best by test} (1. d4 d5 (1... Nf6 2. c4 {Indian}) 2. c4 $14) (1. c4)
            1... e5 2. Nf3 ({A} 2. f4 exf4 {gambit}) 2... Nc6 {[%clk 0:01:00]} 3. Bb5 a6 1-0
            """;

    @Test
    void aGameHoldsItsTagsStartCommentsAndMoveTree() {
        Game game = games.read(ANNOTATED).get(0);
        assertThat(game.isValid()).isTrue();
        assertThat(game.tags()).containsExactly(new Tag("Event", "annotated"), new Tag("Site", "here"), new Tag("Result", "1-0"));
        assertThat(game.start().variant()).isEqualTo("classic");
        assertThat(game.start().sp()).containsExactly(518);
        assertThat(game.comments()).containsExactly("intro");
        assertThat(game.moves()).extracting(GameNode::san).containsExactly("e4", "e5", "Nf3", "Nc6", "Bb5", "a6");
        GameNode e4 = game.moves().get(0);
        assertThat(e4.nags()).containsExactly(1);
        assertThat(e4.comments()).containsExactly("best by test");
        assertThat(e4.variations()).hasSize(2);
        List<GameNode> d4 = e4.variations().get(0);
        assertThat(d4).extracting(GameNode::uci).containsExactly("d2d4", "d7d5", "c2c4");
        assertThat(d4.get(1).variations().get(0)).extracting(GameNode::san).containsExactly("Nf6", "c4");
        assertThat(d4.get(1).variations().get(0).get(1).comments()).containsExactly("Indian");
        assertThat(d4.get(2).nags()).containsExactly(14);
        assertThat(e4.variations().get(1)).extracting(GameNode::san).containsExactly("c4");
        List<GameNode> f4 = game.moves().get(2).variations().get(0);
        assertThat(f4.get(0).startingComments()).containsExactly("A");
        assertThat(f4.get(1).comments()).containsExactly("gambit");
        assertThat(game.moves().get(3).comments()).containsExactly("[%clk 0:01:00]");
        assertThat(game.termination()).isEqualTo("1-0");
        assertThat(game.result()).isEqualTo("1-0");
        // Positions on demand, also inside variations.
        assertThat(game.positionAfter(d4.get(1).variations().get(0).get(1)).fen())
                .isEqualTo("rnbqkb1r/pppppppp/5n2/8/2PP4/8/PP2PPPP/RNBQKBNR b KQkq - 0 2");
        assertThat(game.positionBefore(f4.get(0)).fen()).isEqualTo("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
        assertThat(game.finalPosition().fen()).isEqualTo("r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4");
        GameNode stranger = games.read(ANNOTATED).get(0).moves().get(0);
        assertThatThrownBy(() -> game.positionAfter(stranger)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void writtenGamesReadBackAsTheSameGame() throws IOException {
        Game game = games.read(ANNOTATED).get(0);
        String written = games.write(game, PgnWriteOptions.defaults());
        Game again = games.read(written).get(0);
        // The writer completes the roster; the move tree, comments and result are the game's.
        assertThat(again.moves()).isEqualTo(game.moves());
        assertThat(again.comments()).isEqualTo(game.comments());
        assertThat(again.start()).isEqualTo(game.start());
        // Written once, a game is in export form: reading and writing it again changes nothing.
        assertThat(again).isEqualTo(games.read(games.write(again, PgnWriteOptions.defaults())).get(0));
        assertThat(games.write(again, PgnWriteOptions.defaults())).isEqualTo(written);

        // Every valid game of the corpus, Chess960 and Fischer168 included, with Shredder-FEN.
        PgnWriteOptions shredder = PgnWriteOptions.defaults().withFenFormat(FenFormat.SHREDDER).withChess960Spelling("chess 960");
        int valid = 0;
        try (Stream<Game> all = games.stream(TestRules.resource("corpus-bad.pgn"), ValidationOptions.defaults())) {
            for (Game g : (Iterable<Game>) all::iterator) {
                if (!g.isValid()) {
                    continue;
                }
                Game read = games.read(games.write(g, shredder)).get(0);
                assertThat(read.moves()).as("game %d", g.report().game()).isEqualTo(normalised(g).moves());
                assertThat(read.start()).isEqualTo(g.start());
                assertThat(read.finalPosition()).isEqualTo(g.finalPosition());
                valid++;
            }
        }
        assertThat(valid).isEqualTo(906);
    }

    /** The game as written once (comments re-wrapped with single spaces). */
    private Game normalised(Game g) {
        return games.read(games.write(g, PgnWriteOptions.defaults())).get(0);
    }

    @Test
    void everyGameCarriesTheFindingsValidateReports() throws IOException {
        List<GameReport> validated = new ArrayList<>();
        games.validate(TestRules.resource("corpus-bad.pgn"), "-", ValidationOptions.defaults(), validated::add);
        List<GameReport> read;
        try (Stream<Game> all = games.stream(TestRules.resource("corpus-bad.pgn"), ValidationOptions.defaults())) {
            read = all.map(Game::report).toList();
        }
        assertThat(read).isEqualTo(validated);
        assertThat(read).anyMatch(r -> !r.isValid());
    }

    @Test
    void aBrokenGameHoldsWhatCouldBeReadAndItsErrors() {
        List<Game> read = games.read("""
                [Event "broken"]
                [White "w"]

                1. e4 e5 2. Ke3 Nc6 (2... d5) 3. Nf3 *

                [Event "next"]

                1. d4 *
                """);
        assertThat(read).hasSize(2);
        Game broken = read.get(0);
        assertThat(broken.isValid()).isFalse();
        assertThat(broken.findings()).extracting(f -> f.kind()).contains(FindingKind.ILLEGAL_MOVE);
        assertThat(broken.moves()).extracting(GameNode::written).containsExactly("e4", "e5", "Ke3", "Nc6", "Nf3");
        assertThat(broken.moves()).extracting(GameNode::isPlayed).containsExactly(true, true, false, false, false);
        assertThat(broken.moves().get(3).variations().get(0)).extracting(GameNode::written).containsExactly("d5");
        assertThat(broken.tag("white")).isEqualTo("w");
        assertThatThrownBy(() -> games.write(broken, PgnWriteOptions.defaults()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Ke3");
        assertThat(read.get(1).isValid()).isTrue();
    }

    @Test
    void readersStreamsFilesAndCompressedFilesGiveTheSameGames(@TempDir Path dir) throws IOException {
        String twice = ANNOTATED + "\n" + ANNOTATED.replace("annotated", "second");
        List<Game> fromString = games.read(twice);
        assertThat(fromString).hasSize(2);
        try (Stream<Game> s = games.stream(new StringReader(twice), ValidationOptions.defaults())) {
            assertThat(s.toList()).isEqualTo(fromString);
        }
        Path gz = dir.resolve("games.pgn.gz");
        try (GZIPOutputStream out = new GZIPOutputStream(Files.newOutputStream(gz))) {
            out.write(twice.getBytes(StandardCharsets.UTF_8));
        }
        try (Stream<Game> s = games.stream(gz, ValidationOptions.defaults())) {
            assertThat(s.toList()).isEqualTo(fromString);
        }
        // Characters beyond ASCII: columns count bytes, text stays as it was.
        String umlaut = "[Event \"Zürich\"]\n\n1. e4 {Grünfeld?} *\n";
        try (Stream<Game> s = games.stream(new StringReader(umlaut), ValidationOptions.defaults())) {
            Game g = s.findFirst().orElseThrow();
            assertThat(g.tag("Event")).isEqualTo("Zürich");
            assertThat(g.moves().get(0).comments()).containsExactly("Grünfeld?");
        }
    }

    @Test
    void theVisitorGetsEventsInTheDocumentedOrderAndMaySkipVariations() {
        String pgn = "[Event \"e\"]\n\n{a} 1. e4 (1. d4 (1. c4) d5) 1... e5 $2 {b} *\n";
        List<String> events = new ArrayList<>();
        PgnVisitor<String> recorder = new PgnVisitor<>() {
            @Override
            public void beginGame(long number, long line) {
                events.add("begin " + number + "@" + line);
            }

            @Override
            public void tag(String name, String value, long line, int column) {
                events.add("tag " + name + "=" + value + "@" + line + ":" + column);
            }

            @Override
            public Flow endTags() {
                events.add("endTags");
                return Flow.CONTINUE;
            }

            @Override
            public void start(Start start) {
                events.add("start " + start.variant() + " " + start.sp());
            }

            @Override
            public void comment(String text, long line, int column) {
                events.add("comment " + text);
            }

            @Override
            public void move(MoveEvent move) {
                events.add("move " + move.written() + " " + move.san() + " " + move.uci() + " ply " + move.ply()
                        + " depth " + move.depth() + " @" + move.line() + ":" + move.column());
            }

            @Override
            public void nag(int nag, long line, int column) {
                events.add("nag " + nag);
            }

            @Override
            public Flow beginVariation(long line, int column) {
                events.add("(");
                return events.stream().filter("("::equals).count() == 2 ? Flow.SKIP : Flow.CONTINUE;
            }

            @Override
            public void endVariation() {
                events.add(")");
            }

            @Override
            public void outcome(String marker, long line, int column) {
                events.add("outcome " + marker);
            }

            @Override
            public String endGame(GameReport report) {
                events.add("end " + report.status().label());
                return "done";
            }
        };
        try (Stream<String> results = games.visit(new ByteArrayInputStream(pgn.getBytes(StandardCharsets.UTF_8)),
                ValidationOptions.defaults(), recorder)) {
            assertThat(results.toList()).containsExactly("done");
        }
        assertThat(events).containsExactly("begin 1@1", "tag Event=e@1:1", "endTags", "start classic [518]",
                "comment a", "move e4 e4 e2e4 ply 1 depth 0 @3:8", "(", "move d4 d4 d2d4 ply 1 depth 1 @3:15",
                "(", "move d5 d5 d7d5 ply 2 depth 1 @3:26", ")", "move e5 e5 e7e5 ply 2 depth 0 @3:35", "nag 2",
                "comment b", "outcome *", "end valid");
    }

    @Test
    void aVisitorThatSkipsAfterTheTagsStillGetsEndGameWithValidatesReport() {
        // endTags SKIP: "nothing more for this game but endGame" (the ratings bundle reads tags this way)
        String pgn = "[White \"a\"]\n\n1. e4 e5 (1... c5) {x} 1-0\n\n[White \"b\"]\n\n1. e4 e4 *\n";
        List<String> events = new ArrayList<>();
        PgnVisitor<String> tagsOnly = new PgnVisitor<>() {
            @Override
            public void tag(String name, String value, long line, int column) {
                events.add(value);
            }

            @Override
            public Flow endTags() {
                return Flow.SKIP;
            }

            @Override
            public void move(MoveEvent move) {
                events.add("move");
            }

            @Override
            public void comment(String text, long line, int column) {
                events.add("comment");
            }

            @Override
            public void outcome(String marker, long line, int column) {
                events.add("outcome");
            }

            @Override
            public String endGame(GameReport report) {
                return report.game() + " " + report.status().label() + " " + report.result();
            }
        };
        try (Stream<String> results = games.visit(new ByteArrayInputStream(pgn.getBytes(StandardCharsets.UTF_8)),
                ValidationOptions.defaults(), tagsOnly)) {
            assertThat(results.toList()).containsExactly("1 valid 1-0", "2 invalid *");
        }
        assertThat(events).containsExactly("a", "b");
    }

    @Test
    void convertWritesTheWholeTreeAsJson() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        games.convert(new ByteArrayInputStream(ANNOTATED.getBytes(StandardCharsets.UTF_8)),
                ConversionOptions.defaults().withFormat(ConversionFormat.JSON), out, new ByteArrayOutputStream());
        String nf6Line = "[" + node("Nf6", "g8f6", "", "", "", "") + "," + node("c4", "c2c4", "", "\"Indian\"", "", "") + "]";
        String d4Line = "[" + node("d4", "d2d4", "", "", "", "") + "," + node("d5", "d7d5", "", "", "", nf6Line) + ","
                + node("c4", "c2c4", "", "", "14", "") + "]";
        String c4Line = "[" + node("c4", "c2c4", "", "", "", "") + "]";
        String f4Line = "[" + node("f4", "f2f4", "\"A\"", "", "", "") + "," + node("exf4", "e5f4", "", "\"gambit\"", "", "") + "]";
        String expected = "{\"tags\":[[\"Event\",\"annotated\"],[\"Site\",\"here\"],[\"Result\",\"1-0\"]],"
                + "\"start\":{\"variant\":\"classic\",\"fen\":\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\",\"sp\":518},"
                + "\"comments\":[\"intro\"],\"moves\":["
                + node("e4", "e2e4", "", "\"best by test\"", "1", d4Line + "," + c4Line) + ","
                + node("e5", "e7e5", "", "", "", "") + ","
                + node("Nf3", "g1f3", "", "", "", f4Line) + ","
                + node("Nc6", "b8c6", "", "\"[%clk 0:01:00]\"", "", "") + ","
                + node("Bb5", "f1b5", "", "", "", "") + ","
                + node("a6", "a7a6", "", "", "", "") + "],\"result\":\"1-0\"}\n";
        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo(expected);
    }

    @Test
    void convertsJsonTreeNamesChess960CastlingAndTheArray() throws IOException {
        String pgn = "[Variant \"Chess960\"]\n[FEN \"bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1\"]\n\n"
                + "1. 0-0 O-O *\n";
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        games.convert(new ByteArrayInputStream(pgn.getBytes(StandardCharsets.UTF_8)),
                ConversionOptions.defaults().withFormat(ConversionFormat.JSON), out, new ByteArrayOutputStream());
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("\"start\":{\"variant\":\"chess960\",\"fen\":\""
                        + "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1\",\"sp\":289}",
                node("O-O", "f1g1", "", "", "", ""), node("O-O", "f8g8", "", "", "", ""));
    }

    /** A node as JSON; the list arguments are the arrays' contents as JSON. */
    private static String node(String san, String uci, String startingComments, String comments, String nags,
                               String variations) {
        return "{\"san\":\"" + san + "\",\"uci\":\"" + uci + "\",\"startingComments\":[" + startingComments
                + "],\"comments\":[" + comments + "],\"nags\":[" + nags + "],\"variations\":[" + variations + "]}";
    }

    @Test
    void aHostsWriterVisitorWritesWhatConvertWrites() throws IOException {
        ByteArrayOutputStream converted = new ByteArrayOutputStream();
        games.convert(new ByteArrayInputStream(ANNOTATED.getBytes(StandardCharsets.UTF_8)), ConversionOptions.defaults(),
                converted, null);
        String visited;
        try (Stream<String> s = games.visit(new ByteArrayInputStream(ANNOTATED.getBytes(StandardCharsets.UTF_8)),
                ValidationOptions.defaults(), games.writer(PgnWriteOptions.defaults().withLineLength(40)))) {
            visited = s.collect(Collectors.joining());
        }
        assertThat(visited.lines()).allMatch(l -> l.length() <= 40);
        assertThat(visited.replaceAll("\\s+", " ")).isEqualTo(converted.toString(StandardCharsets.UTF_8).replaceAll("\\s+", " "));
        assertThat(games.write(games.read(ANNOTATED).get(0), PgnWriteOptions.defaults()))
                .isEqualTo(converted.toString(StandardCharsets.UTF_8));
        assertThatThrownBy(() -> games.writer(PgnWriteOptions.defaults().withChess960Spelling("Fischer168")))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
