package org.rochade.games.api;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
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
        List<GameNode> line = new ArrayList<>();
        for (GameNode n : moves) {
            if (!n.isPlayed()) {
                break;
            }
            line.add(n);
        }
        return line.isEmpty() ? start.position() : positionAfter(line.get(line.size() - 1));
    }

    /**
     * The position after a node's move.
     *
     * @throws IllegalArgumentException when the node is not one of this game's (by identity) or its
     *                                  move, or one before it, was not legal
     */
    public Position positionAfter(GameNode node) {
        Position p = positionBefore(node);
        return play(p, node);
    }

    /**
     * The position before a node's move: the one its move is played from.
     *
     * @throws IllegalArgumentException when the node is not one of this game's (by identity) or a
     *                                  move before it was not legal
     */
    public Position positionBefore(GameNode node) {
        List<GameNode> path = pathTo(node);
        if (path == null) {
            throw new IllegalArgumentException("the node " + node.written() + " is not one of this game's");
        }
        Position p = start.position();
        if (p == null) {
            throw new IllegalArgumentException("the game's start is not known");
        }
        for (int i = 0; i < path.size() - 1; i++) {
            p = play(p, path.get(i));
        }
        return p;
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

    /**
     * The moves played to reach a node, the node last: in each line the nodes before it, and for a
     * variation the moves before the node it replaces. Found by identity, with an explicit stack.
     */
    private List<GameNode> pathTo(GameNode target) {
        // Each entry: a line, how far into it, and the moves played before the line starts.
        record Frame(List<GameNode> line, List<GameNode> before) {
        }
        Deque<Frame> stack = new ArrayDeque<>();
        stack.push(new Frame(moves, List.of()));
        while (!stack.isEmpty()) {
            Frame f = stack.pop();
            List<GameNode> played = new ArrayList<>(f.before());
            for (GameNode n : f.line()) {
                for (List<GameNode> v : n.variations()) {
                    stack.push(new Frame(v, List.copyOf(played)));
                }
                played.add(n);
                if (n == target) {
                    return played;
                }
            }
        }
        return null;
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
