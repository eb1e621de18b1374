package org.rochade.pgn.plugin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.rochade.rules.api.Color;
import org.rochade.games.api.Annotations;
import org.rochade.games.api.Evaluation;
import org.rochade.games.api.Game;
import org.rochade.games.api.GameEditor;
import org.rochade.games.api.GameNode;

/**
 * Clocks, move times and evaluations read from comments as lichess, ChessBase and cutechess write
 * them, and written back by the editor changing nothing but the command it sets.
 */
class AnnotationsTest {
    private final PgnValidatorComponent games = TestRules.validator();

    /** As lichess exports a game with its analysis and clocks. */
    private static final String LICHESS = """
            [Event "Rated Blitz game"]
            [Site "https://lichess.org/aBcDeFgH"]
            [Date "2026.11.20"]
            [White "Host"]
            [Black "Guest"]
            [Result "0-1"]

            1. f3 { [%eval -0.52] [%clk 0:03:00] } 1... e5 { [%eval -0.41] [%clk 0:03:00] } 2. g4?? { (-0.41 → #-1) Blunder. } { [%eval #-1,30] [%clk 0:02:58.3] } 2... Qh4# { [%clk 0:00:07.3] } 0-1
            """;

    /** As ChessBase writes move times, clocks, arrows and prose in one comment. */
    private static final String CHESSBASE = """
            [Event "Club championship"]
            [Site "Rochade"]
            [Date "2026.11.21"]
            [Round "3"]
            [White "Alpha"]
            [Black "Beta"]
            [Result "*"]

            1. e4 {[%emt 0:00:05]} e5 {[%clk 1:29:57] [%emt 0:00:03]} 2. Nf3 {Develops with tempo [%cal Gf3e5,Rd8h4] [%emt 0:01:12]} *
            """;

    /** As cutechess-cli writes engine games (TCEC's archives are such), and XBoard without a time or the "s". */
    private static final String CUTECHESS = """
            [Event "Engine match"]
            [Site "Rochade"]
            [Date "2026.11.22"]
            [Round "1"]
            [White "EngineA"]
            [Black "EngineB"]
            [Result "*"]

            1. e4 {book} e5 {book} 2. Nf3 {+0.69/29 36s} Nc6 {-0.45/31 41s} 3. Bb5 {+M12/30 1.2s, White mates} a6 {-0.22/13 0.1} 4. Ba4 {+0.00/11} Nf6 {1/2 draw offered} *
            """;

    private Game read(String pgn) {
        Game game = games.read(pgn).get(0);
        assertThat(game.isValid()).as(game.findings().toString()).isTrue();
        return game;
    }

    @Test
    void lichessClocksAndEvaluationsIncludingMatesAreRead() {
        List<GameNode> moves = read(LICHESS).moves();
        Annotations f3 = moves.get(0).annotations();
        assertThat(f3.clock()).isEqualTo(Duration.ofMinutes(3));
        assertThat(f3.evaluation()).isEqualTo(Evaluation.centipawns(-52));
        assertThat(f3.evaluation()).hasToString("-0.52");
        Annotations g4 = moves.get(2).annotations();
        assertThat(g4.clock()).isEqualTo(Duration.ofMillis(178_300));
        assertThat(g4.evaluation()).isEqualTo(Evaluation.mate(-1).withDepth(30));
        assertThat(g4.evaluation().isMate()).isTrue();
        assertThat(g4.evaluation()).hasToString("#-1");
        assertThat(g4.elapsed()).isNull();
        assertThat(g4.engineEvaluation()).isNull();
        assertThat(g4.whiteEvaluation(Color.WHITE)).contains(Evaluation.mate(-1).withDepth(30));
        Annotations mate = moves.get(3).annotations();
        assertThat(mate.clock()).isEqualTo(Duration.ofMillis(7_300));
        assertThat(mate.evaluation()).isNull();
        assertThat(mate.whiteEvaluation(Color.BLACK)).isEmpty();
    }

    @Test
    void chessBaseMoveTimesAndClocksAreReadBesideArrowsAndProse() {
        List<GameNode> moves = read(CHESSBASE).moves();
        assertThat(moves.get(0).annotations()).isEqualTo(new Annotations(null, Duration.ofSeconds(5), null, null, null));
        assertThat(moves.get(1).annotations().clock()).isEqualTo(Duration.ofHours(1).plusMinutes(29).plusSeconds(57));
        assertThat(moves.get(1).annotations().elapsed()).isEqualTo(Duration.ofSeconds(3));
        assertThat(moves.get(2).annotations().elapsed()).isEqualTo(Duration.ofSeconds(72));
        assertThat(Annotations.of("no commands at all")).isEqualTo(Annotations.NONE);
        assertThat(Annotations.NONE.isEmpty()).isTrue();
    }

    @Test
    void cutechessScoreDepthAndTimeAreReadFromTheMoversSide() {
        List<GameNode> moves = read(CUTECHESS).moves();
        assertThat(moves.get(0).annotations().isEmpty()).as("book").isTrue();
        Annotations nf3 = moves.get(2).annotations();
        assertThat(nf3.engineEvaluation()).isEqualTo(Evaluation.centipawns(69).withDepth(29));
        assertThat(nf3.engineTime()).isEqualTo(Duration.ofSeconds(36));
        Annotations nc6 = moves.get(3).annotations();
        assertThat(nc6.engineEvaluation()).isEqualTo(Evaluation.centipawns(-45).withDepth(31));
        // Black's -0.45 is +0.45 from White's side.
        assertThat(nc6.whiteEvaluation(Color.BLACK)).contains(Evaluation.centipawns(45).withDepth(31));
        Annotations bb5 = moves.get(4).annotations();
        assertThat(bb5.engineEvaluation()).isEqualTo(new Evaluation(true, 12, OptionalInt.of(30)));
        assertThat(bb5.engineTime()).isEqualTo(Duration.ofMillis(1_200));
        // XBoard: seconds without the "s", or no time at all.
        assertThat(moves.get(5).annotations().engineEvaluation()).isEqualTo(Evaluation.centipawns(-22).withDepth(13));
        assertThat(moves.get(5).annotations().engineTime()).isEqualTo(Duration.ofMillis(100));
        assertThat(moves.get(6).annotations().engineEvaluation()).isEqualTo(Evaluation.centipawns(0).withDepth(11));
        assertThat(moves.get(6).annotations().engineTime()).isNull();
        assertThat(moves.get(7).annotations().isEmpty()).as("1/2 is no score").isTrue();
    }

    @Test
    void theEditorRewritesOnlyTheCommandItSets() {
        GameEditor lichess = GameEditor.fromGame(read(LICHESS));
        forward(lichess, 3); // 2. g4??
        String prose = lichess.comments().get(0);
        String commands = lichess.comments().get(1);
        assertThat(prose.strip()).isEqualTo("(-0.41 → #-1) Blunder.");
        assertThat(commands.strip()).isEqualTo("[%eval #-1,30] [%clk 0:02:58.3]");
        lichess.clock(Duration.ofSeconds(177));
        lichess.evaluation(Evaluation.centipawns(-120).withDepth(24));
        assertThat(lichess.comments()).containsExactly(prose,
                commands.replace("[%eval #-1,30] [%clk 0:02:58.3]", "[%eval -1.20,24] [%clk 0:02:57]"));
        lichess.clock(null); // the command goes with one space beside it
        assertThat(lichess.comments()).containsExactly(prose,
                commands.replace("[%eval #-1,30] [%clk 0:02:58.3]", "[%eval -1.20,24]"));
        lichess.evaluation(null); // a comment left blank goes
        assertThat(lichess.comments()).containsExactly(prose);
        lichess.elapsed(Duration.ofMillis(2_500));
        assertThat(lichess.comments()).containsExactly(prose, "[%emt 0:00:02.5]");
        assertThat(lichess.annotations().elapsed()).isEqualTo(Duration.ofMillis(2_500));

        // A new command goes after the last command of the comment that has one: prose and arrows stay.
        GameEditor chessBase = GameEditor.fromGame(read(CHESSBASE));
        forward(chessBase, 3); // 2. Nf3
        chessBase.clock(Duration.ofMinutes(88)).evaluation(Evaluation.mate(3));
        assertThat(chessBase.comments()).containsExactly(
                "Develops with tempo [%cal Gf3e5,Rd8h4] [%emt 0:01:12] [%clk 1:28:00] [%eval #3]");

        // An engine note is rewritten in place, or is a comment of its own before the others.
        GameEditor engine = GameEditor.fromGame(read(CUTECHESS));
        forward(engine, 4); // 2... Nc6 {-0.45/31 41s}
        engine.engineEvaluation(Evaluation.mate(-7).withDepth(40), Duration.ofMillis(1_250));
        assertThat(engine.comments()).containsExactly("-M7/40 1.25s");
        assertThat(engine.annotations().engineEvaluation()).isEqualTo(Evaluation.mate(-7).withDepth(40));
        engine.back();
        engine.back(); // 1... e5 {book}
        engine.engineEvaluation(Evaluation.centipawns(5).withDepth(1), null);
        assertThat(engine.comments()).containsExactly("+0.05/1", "book");
        engine.engineEvaluation(null, null);
        assertThat(engine.comments()).containsExactly("book");
        assertThatThrownBy(() -> engine.engineEvaluation(Evaluation.centipawns(5), null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("has a depth");
        engine.back();
        engine.back();
        assertThatThrownBy(() -> engine.clock(Duration.ZERO)).isInstanceOf(IllegalStateException.class);
    }

    private static void forward(GameEditor editor, int moves) {
        for (int i = 0; i < moves; i++) {
            assertThat(editor.forward()).isTrue();
        }
    }

    @Test
    void annotationsSurviveWritingAndReadingBack() {
        GameEditor editor = GameEditor.fromGame(read(LICHESS));
        editor.goTo(editor.root().end());
        editor.clock(Duration.ofMillis(6_900)).elapsed(Duration.ofMillis(400));
        Game edited = editor.toGame();
        Game back = read(games.write(edited, org.rochade.games.api.PgnWriteOptions.defaults()));
        GameNode last = back.moves().get(3);
        assertThat(last.san()).isEqualTo("Qh4#");
        assertThat(last.annotations()).isEqualTo(edited.moves().get(3).annotations());
        assertThat(last.annotations().clock()).isEqualTo(Duration.ofMillis(6_900));
        assertThat(last.annotations().elapsed()).isEqualTo(Duration.ofMillis(400));
        assertThat(back.moves().get(2).annotations().evaluation()).isEqualTo(Evaluation.mate(-1).withDepth(30));
    }
}
