package org.rochade.pgn.plugin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.rochade.games.api.Game;
import org.rochade.games.api.GameEditor;
import org.rochade.games.api.PgnWriteOptions;
import org.rochade.games.api.Tag;
import org.rochade.games.api.pgn.ConversionFormat;
import org.rochade.games.api.pgn.ConversionOptions;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.FenFormat;
import org.rochade.rules.api.Move;
import org.rochade.rules.api.Position;

/**
 * Games a host builds with {@link GameEditor} are written and read back equal: DFRC starts keep
 * both arrays everywhere, the Result tag and the termination marker agree, what PGN cannot hold is
 * refused at once, and random games with variations, comments and NAGs survive.
 */
class EditorRoundTripTest {
    /** TCEC's DFRC 502:532: White RQBNKBNR, Black RBBNKQNR. */
    private static final String DFRC_502_532 = "rbbnkqnr/pppppppp/8/8/8/8/PPPPPPPP/RQBNKBNR w KQkq - 0 1";
    private final ChessRules[] rules = TestRules.all();
    private final ChessRules chess960 = rules[0];
    private final ChessRules classic = rules[2];
    private final ChessRules dfrc = rules[3];
    private final PgnValidatorComponent games = TestRules.validator();

    @Test
    void aDfrcStartKeepsBothArraysInTheEditorTheReportTheJsonAndTheWrittenTags() throws IOException {
        List<GameEditor> starts = List.of(GameEditor.fromArray(dfrc, 502 * 960 + 532), GameEditor.fromFen(dfrc, DFRC_502_532),
                GameEditor.fromPosition(dfrc, dfrc.fromFen(DFRC_502_532)));
        for (GameEditor editor : starts) {
            assertThat(editor.start().sp()).containsExactly(502, 532);
            for (String san : List.of("Nf3", "Nf6", "e3", "e6", "Be2", "Qe7", "O-O", "O-O")) {
                editor.playSan(san);
            }
            Game built = editor.result("1/2-1/2").toGame();
            assertThat(built.start().sp()).containsExactly(502, 532);
            assertThat(built.report().sp()).isEqualTo(502);
            assertThat(built.report().spBlack()).isEqualTo(532);

            String pgn = games.write(built, PgnWriteOptions.defaults());
            assertThat(pgn).contains("[Variant \"Chess960\"]", "[FEN \"" + DFRC_502_532 + "\"]");
            Game read = games.read(pgn).get(0);
            assertThat(read.isValid()).as(read.findings().toString()).isTrue();
            assertThat(read.start().variant()).isEqualTo("dfrc");
            assertThat(read.start().sp()).containsExactly(502, 532);
            assertThat(read.report().spBlack()).isEqualTo(532);
            assertThat(read).isEqualTo(built).hasSameHashCodeAs(built);

            ByteArrayOutputStream json = new ByteArrayOutputStream();
            games.convert(new ByteArrayInputStream(pgn.getBytes(StandardCharsets.UTF_8)),
                    ConversionOptions.defaults().withFormat(ConversionFormat.JSON), json, new ByteArrayOutputStream());
            assertThat(json.toString(StandardCharsets.UTF_8)).contains("\"sp\":502,\"spBlack\":532");
        }
        // A DFRC game that cutechess saved as fischerandom (TCEC): read, written, read again, equal.
        String tcec = "[Event \"TCEC DFRC\"]\n[Variant \"fischerandom\"]\n[SetUp \"1\"]\n[FEN \"" + DFRC_502_532 + "\"]\n"
                + "[Opening \"DFRC 502:532\"]\n[Result \"*\"]\n\n1. e4 {+0.25/20 3s} e5 {-0.20/21 4s} *\n";
        Game game = games.read(tcec).get(0);
        assertThat(game.report().spBlack()).isEqualTo(532);
        assertThat(games.read(games.write(game, PgnWriteOptions.defaults())).get(0)).isEqualTo(game);
    }

    @Test
    void aMirroredDfrcPairIsTheChess960StartItWritesAs() {
        Game built = GameEditor.fromArray(dfrc, 518 * 960 + 518).toGame();
        assertThat(built.start().sp()).containsExactly(518, 518);
        Game read = games.read(games.write(built, PgnWriteOptions.defaults())).get(0);
        assertThat(read.start().variant()).isEqualTo("chess960");
        assertThat(read).isEqualTo(built).hasSameHashCodeAs(built);
        // A DFRC position played with Chess960's rules reads back as dfrc: the same start.
        Game asChess960 = GameEditor.fromFen(chess960, DFRC_502_532).toGame();
        assertThat(games.read(games.write(asChess960, PgnWriteOptions.defaults())).get(0)).isEqualTo(asChess960);
    }

    @Test
    void theResultTagAndTheTerminationMarkerAgree() {
        GameEditor resigned = GameEditor.fromArray(classic, 518);
        resigned.playSan("e4");
        Game game = resigned.result("0-1").toGame();
        assertThat(game.tag("Result")).isEqualTo("0-1");
        assertThat(game.termination()).isEqualTo("0-1");
        Game read = games.read(games.write(game, PgnWriteOptions.defaults())).get(0);
        assertThat(read.isValid()).as(read.findings().toString()).isTrue();
        assertThat(read).isEqualTo(game);

        Game byTag = GameEditor.fromArray(classic, 518).tag("result", "1-0").toGame();
        assertThat(byTag.termination()).isEqualTo("1-0");
        assertThat(byTag.tags()).contains(new Tag("Result", "1-0"));
        assertThatThrownBy(() -> GameEditor.fromArray(classic, 518).tag("Result", "1-0 (time)"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("1-0 (time)");
    }

    @Test
    void whatPgnCannotHoldIsRefusedNamingTheValue() {
        GameEditor editor = GameEditor.fromArray(chess960, 288);
        editor.playSan("c4");
        assertThatThrownBy(() -> editor.nags().add(300)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("300");
        assertThatThrownBy(() -> editor.nags().add(-1)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("-1");
        assertThatThrownBy(() -> editor.tag("My Tag", "x")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("\"My Tag\"");
        assertThatThrownBy(() -> editor.tag("Event", "two\nlines")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("two\\nlines");
        assertThatThrownBy(() -> editor.comments().add("a } brace")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("a } brace");
        assertThatThrownBy(() -> editor.startingComments().add("line\r\nend")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> editor.gameComments().add("x\n\n[Site \"y\"]")).isInstanceOf(IllegalArgumentException.class);
        editor.comments().add("fine { an open brace and\n[lines\nthat look odd");
        editor.nags().add(255);
        editor.tag("My_Tag", "x");
        assertThat(editor.comments()).hasSize(1);
        assertThatThrownBy(() -> editor.comments().set(0, "}")).isInstanceOf(IllegalArgumentException.class);
        Game game = editor.toGame();
        assertThat(games.read(games.write(game, PgnWriteOptions.defaults())).get(0)).isEqualTo(game);
    }

    @Test
    void startingCommentsOnMainLineMovesStayOnThem() {
        GameEditor editor = GameEditor.fromArray(classic, 518);
        editor.gameComments().add("the game");
        editor.playSan("e4");
        editor.startingComments().add("before e4");
        editor.playSan("e5");
        editor.startingComments().add("before e5");
        editor.comments().add("after e5");
        editor.playSan("Nf3");
        editor.startingComments().add("before Nf3");
        Game game = editor.toGame();
        String pgn = games.write(game, PgnWriteOptions.defaults());
        assertThat(pgn).contains("{the game} 1. {before e4} e4 1... {before e5} e5 {after e5} 2. {before Nf3} Nf3");
        Game read = games.read(pgn).get(0);
        assertThat(read).isEqualTo(game);
        assertThat(read.moves().get(1).startingComments()).containsExactly("before e5");
    }

    /** Random games from random starts of every variant, with variations, comments, NAGs and tags in any order. */
    @Test
    void randomGamesBuiltWithTheEditorReadBackEqual() {
        Random random = new Random(21);
        String[] texts = {"", " ", "  two  spaces ", "line\nbreak", "[%clk 0:01:02] [%eval 0.35]", "+0.69/29 36s",
                "a long comment ".repeat(9), "ends with a line break\n", "{ open brace", "\n[not a tag]"};
        for (int g = 0; g < 300; g++) {
            ChessRules r = rules[random.nextInt(rules.length)];
            GameEditor editor = GameEditor.fromArray(r, r.randomStartArray(random).number());
            if (random.nextBoolean()) {
                editor.tag("Opening", "o" + g).tag("White", "w").tag("ECO", "A00").tag("Annotator", "a");
            }
            if (random.nextInt(4) == 0) {
                editor.gameComments().add(texts[random.nextInt(texts.length)]);
            }
            int plies = random.nextInt(60);
            for (int p = 0; p < plies; p++) {
                List<Move> legal = r.legalMoves(editor.position());
                if (legal.isEmpty()) {
                    break;
                }
                if (p > 0 && random.nextInt(8) == 0) {
                    editor.back(); // the move played next is a variation, or goes on along the line
                    legal = r.legalMoves(editor.position());
                }
                editor.play(legal.get(random.nextInt(legal.size())));
                if (random.nextInt(5) == 0) {
                    editor.comments().add(texts[random.nextInt(texts.length)]);
                }
                if (random.nextInt(8) == 0) {
                    editor.startingComments().add(texts[random.nextInt(texts.length)]);
                }
                if (random.nextInt(8) == 0) {
                    editor.nags().add(random.nextInt(256));
                }
            }
            if (random.nextInt(3) == 0) {
                editor.result(List.of("1-0", "0-1", "1/2-1/2", "*").get(random.nextInt(4)));
            }
            Game built = editor.toGame();
            PgnWriteOptions options = random.nextBoolean() ? PgnWriteOptions.defaults()
                    : PgnWriteOptions.defaults().withFenFormat(FenFormat.SHREDDER).withChess960Spelling("chess 960");
            String pgn = games.write(built, options);
            RoundTrips.linesFit(pgn, 80, "random game " + g);
            List<Game> read = games.read(pgn);
            assertThat(read).as(pgn).hasSize(1);
            assertThat(read.get(0)).as("random game %d:\n%s", g, pgn).isEqualTo(built).hasSameHashCodeAs(built);
            assertThat(games.write(read.get(0), options)).isEqualTo(pgn);
            Position end = built.finalPosition();
            assertThat(read.get(0).finalPosition().fen()).isEqualTo(end.fen());
        }
    }
}
