package org.rochade.pgn.plugin.game;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Move;
import org.rochade.games.api.Game;
import org.rochade.games.api.GameNode;
import org.rochade.games.api.MoveEvent;
import org.rochade.games.api.PgnVisitor;
import org.rochade.games.api.Start;
import org.rochade.games.api.Tag;
import org.rochade.games.api.pgn.GameReport;

/**
 * Builds an immutable {@link Game} from the pipeline's events. Comments are placed as chessops and
 * python-chess place them: a comment after a move belongs to that move (also after the move's
 * variations), one at the start of a variation to the variation's first move (its starting
 * comments), one before the first move of the game to the game; and a comment between a move number
 * and its move ({@link PgnVisitor#startingComment}) to that move, as its starting comment. A
 * variation is an alternative to the move before it. Each line is frozen into nodes when it closes,
 * so building needs no recursion.
 */
public final class GameBuilder implements PgnVisitor<Game> {
    private final Function<String, ChessRules> rules;

    private List<Tag> tags;
    private Start start;
    private List<String> comments;
    private String termination;
    /** The open lines, innermost last; the first is the main line. */
    private final ArrayList<Line> lines = new ArrayList<>();

    /** @param rules the rules of a variant id (for the game's positions on demand), or null */
    public GameBuilder(Function<String, ChessRules> rules) {
        this.rules = rules;
    }

    /** A node while its line is open: what comes after its move may still be added. */
    private static final class Draft {
        final String written;
        final String san;
        final String uci;
        final Move move;
        final List<String> startingComments;
        // Made when the first one comes: most moves have none.
        List<String> comments = List.of();
        List<Integer> nags = List.of();
        List<List<GameNode>> variations = List.of();

        Draft(MoveEvent e, List<String> startingComments) {
            this.written = e.written();
            this.san = e.san();
            this.uci = e.uci();
            this.move = e.isPlayed() && !e.isNullMove() ? e.move() : null;
            this.startingComments = startingComments;
        }

        GameNode freeze() {
            return new GameNode(written, san, uci, move, startingComments, comments, nags, variations);
        }
    }

    /** An open line: its nodes so far, and the node its variations hang from when it closes. */
    private static final class Line {
        final List<Draft> drafts = new ArrayList<>();
        /** The node this line is a variation of (null for the main line or an orphan variation). */
        final Draft of;
        List<String> startingComments = List.of();

        Line(Draft of) {
            this.of = of;
        }

        Draft last() {
            return drafts.isEmpty() ? null : drafts.get(drafts.size() - 1);
        }

        List<GameNode> freeze() {
            List<GameNode> nodes = new ArrayList<>(drafts.size());
            for (Draft d : drafts) {
                nodes.add(d.freeze());
            }
            return nodes;
        }
    }

    @Override
    public void beginGame(long number, long line) {
        tags = new ArrayList<>();
        start = null;
        comments = new ArrayList<>(0);
        termination = null;
        lines.clear();
        lines.add(new Line(null));
    }

    @Override
    public void tag(String name, String value, long line, int column) {
        tags.add(new Tag(name, value));
    }

    @Override
    public void start(Start start) {
        this.start = start;
    }

    @Override
    public void comment(String text, long line, int column) {
        Line current = lines.get(lines.size() - 1);
        Draft last = current.last();
        if (last != null) {
            if (last.comments.isEmpty()) {
                last.comments = new ArrayList<>(1);
            }
            last.comments.add(text);
        } else if (lines.size() == 1) {
            comments.add(text);
        } else {
            if (current.startingComments.isEmpty()) {
                current.startingComments = new ArrayList<>(1);
            }
            current.startingComments.add(text);
        }
    }

    @Override
    public void startingComment(String text, long line, int column) {
        Line current = lines.get(lines.size() - 1);
        if (current.startingComments.isEmpty()) {
            current.startingComments = new ArrayList<>(1);
        }
        current.startingComments.add(text);
    }

    @Override
    public void move(MoveEvent move) {
        Line current = lines.get(lines.size() - 1);
        current.drafts.add(new Draft(move, current.startingComments));
        current.startingComments = List.of();
    }

    @Override
    public void nag(int nag, long line, int column) {
        Draft last = lines.get(lines.size() - 1).last();
        if (last != null) { // a NAG before any move of its line annotates nothing (chessops drops it too)
            if (last.nags.isEmpty()) {
                last.nags = new ArrayList<>(1);
            }
            last.nags.add(nag);
        }
    }

    @Override
    public Flow beginVariation(long line, int column) {
        lines.add(new Line(lines.get(lines.size() - 1).last()));
        return Flow.CONTINUE;
    }

    @Override
    public void endVariation() {
        Line closed = lines.remove(lines.size() - 1);
        if (closed.of != null) { // a variation before any move replaces nothing: an error, and dropped
            if (closed.of.variations.isEmpty()) {
                closed.of.variations = new ArrayList<>(1);
            }
            closed.of.variations.add(closed.freeze());
        }
    }

    @Override
    public void outcome(String marker, long line, int column) {
        termination = marker;
    }

    @Override
    public Game endGame(GameReport report) {
        if (start == null) { // the visitor was told to skip (never by this builder)
            start = new Start(report.variant(), null, List.of());
        }
        ChessRules r = start.isKnown() && rules != null ? rules.apply(start.variant()) : null;
        return new Game(tags, start, comments, lines.get(0).freeze(), termination, report, r);
    }
}
