package org.rochade.pgn.plugin.game;

import java.util.ArrayList;
import java.util.Arrays;
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
 * variation is an alternative to the move before it. A move becomes its node when the next move of
 * its line comes or the line closes (until then comments, NAGs and variations may still be added
 * to it), and a line becomes its list of nodes when it closes, so building needs no recursion.
 *
 * <p>One builder reads the games of an input one after another (a {@link PgnVisitor} is called for
 * one game at a time): its scratch (the open lines' nodes, the tags) is kept from game to game, so
 * a game costs its nodes and their lists, made once each at their final size, not the growing and
 * copying of lists per game. A game made is immutable and shares nothing with the builder.
 */
public final class GameBuilder implements PgnVisitor<Game> {
    private Function<String, ChessRules> rules;

    private final ArrayList<Tag> tags = new ArrayList<>();
    private Start start;
    private List<String> comments;
    private String termination;
    /** The open lines, innermost at {@code depth}; the first is the main line. Kept from game to game. */
    private Line[] lines = {new Line()};
    private int depth;

    /** @param rules the rules of a variant id (for the game's positions on demand), or null */
    public GameBuilder(Function<String, ChessRules> rules) {
        this.rules = rules;
    }

    /**
     * This builder for the next games, whose positions on demand take their rules from {@code rules}
     * (a game keeps the rules it was read with).
     *
     * @return this builder
     */
    public GameBuilder withRules(Function<String, ChessRules> rules) {
        this.rules = rules;
        return this;
    }

    /**
     * An open line: the nodes made so far, and its last move while what follows that move (comments,
     * NAGs, variations) may still be added; that move becomes a node when the next one comes or the
     * line closes.
     */
    private static final class Line {
        private GameNode[] nodes = new GameNode[64];
        private int size;
        /** Whether the line has a last move (the fields below) not yet made a node. */
        boolean open;
        /** Whether the line this one is a variation of had a move then (else the variation is dropped). */
        boolean ofMove;
        /** Comments at the start of the line, or between a move number and its move, for the next move. */
        List<String> startingComments = List.of();

        // The last move. Its lists are made when the first element comes: most moves have none.
        private String written;
        private String san;
        private String uci;
        private Move move;
        private List<String> moveStartingComments;
        List<String> comments;
        List<Integer> nags;
        List<List<GameNode>> variations;

        /** Empty, for a line that starts; nothing of a line left open before is kept alive. */
        void reset(boolean ofMove) {
            Arrays.fill(nodes, 0, size, null);
            size = 0;
            forgetMove();
            this.ofMove = ofMove;
            startingComments = List.of();
        }

        private void forgetMove() {
            open = false;
            written = san = uci = null;
            move = null;
            moveStartingComments = comments = null;
            nags = null;
            variations = null;
        }

        /** A move: the one before it becomes its node. */
        void move(MoveEvent e) {
            if (open) {
                add(node());
            }
            written = e.written();
            san = e.san();
            uci = e.uci();
            move = e.isPlayed() && !e.isNullMove() ? e.move() : null;
            moveStartingComments = startingComments;
            startingComments = List.of();
            comments = List.of();
            nags = List.of();
            variations = List.of();
            open = true;
        }

        private GameNode node() {
            return new GameNode(written, san, uci, move, moveStartingComments, comments, nags, variations);
        }

        private void add(GameNode node) {
            if (size == nodes.length) {
                nodes = Arrays.copyOf(nodes, size * 2);
            }
            nodes[size++] = node;
        }

        /** The line's nodes: its last move made a node too; no reference to them is kept. */
        List<GameNode> close() {
            if (open) {
                add(node());
                forgetMove(); // the game is the host's: the scratch keeps nothing of it alive
            }
            List<GameNode> line = List.of(Arrays.copyOf(nodes, size));
            Arrays.fill(nodes, 0, size, null);
            size = 0;
            return line;
        }
    }

    /** A text appended to a list made as {@code List.of()}: one element as List.of(text), then an ArrayList. */
    private static <T> List<T> plus(List<T> list, T item) {
        if (list.isEmpty()) {
            return List.of(item);
        }
        List<T> more = list.size() == 1 ? new ArrayList<>(list) : list;
        more.add(item);
        return more;
    }

    private Line current() {
        return lines[depth];
    }

    @Override
    public void beginGame(long number, long line) {
        tags.clear();
        start = null;
        comments = List.of();
        termination = null;
        depth = 0;
        lines[0].reset(false);
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
        Line current = current();
        if (current.open) {
            current.comments = plus(current.comments, text);
        } else if (depth == 0) {
            comments = plus(comments, text);
        } else {
            current.startingComments = plus(current.startingComments, text);
        }
    }

    @Override
    public void startingComment(String text, long line, int column) {
        Line current = current();
        current.startingComments = plus(current.startingComments, text);
    }

    @Override
    public void move(MoveEvent move) {
        current().move(move);
    }

    @Override
    public void nag(int nag, long line, int column) {
        Line current = current();
        if (current.open) { // a NAG before any move of its line annotates nothing (chessops drops it too)
            current.nags = plus(current.nags, nag);
        }
    }

    @Override
    public Flow beginVariation(long line, int column) {
        boolean ofMove = current().open;
        if (++depth == lines.length) {
            lines = Arrays.copyOf(lines, depth * 2);
        }
        if (lines[depth] == null) {
            lines[depth] = new Line();
        }
        lines[depth].reset(ofMove);
        return Flow.CONTINUE;
    }

    @Override
    public void endVariation() {
        Line closed = lines[depth--];
        List<GameNode> variation = closed.close();
        if (closed.ofMove) { // a variation before any move replaces nothing: an error, and dropped
            Line of = current();
            of.variations = plus(of.variations, variation);
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
        depth = 0; // a variation never closed (never from the checker, which closes each) is dropped
        return new Game(tags, start, comments, lines[0].close(), termination, report, r);
    }
}
