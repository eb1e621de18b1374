package org.rochade.games.api;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.rochade.rules.api.Color;

/**
 * What a move's comments say as data: the clock, the time the move took and evaluations, read from
 * the commands lichess, ChessBase and python-chess embed ({@code [%clk 1:05:03]},
 * {@code [%emt 0:00:05]}, {@code [%eval 0.35]}, {@code [%eval #-3]}, {@code [%eval 0.35,20]}) and
 * from the note cutechess and XBoard write after an engine's move ({@code +0.69/29 36s},
 * {@code -M12/30 1.2s}, {@code +0.00/11}). Read on request ({@link GameNode#annotations()},
 * {@link GameEditor#annotations()}); {@link GameEditor} writes them back, rewriting only the command
 * it sets. The first one of each kind counts. Each part is null when the comments have none.
 *
 * @param clock            the mover's clock after the move ({@code [%clk]})
 * @param elapsed          the time the move took ({@code [%emt]})
 * @param evaluation       {@code [%eval]}: from White's side, as lichess and ChessBase write it
 * @param engineEvaluation the score and depth of an engine note: from the side that moved (the
 *                         engine's own view), as cutechess and XBoard write it
 * @param engineTime       the time of an engine note, when it has one
 */
public record Annotations(Duration clock, Duration elapsed, Evaluation evaluation, Evaluation engineEvaluation,
                          Duration engineTime) {

    /** Nothing annotated. */
    public static final Annotations NONE = new Annotations(null, null, null, null, null);

    /** What these comments (one move's, in order) say. */
    public static Annotations of(List<String> comments) {
        return CommentCommands.read(comments);
    }

    /** What one comment says. */
    public static Annotations of(String comment) {
        return CommentCommands.read(List.of(comment));
    }

    /** Whether the comments say none of it. */
    public boolean isEmpty() {
        return equals(NONE);
    }

    /**
     * The evaluation from White's side: {@code [%eval]} as written, else the engine note's score
     * turned to White's side when {@code mover} (the side that played the move) is Black.
     */
    public Optional<Evaluation> whiteEvaluation(Color mover) {
        if (evaluation != null) {
            return Optional.of(evaluation);
        }
        if (engineEvaluation == null) {
            return Optional.empty();
        }
        return Optional.of(mover == Color.BLACK ? engineEvaluation.negate() : engineEvaluation);
    }
}
