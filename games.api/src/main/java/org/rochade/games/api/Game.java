package org.rochade.games.api;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Objects;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Move;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.Variant;
import org.rochade.games.api.pgn.Finding;
import org.rochade.games.api.pgn.GameReport;
import org.rochade.games.api.pgn.TagNames;

/**
 * A game, immutable and safe to share between threads: its tags in input order (a name given twice
 * twice), its start, the comments before the first move, the move tree, the termination marker, and
 * what validating it found. Positions are worked out on demand from the start and the moves, with
 * the rules the game was read or played with.
 *
 * <p>Made by {@link PgnGames} (reading PGN) or {@link GameEditor#toGame()}; written as PGN with
 * {@link PgnGames#write}, and read back it is equal to the game written. Two games are equal when
 * their tags, start, comments, move trees and termination markers are (not their reports):
 * <ul>
 * <li>tags as PGN export format writes them ({@link ExportTags}): the Seven Tag Roster in its order
 *     (a missing one as its placeholder), then the others in their order;</li>
 * <li>the Variant, SetUp and FEN tags as the start they describe, not as spelt: a game a host
 *     played has none, the PGN written from it has them, in the spelling and FEN flavour the writer
 *     was asked for, and both are the same game (Chess960 and dfrc starts, whose rules are the same,
 *     are the same start when their positions are: a dfrc game is written as a Chess960 one);</li>
 * <li>comments exactly, character for character;</li>
 * <li>the termination marker, a missing one (a game cut short) as {@code *}, which the writer
 *     writes for it.</li>
 * </ul>
 *
 * <p><b>Comment text.</b> A comment is the text between its braces exactly as in the file (or after
 * ';' up to the line end): white space at its ends, runs of spaces and line breaks are kept, each
 * line end as one LF whatever the file used. The writer writes it back as it is, never re-wrapped,
 * so a comment's own lines may run past the export format's 80 columns, and a {@code [%clk ...]}
 * command is never broken. A comment after a move belongs to that move; one before the first move to
 * the game; one between a move number and its move ({@code 12. {text} Nf3}), or at the start of a
 * variation, is that move's starting comment.
 */
public final class Game {
    private final List<Tag> tags;
    private final Start start;
    private final List<String> comments;
    private final List<GameNode> moves;
    private final String termination;
    private final GameReport report;
    private final ChessRules rules;
    /** Guards {@link #positions}: a game is shared between threads, its positions are worked out on demand. */
    private final Object positionsLock = new Object();
    private Positions positions;

    /**
     * @param rules       the rules the moves were played with (for positions on demand), null when
     *                    the start is not known
     * @param termination the termination marker (1-0, 0-1, 1/2-1/2, *), or null when the game has none
     * @param report      what validating the game found
     */
    public Game(List<Tag> tags, Start start, List<String> comments, List<GameNode> moves, String termination,
                GameReport report, ChessRules rules) {
        this.tags = List.copyOf(tags);
        this.start = Objects.requireNonNull(start, "start");
        this.comments = List.copyOf(comments);
        this.moves = List.copyOf(moves);
        this.termination = termination;
        this.report = Objects.requireNonNull(report, "report");
        this.rules = rules;
    }

    /** The tag pairs in input order. */
    public List<Tag> tags() {
        return tags;
    }

    /** The value of the first tag with this name (ignoring case, as PGN readers do), or null. */
    public String tag(String name) {
        for (Tag t : tags) {
            if (TagNames.same(t.name(), name)) {
                return t.value();
            }
        }
        return null;
    }

    public Start start() {
        return start;
    }

    /** Comments before the first move. */
    public List<String> comments() {
        return comments;
    }

    /** The main line; each node holds its variations. */
    public List<GameNode> moves() {
        return moves;
    }

    /** The termination marker, or null when the game has none (a game cut short). */
    public String termination() {
        return termination;
    }

    /** The result: the Result tag when it is a result, else the termination marker, else "*". */
    public String result() {
        String tag = tag("Result");
        if (tag != null && (tag.equals("1-0") || tag.equals("0-1") || tag.equals("1/2-1/2") || tag.equals("*"))) {
            return tag;
        }
        return termination == null ? "*" : termination;
    }

    /** What validating the game found (for a game a host played: valid, no findings). */
    public GameReport report() {
        return report;
    }

    public List<Finding> findings() {
        return report.findings();
    }

    public boolean isValid() {
        return report.isValid();
    }

    /** The rules of the game's variant, or null when its start is not known. */
    public ChessRules rules() {
        return rules;
    }

    /** The position at the end of the main line (after its last legal move). */
    public Position finalPosition() {
        GameNode last = null;
        for (GameNode n : moves) {
            if (!n.isPlayed()) {
                break;
            }
            last = n;
        }
        return last == null ? start.position() : positionAfter(last);
    }

    /**
     * The position after a node's move. Positions are worked out once and kept with the game (an
     * index of the tree is made on the first call): asking for every node in any order replays each
     * move once, and a node asked again costs a look-up.
     *
     * @throws IllegalArgumentException when the node is not one of this game's (by identity) or its
     *                                  move, or one before it, was not legal
     */
    public Position positionAfter(GameNode node) {
        synchronized (positionsLock) {
            Positions p = positions();
            if (!p.previous.containsKey(node)) {
                throw new IllegalArgumentException("the node " + node.written() + " is not one of this game's");
            }
            Position cached = p.after.get(node);
            if (cached != null) {
                return cached;
            }
            // Back to the nearest node whose position is known (or the start), then forward.
            Deque<GameNode> path = new ArrayDeque<>();
            GameNode n = node;
            Position from = null;
            while (n != null) {
                from = p.after.get(n);
                if (from != null) {
                    break;
                }
                path.push(n);
                n = p.previous.get(n);
            }
            if (from == null) {
                from = start.position();
                if (from == null) {
                    throw new IllegalArgumentException("the game's start is not known");
                }
            }
            while (!path.isEmpty()) {
                GameNode next = path.pop();
                from = play(from, next);
                p.after.put(next, from);
            }
            return from;
        }
    }

    /**
     * The position before a node's move: the one its move is played from.
     *
     * @throws IllegalArgumentException when the node is not one of this game's (by identity) or a
     *                                  move before it was not legal
     */
    public Position positionBefore(GameNode node) {
        GameNode previous;
        synchronized (positionsLock) {
            Positions p = positions();
            if (!p.previous.containsKey(node)) {
                throw new IllegalArgumentException("the node " + node.written() + " is not one of this game's");
            }
            previous = p.previous.get(node);
        }
        if (previous != null) {
            return positionAfter(previous);
        }
        if (start.position() == null) {
            throw new IllegalArgumentException("the game's start is not known");
        }
        return start.position();
    }

    /**
     * The node whose move is played just before this one's (the node before it on its line, or for
     * the first move of a variation the one before the move it replaces), or null for a first move.
     *
     * @throws IllegalArgumentException when the node is not one of this game's (by identity)
     * @since 1.1.0
     */
    public GameNode previous(GameNode node) {
        synchronized (positionsLock) {
            Positions p = positions();
            if (!p.previous.containsKey(node)) {
                throw new IllegalArgumentException("the node " + node.written() + " is not one of this game's");
            }
            return p.previous.get(node);
        }
    }

    private Position play(Position p, GameNode node) {
        if (!node.isPlayed()) {
            throw new IllegalArgumentException("the move " + node.written() + " was not legal");
        }
        Move move = node.move();
        if (move == null) {
            return NullMoves.after(rules, p);
        }
        return rules.play(p, move);
    }

    /** The game's tree by identity: each node's previous node, and the positions worked out so far. */
    private static final class Positions {
        final IdentityHashMap<GameNode, GameNode> previous = new IdentityHashMap<>();
        final IdentityHashMap<GameNode, Position> after = new IdentityHashMap<>();
    }

    /** The index, made on first use in one pass over the tree (an explicit stack, no recursion). */
    private Positions positions() {
        if (positions == null) {
            Positions p = new Positions();
            record Line(List<GameNode> nodes, GameNode before) {
            }
            Deque<Line> stack = new ArrayDeque<>();
            stack.push(new Line(moves, null));
            while (!stack.isEmpty()) {
                Line line = stack.pop();
                GameNode before = line.before();
                for (GameNode n : line.nodes()) {
                    p.previous.put(n, before);
                    for (List<GameNode> v : n.variations()) {
                        stack.push(new Line(v, before));
                    }
                    before = n;
                }
            }
            positions = p;
        }
        return positions;
    }

    /**
     * The moves as a player reads them, on one line: move numbers, SAN as Rochade writes it (as
     * written for a move that was not legal), NAGs $1..$6 as !, ?, !!, ??, !?, ?! and others as
     * {@code $n}, variations in parentheses, then the termination marker. With {@code comments},
     * comments in braces where they stand (the game's before the first move), else none.
     *
     * @since 1.1.0
     */
    public String moveList(boolean comments) {
        return accept(new MoveListText(comments));
    }

    /**
     * Hands the game to a visitor as the PGN reader would: tags, start, comments, moves with their
     * comments, NAGs and variations, the termination marker, and the report.
     */
    public <R> R accept(PgnVisitor<R> visitor) {
        return new GameWalk<>(this, visitor).run();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Game g && ExportTags.of(tags, termination).equals(ExportTags.of(g.tags, g.termination))
                && sameStart(start, g.start) && comments.equals(g.comments) && moves.equals(g.moves)
                && writtenTermination().equals(g.writtenTermination());
    }

    @Override
    public int hashCode() {
        return Objects.hash(ExportTags.of(tags, termination), start.fen(), comments, moves.size(), writtenTermination());
    }

    /**
     * Whether two starts are the same start under the same rules. Chess960's rules are dfrc's, and
     * a dfrc game is written as a Chess960 game: read back, a start whose arrays mirror (or a set-up
     * position) is Chess960's, and a position with arrays that differ is dfrc's whatever rules
     * played it. So in that family the position decides (its arrays follow from it).
     */
    private static boolean sameStart(Start a, Start b) {
        if (a.equals(b)) {
            return true;
        }
        return chess960Family(a) && chess960Family(b) && a.fen() != null && a.fen().equals(b.fen());
    }

    private static boolean chess960Family(Start s) {
        return s.variant().equals(Variant.CHESS960.id()) || s.variant().equals(Variant.DFRC.id());
    }

    /** The termination marker as written: a game cut short without one is written with "*". */
    private String writtenTermination() {
        return termination == null ? "*" : termination;
    }

    @Override
    public String toString() {
        return "Game" + tags + " " + start + ", " + moves.size() + " moves, " + termination;
    }
}
