package org.rochade.desktop.moves;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;
import org.rochade.desktop.game.GameSession;
import org.rochade.games.api.Annotations;
import org.rochade.games.api.Game;
import org.rochade.games.api.PgnGames;
import org.rochade.rules.api.Color;

/** Clocks and evaluations in words, from what games.api reads out of a game's comments. */
class AnnotationTextTest {
    private static final PgnGames GAMES = ServiceLoader.load(PgnGames.class).findFirst().orElseThrow();

    @Test
    void showsLichessCommandsAndCutechessNotesFromWhitesSide() {
        Game game = GAMES.read("""
                [Event "Engines"]
                [Result "*"]

                1. e4 {[%clk 1:05:03] [%emt 0:00:05] [%eval 0.35,20]} 1... e5 {-0.25/12 1.2s}
                2. Nf3 {[%eval #-3]} 2... Nc6 {+M4/30 36s} 3. Bb5 {a quiet move} *
                """).get(0);
        GameSession session = GameSession.opened(game, game.rules());
        session.forward();
        assertThat(AnnotationText.brief(session.annotations(), Color.WHITE)).isEqualTo("[1:05:03 +0.35]");
        assertThat(AnnotationText.detail(session.annotations(), Color.WHITE)).isEqualTo(
                "White's clock 1:05:03 \u00b7 move took 0:00:05 \u00b7 evaluation +0.35 (White's view, depth 20)");
        session.forward();
        // cutechess scores from the mover's side: Black's -0.25 is +0.25 for White.
        assertThat(AnnotationText.brief(session.annotations(), Color.BLACK)).isEqualTo("[+0.25]");
        assertThat(AnnotationText.detail(session.annotations(), Color.BLACK))
                .isEqualTo("evaluation +0.25 (White's view, depth 12) \u00b7 engine took 1.2 s");
        session.forward();
        assertThat(AnnotationText.brief(session.annotations(), Color.WHITE)).isEqualTo("[#-3]");
        session.forward();
        assertThat(AnnotationText.brief(session.annotations(), Color.BLACK)).isEqualTo("[#-4]");
        assertThat(AnnotationText.detail(session.annotations(), Color.BLACK)).endsWith("engine took 36 s");
        session.forward();
        assertThat(session.annotations().isEmpty()).isTrue();
        assertThat(AnnotationText.brief(session.annotations(), Color.WHITE)).isEmpty();
        assertThat(AnnotationText.detail(session.annotations(), Color.WHITE)).isEmpty();
    }

    @Test
    void writesFractionsOfASecond() {
        assertThat(AnnotationText.brief(Annotations.of(List.of("[%clk 0:00:07.3]")), Color.WHITE)).isEqualTo("[0:00:07.3]");
        assertThat(AnnotationText.brief(Annotations.of("[%eval 0.00]"), Color.BLACK)).isEqualTo("[0.00]");
        assertThat(AnnotationText.brief(Annotations.of("[%eval -1.2]"), Color.BLACK)).isEqualTo("[-1.20]");
    }
}
