package org.rochade.pgn.plugin;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.rochade.games.api.Game;
import org.rochade.games.api.GameNode;
import org.rochade.games.api.PgnWriteOptions;
import org.rochade.games.api.Tag;
import org.rochade.games.api.pgn.ConversionOptions;
import org.rochade.games.api.pgn.GameReport;

/**
 * Comments survive as read: the text between the braces exactly (white space at the ends, runs of
 * spaces, line breaks as LF), written back unwrapped; starting comments stay on their move; tags keep
 * their order after the roster.
 */
class CommentRoundTripTest {
    private final PgnValidatorComponent games = TestRules.validator();

    private static final String ENGINE_GAME = "[Event \"TCEC-like\"]\r\n[Result \"*\"]\r\n[Opening \"x\"]\r\n"
            + "[White \"Engine A\"]\r\n\r\n"
            + "{game  comment} 1. e4 {+0.69/29 36s} e5 {  -0.12/30  41s  } 2. Nf3 {[%eval 0.35] [%clk 0:01:02]"
            + " and then a rather long text that cannot fit on the line} Nc6 {line one\r\n  line two\r\n} 3. {before Bb5}"
            + " Bb5 3... {before a6} {second} a6 ({variation start} 3... Nf6 4. {inside} O-O) 4. Ba4 ; rest of line }\r\n"
            + "Nf6 *\r\n";

    @Test
    void commentTextIsKeptExactlyAndStartingCommentsStayOnTheirMove() {
        Game game = games.read(ENGINE_GAME).get(0);
        assertThat(game.isValid()).as(game.findings().toString()).isTrue();
        assertThat(game.comments()).containsExactly("game  comment");
        List<GameNode> main = game.moves();
        assertThat(main.get(0).comments()).containsExactly("+0.69/29 36s");
        assertThat(main.get(1).comments()).containsExactly("  -0.12/30  41s  ");
        assertThat(main.get(2).comments()).containsExactly("[%eval 0.35] [%clk 0:01:02] and then a rather long text"
                + " that cannot fit on the line");
        assertThat(main.get(3).comments()).containsExactly("line one\n  line two\n");
        assertThat(main.get(4).startingComments()).containsExactly("before Bb5");
        assertThat(main.get(3).comments()).hasSize(1);
        assertThat(main.get(5).startingComments()).containsExactly("before a6", "second");
        assertThat(main.get(5).variations().get(0).get(0).startingComments()).containsExactly("variation start");
        assertThat(main.get(5).variations().get(0).get(1).startingComments()).containsExactly("inside");
        assertThat(main.get(6).comments()).containsExactly(" rest of line }");

        String pgn = games.write(game, PgnWriteOptions.defaults());
        assertThat(pgn).contains("{+0.69/29 36s}", "{  -0.12/30  41s  }",
                "{[%eval 0.35] [%clk 0:01:02] and then a rather long text that cannot fit on the line}",
                "{line one\n  line two\n}", "3. {before Bb5} Bb5 3... {before a6} {second} a6",
                "({variation start} 3... Nf6\n4. {inside} O-O)", ";" + " rest of line }\n");
        RoundTrips.linesFit(pgn, 80, "the engine game");
        Game back = games.read(pgn).get(0);
        assertThat(back).isEqualTo(game);
        assertThat(back.moves().get(4).startingComments()).containsExactly("before Bb5");
        assertThat(games.write(back, PgnWriteOptions.defaults())).isEqualTo(pgn);
    }

    @Test
    void aCommentAfterAMoveNumberThatNoMoveFollowsStaysAComment() {
        Game game = games.read("[Result \"*\"]\n\n1. e4 e5 2. {no move after me} *\n").get(0);
        assertThat(game.moves().get(1).comments()).containsExactly("no move after me");
        Game nag = games.read("[Result \"*\"]\n\n1. e4 2. {x} (1. d4) *\n").get(0);
        assertThat(nag.moves().get(0).comments()).containsExactly("x");
        assertThat(games.read(games.write(game, PgnWriteOptions.defaults())).get(0)).isEqualTo(game);
        assertThat(games.read(games.write(nag, PgnWriteOptions.defaults())).get(0)).isEqualTo(nag);
    }

    @Test
    void tagsKeepTheirOrderAfterTheRosterAndReadBackEqual() {
        String pgn = "[Opening \"first\"]\n[White \"w\"]\n[ECO \"C60\"]\n[Event \"e\"]\n[Annotator \"me\"]\n"
                + "[Result \"1-0\"]\n\n1. e4 1-0\n";
        Game game = games.read(pgn).get(0);
        String written = games.write(game, PgnWriteOptions.defaults());
        assertThat(written).startsWith("""
                [Event "e"]
                [Site "?"]
                [Date "????.??.??"]
                [Round "?"]
                [White "w"]
                [Black "?"]
                [Result "1-0"]
                [Opening "first"]
                [ECO "C60"]
                [Annotator "me"]
                """);
        Game back = games.read(written).get(0);
        assertThat(back).isEqualTo(game).hasSameHashCodeAs(game);
        assertThat(back.tags()).extracting(Tag::name).containsExactly("Event", "Site", "Date", "Round", "White", "Black",
                "Result", "Opening", "ECO", "Annotator");
        // Order among the other tags counts.
        Game swapped = games.read(pgn.replace("[ECO \"C60\"]\n", "").replace("[Annotator \"me\"]\n",
                "[Annotator \"me\"]\n[ECO \"C60\"]\n")).get(0);
        assertThat(swapped).isNotEqualTo(game);
    }

    /**
     * A comment after a game's result is that game's, after its last move, as chessops and
     * python-chess read it: not a starting comment of the next game, and a comment closing the
     * file is no game of its own.
     */
    @Test
    void aCommentAfterTheResultBelongsToTheGameItFollows() throws IOException {
        String pgn = "[Event \"g1\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0 {note on g1}\n\n"
                + "[Event \"g2\"]\n[Result \"*\"]\n\n1. d4 d5 * ; a line comment\n{and a block}\n\n{closing the file}\n";
        List<Game> read = games.read(pgn);
        assertThat(read).hasSize(2);
        assertThat(read.get(0).moves().get(1).comments()).containsExactly("note on g1");
        assertThat(read.get(1).comments()).isEmpty();
        assertThat(read.get(1).moves().get(1).comments()).containsExactly(" a line comment", "and a block", "closing the file");
        assertThat(TestRules.validate(pgn)).extracting(GameReport::line, GameReport::isValid)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(1L, true), org.assertj.core.groups.Tuple.tuple(6L, true));

        ByteArrayOutputStream once = new ByteArrayOutputStream();
        games.convert(new ByteArrayInputStream(pgn.getBytes(StandardCharsets.UTF_8)), ConversionOptions.defaults(), once,
                new ByteArrayOutputStream());
        assertThat(once.toString(StandardCharsets.UTF_8)).contains("1. e4 e5 {note on g1} 1-0");
        ByteArrayOutputStream twice = new ByteArrayOutputStream();
        games.convert(new ByteArrayInputStream(once.toByteArray()), ConversionOptions.defaults(), twice,
                new ByteArrayOutputStream());
        assertThat(twice.toByteArray()).isEqualTo(once.toByteArray());
    }

    @Test
    void convertingTwiceGivesTheSameBytes() throws IOException {
        byte[] input = (ENGINE_GAME + "\n" + ENGINE_GAME.replace("Engine A", "Engine B")).getBytes(StandardCharsets.UTF_8);
        ByteArrayOutputStream once = new ByteArrayOutputStream();
        games.convert(new ByteArrayInputStream(input), ConversionOptions.defaults(), once, new ByteArrayOutputStream());
        ByteArrayOutputStream twice = new ByteArrayOutputStream();
        games.convert(new ByteArrayInputStream(once.toByteArray()), ConversionOptions.defaults(), twice,
                new ByteArrayOutputStream());
        assertThat(once.toString(StandardCharsets.UTF_8)).contains("{line one\n  line two\n}");
        assertThat(twice.toByteArray()).isEqualTo(once.toByteArray());
    }
}
