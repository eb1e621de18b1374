package org.rochade.games.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.rochade.games.api.CommentCommands.Command;

/** Commands in comments: their text as written, and rewriting one without touching the rest. */
class CommentCommandsTest {

    @Test
    void timesAreWrittenAsHoursMinutesSecondsWithTheFractionThereIs() {
        assertThat(CommentCommands.clockText(Duration.ZERO)).isEqualTo("0:00:00");
        assertThat(CommentCommands.clockText(Duration.ofMillis(7_300))).isEqualTo("0:00:07.3");
        assertThat(CommentCommands.clockText(Duration.ofHours(12).plusMinutes(3).plusSeconds(4).plusNanos(50_000_000)))
                .isEqualTo("12:03:04.05");
        assertThat(CommentCommands.secondsText(Duration.ofMillis(36_000))).isEqualTo("36");
        assertThat(CommentCommands.secondsText(Duration.ofMillis(28))).isEqualTo("0.028");
    }

    @Test
    void everyWrittenCommandReadsBackAsItsValue() {
        for (Duration d : List.of(Duration.ZERO, Duration.ofMillis(7_300), Duration.ofHours(100).plusSeconds(59))) {
            assertThat(Annotations.of(CommentCommands.command(Command.CLOCK, d)).clock()).isEqualTo(d);
            assertThat(Annotations.of(CommentCommands.command(Command.ELAPSED, d)).elapsed()).isEqualTo(d);
        }
        for (Evaluation e : List.of(Evaluation.centipawns(0), Evaluation.centipawns(-5), Evaluation.centipawns(1234),
                Evaluation.mate(3), Evaluation.mate(-12).withDepth(40), Evaluation.centipawns(-99).withDepth(0))) {
            assertThat(Annotations.of(CommentCommands.evalCommand(e)).evaluation()).isEqualTo(e);
            Evaluation withDepth = e.depth().isPresent() ? e : e.withDepth(20);
            assertThat(Annotations.of(CommentCommands.engineNote(withDepth, Duration.ofMillis(1_500))).engineEvaluation())
                    .isEqualTo(withDepth);
        }
        assertThat(CommentCommands.evalCommand(Evaluation.centipawns(-5))).isEqualTo("[%eval -0.05]");
        assertThat(CommentCommands.engineNote(Evaluation.centipawns(0).withDepth(11), null)).isEqualTo("+0.00/11");
    }

    @Test
    void pawnsAreReadAsWrittenAndRounded() {
        assertThat(Annotations.of("[%eval 3]").evaluation()).isEqualTo(Evaluation.centipawns(300));
        assertThat(Annotations.of("[%eval -.5]").evaluation()).isEqualTo(Evaluation.centipawns(-50));
        assertThat(Annotations.of("[%eval +0.355]").evaluation()).isEqualTo(Evaluation.centipawns(36));
        assertThat(Annotations.of("[%eval #+4]").evaluation()).isEqualTo(Evaluation.mate(4));
        assertThat(Annotations.of("[%eval abc]").evaluation()).isNull();
        assertThat(Annotations.of("[%clk 1:2]").clock()).isNull();
    }

    @Test
    void removingACommandTakesOneSpaceBesideItAndABlankCommentGoes() {
        List<String> comments = new ArrayList<>(List.of("a [%clk 0:01:00] b", "[%emt 0:00:01]", "  +0.10/5 1s rest"));
        CommentCommands.put(comments, Command.CLOCK, null);
        CommentCommands.put(comments, Command.ELAPSED, null);
        assertThat(comments).containsExactly("a b", "  +0.10/5 1s rest");
        CommentCommands.put(comments, Command.ENGINE, "-0.20/6 2s");
        assertThat(comments).containsExactly("a b", "  -0.20/6 2s rest");
        CommentCommands.put(comments, Command.ENGINE, null);
        assertThat(comments).containsExactly("a b", "  rest");
        CommentCommands.put(comments, Command.CLOCK, null); // nothing to take out: nothing changes
        assertThat(comments).containsExactly("a b", "  rest");
    }
}
