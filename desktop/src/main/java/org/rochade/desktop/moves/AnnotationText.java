package org.rochade.desktop.moves;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.rochade.games.api.Annotations;
import org.rochade.games.api.Evaluation;
import org.rochade.rules.api.Color;

/**
 * A move's clock, move time and evaluation in words, from the {@link Annotations} games.api reads
 * out of its comments ({@code [%clk]}, {@code [%emt]}, {@code [%eval]}, cutechess's
 * {@code +0.69/29 36s}). Nothing is read from comment text here: this only writes the values.
 * Evaluations are shown from White's side, as {@link Annotations#whiteEvaluation} turns them.
 */
public final class AnnotationText {
    private AnnotationText() {
    }

    /**
     * The short form the move list shows after a move, {@code [1:05:03 +0.35]}; empty when the move
     * has neither a clock nor an evaluation.
     *
     * @param mover the side that played the move
     */
    public static String brief(Annotations annotations, Color mover) {
        List<String> parts = new ArrayList<>(2);
        if (annotations.clock() != null) {
            parts.add(time(annotations.clock()));
        }
        annotations.whiteEvaluation(mover).ifPresent(eval -> parts.add(score(eval)));
        return parts.isEmpty() ? "" : "[" + String.join(" ", parts) + "]";
    }

    /**
     * The long form for the current move: {@code clock 1:05:03 · took 0:00:05 · evaluation +0.35
     * (depth 20) for White}; empty when the comments carry none of it.
     *
     * @param mover the side that played the move
     */
    public static String detail(Annotations annotations, Color mover) {
        List<String> parts = new ArrayList<>(4);
        if (annotations.clock() != null) {
            parts.add((mover == Color.WHITE ? "White's" : "Black's") + " clock " + time(annotations.clock()));
        }
        if (annotations.elapsed() != null) {
            parts.add("move took " + time(annotations.elapsed()));
        }
        Optional<Evaluation> eval = annotations.whiteEvaluation(mover);
        if (eval.isPresent()) {
            Evaluation e = eval.get();
            String depth = e.depth().isPresent() ? ", depth " + e.depth().getAsInt() : "";
            parts.add("evaluation " + score(e) + " (White's view" + depth + ")");
        }
        if (annotations.engineTime() != null) {
            parts.add("engine took " + seconds(annotations.engineTime()));
        }
        return String.join(" \u00b7 ", parts);
    }

    /** A score as players write it: {@code +0.35}, {@code -1.20}, {@code 0.00}, a mate {@code #3} / {@code #-3}. */
    static String score(Evaluation eval) {
        String text = eval.toString();
        return !eval.isMate() && eval.value() > 0 ? "+" + text : text;
    }

    /** {@code h:mm:ss}, tenths when the time has a fraction of a second. */
    static String time(Duration d) {
        long s = d.getSeconds();
        String text = (s / 3600) + ":" + String.format(Locale.ROOT, "%02d:%02d", s / 60 % 60, s % 60);
        int tenths = d.getNano() / 100_000_000;
        return d.getNano() == 0 ? text : text + "." + tenths;
    }

    /** Seconds with one decimal: {@code 1.2 s}, {@code 36 s}. */
    static String seconds(Duration d) {
        long millis = d.toMillis();
        return millis % 1000 == 0 ? (millis / 1000) + " s"
                : String.format(Locale.ROOT, "%.1f s", millis / 1000.0);
    }
}
