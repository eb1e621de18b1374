package org.rochade.games.api;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.rochade.rules.api.CastlingSide;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Color;
import org.rochade.rules.api.FenFormat;
import org.rochade.rules.api.GameStatus;
import org.rochade.rules.api.Move;
import org.rochade.rules.api.MoveLookup;
import org.rochade.rules.api.PieceType;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.RulesException;
import org.rochade.rules.api.Square;
import org.rochade.rules.api.StartArray;
import org.rochade.rules.api.StartVerdict;
import org.rochade.games.api.pgn.Castlings;
import org.rochade.games.api.pgn.Finding;
import org.rochade.games.api.pgn.FindingKind;
import org.rochade.games.api.pgn.GameReport;
import org.rochade.games.api.pgn.TagNames;

/**
 * A game a host builds and plays: a move tree with a current move, like a GUI's notation pane.
 * Playing a move at the current move goes on along the line when that move is already its
 * continuation, and otherwise adds it (a new continuation, or a variation when the line goes on
 * with another move). The status over the game's own history (threefold repetition claimable,
 * fivefold, 50 and 75 moves, dead position) needs no list of positions from the host. Moves are
 * played by SAN, by UCI, from squares as a GUI gets them, or as {@link Move}s.
 * {@link #toGame()} gives the immutable {@link Game}, which {@link PgnGames#write} writes as PGN;
 * {@link #fromGame} opens one to edit.
 *
 * <p>The tree is made of {@link Node}s, handles a host keeps (for the moves of its notation pane,
 * say): {@link #root()} is the start, {@link #current()} the current move, {@link #goTo} jumps to
 * any node, {@link #enter} into a continuation. A move's continuations are the moves played from
 * the position after it: the first is its main continuation, the others the variations that branch
 * there. The variation a move is in is the innermost line in parentheses that holds it, in PGN's
 * terms: from the nearest move at or before it that is not its parent's main continuation.
 * {@link #promote}, {@link #demote}, {@link #promoteToMainLine} and {@link #removeVariation} reorder
 * and remove such lines.
 *
 * <p>Mutable and not thread-safe: one thread at a time (the games it makes are immutable).
 */
public final class GameEditor {
    private final ChessRules rules;
    private final Start start;
    private final Map<String, String> tags = new LinkedHashMap<>();
    /** The start: its continuations are the first moves, its comments the game's. */
    private final Node root;
    private Node current;
    private String result;

    /**
     * One move of an editor's tree, or its start ({@link GameEditor#root()}): a handle to keep and to
     * hand back to {@link GameEditor#goTo}. Its parent, ply, move and positions never change; its
     * continuations, comments and NAGs change as the editor edits (the lists it returns are
     * read-only views or copies). A node removed from the tree stays readable but is no longer
     * {@link #isInTree() in the tree}. Identity is equality: two equal moves in two places are two
     * nodes.
     */
    public static final class Node {
        private final GameEditor editor;
        private final Node parent;
        private final int ply;
        private final Move move;
        private final String san;
        private final String uci;
        private final Position after;
        private final List<Node> children = new ArrayList<>(1);
        private final List<String> startingComments = newComments();
        private final List<String> comments = newComments();
        private final List<Integer> nags = new CheckedList<>(PgnText::checkNag);

        private Node(GameEditor editor, Node parent, Move move, String san, String uci, Position after) {
            this.editor = editor;
            this.parent = parent;
            this.ply = parent == null ? 0 : parent.ply + 1;
            this.move = move;
            this.san = san;
            this.uci = uci;
            this.after = after;
        }

        /** The node before this one (the move this one is played after), or null for the start. */
        public Node parent() {
            return parent;
        }

        /** Whether this is the start of the game, before any move. */
        public boolean isStart() {
            return parent == null;
        }

        /** Half-moves from the start: 0 at the start, 1 for a first move, also in a variation. */
        public int ply() {
            return ply;
        }

        /** The move, or null at the start and for a null move. */
        public Move move() {
            return move;
        }

        /** The move in SAN as Rochade writes it, {@code "--"} for a null move, null at the start. */
        public String san() {
            return san;
        }

        /** The move in UCI (the variant's default castling encoding), {@code "0000"} for a null move, null at the start. */
        public String uci() {
            return uci;
        }

        /** Whether this is a null move (the side to move passed). */
        public boolean isNullMove() {
            return parent != null && move == null;
        }

        /** The side that played the move, or null at the start. */
        public Color mover() {
            return parent == null ? null : parent.after.sideToMove();
        }

        /** The position after the move (at the start: the start position). */
        public Position position() {
            return after;
        }

        /** The position the move was played from, or null at the start. */
        public Position positionBefore() {
            return parent == null ? null : parent.after;
        }

        /**
         * The moves played from the position after this one, as they are now: the main
         * continuation first, then the variations that branch here, in order.
         */
        public List<Node> continuations() {
            return List.copyOf(children);
        }

        /** The main continuation, or null at the end of a line. */
        public Node next() {
            return children.isEmpty() ? null : children.get(0);
        }

        /** The last move of this line: main continuations followed from here (this node at the end of its line). */
        public Node end() {
            Node n = this;
            while (!n.children.isEmpty()) {
                n = n.children.get(0);
            }
            return n;
        }

        /** Whether the move is on the game's main line (each move up to it its parent's main continuation). */
        public boolean isMainLine() {
            return GameEditor.variationOf(this) == null;
        }

        /** Whether the node is still in its editor's tree (not removed with its line). */
        public boolean isInTree() {
            Node n = this;
            while (n.parent != null) {
                if (!n.parent.children.contains(n)) {
                    return false;
                }
                n = n.parent;
            }
            return n == editor.root;
        }

        /** The comments after the move, read-only (at the start: the game's comments before the first move). */
        public List<String> comments() {
            return Collections.unmodifiableList(comments);
        }

        /** The comments before the move, where a variation opens; read-only. */
        public List<String> startingComments() {
            return Collections.unmodifiableList(startingComments);
        }

        /** The NAGs of the move, read-only. */
        public List<Integer> nags() {
            return Collections.unmodifiableList(nags);
        }

        /** The clock, move time and evaluations the comments after the move carry. */
        public Annotations annotations() {
            return comments.isEmpty() ? Annotations.NONE : Annotations.of(comments);
        }

        /** The move as a move list shows it: {@code "12. Nf3"}, {@code "12... Nf6"}; {@code "start"} at the start. */
        @Override
        public String toString() {
            if (parent == null) {
                return "start";
            }
            Position before = parent.after;
            return before.fullmoveNumber() + (before.sideToMove() == Color.WHITE ? ". " : "... ") + san;
        }
    }

    private GameEditor(ChessRules rules, Start start, boolean roster) {
        this.rules = Objects.requireNonNull(rules, "rules");
        this.start = start;
        this.root = new Node(this, null, null, null, null, start.position());
        this.current = root;
        if (roster) {
            for (String name : GameReport.ROSTER) {
                tags.put(name, name.equals("Date") ? "????.??.??" : name.equals("Result") ? "*" : "?");
            }
        }
    }

    /** Comments as the editor keeps them: refusing what a PGN comment cannot hold. */
    private static List<String> newComments() {
        return new CheckedList<>(PgnText::checkComment);
    }

    private GameEditor(ChessRules rules, Position position, List<Integer> sp) {
        this(rules, new Start(rules.variant().id(), position, sp), true);
    }

    /**
     * A game from a start array, by the variant's own number (SP for Chess960, 1..168 for Fischer168,
     * {@code sp * 960 + spBlack} for dfrc, whose start records both arrays).
     */
    public static GameEditor fromArray(ChessRules rules, int number) {
        StartArray array = rules.startArray(number);
        return new GameEditor(rules, rules.startPosition(array), arrays(array));
    }

    /** The start's arrays as {@link Start#sp()} lists them: White's and Black's for dfrc, else one. */
    private static List<Integer> arrays(StartArray array) {
        return array.variant().mirrored() ? List.of(array.sp()) : List.of(array.sp(), array.spBlack());
    }

    /**
     * A game from a FEN (any castling notation).
     *
     * @throws org.rochade.rules.api.FenException when the FEN is not a legal position
     */
    public static GameEditor fromFen(ChessRules rules, String fen) {
        return fromPosition(rules, rules.fromFen(fen));
    }

    /**
     * A game from a position of these rules; a start array's position knows its number (a dfrc
     * pair's, both arrays).
     */
    public static GameEditor fromPosition(ChessRules rules, Position position) {
        StartVerdict verdict = rules.checkStart(position.fen(FenFormat.SHREDDER));
        List<Integer> sp = verdict.isLegal() && position.fullmoveNumber() == 1 && position.sideToMove() == Color.WHITE
                ? arrays(verdict.start().get()) : List.of();
        return new GameEditor(rules, position, sp);
    }

    /**
     * A game opened to edit: its tags in order (a name given twice counts once, with its first
     * value), its start (both arrays of a Double Fischer Random game), its comments, the whole move
     * tree with comments, NAGs and variations, and its termination marker as the result. The current
     * move is the start. {@link #toGame()} gives an equal game back while nothing is edited, but for
     * what an editor cannot hold: a tag name given twice comes back once, and the Result tag is the
     * termination marker's result (a game read with a Result tag that disagrees with it comes back
     * with the marker's).
     *
     * @throws IllegalArgumentException when the game's start is not known or a move of it was not
     *                                  legal (only games whose moves were all played can be edited)
     * @since 1.1.0
     */
    public static GameEditor fromGame(Game game) {
        if (game.rules() == null || !game.start().isKnown()) {
            throw new IllegalArgumentException("the game's start is not known, so it cannot be edited");
        }
        GameEditor editor = new GameEditor(game.rules(), game.start(), false);
        for (Tag t : game.tags()) {
            editor.tags.putIfAbsent(t.name(), t.value());
        }
        editor.root.comments.addAll(game.comments());
        editor.result = game.termination();
        // Each line with the node it starts from, first in first out: a node's variations are
        // queued right after it is added, so its parent's continuations keep their order.
        record Line(Node from, List<GameNode> nodes) {
        }
        Deque<Line> lines = new ArrayDeque<>();
        lines.add(new Line(editor.root, game.moves()));
        while (!lines.isEmpty()) {
            Line line = lines.poll();
            Node parent = line.from();
            for (GameNode n : line.nodes()) {
                Node child = editor.copy(parent, n);
                for (List<GameNode> variation : n.variations()) {
                    lines.add(new Line(parent, variation));
                }
                parent = child;
            }
        }
        return editor;
    }

    /** A node of an immutable game as a new continuation of {@code parent}. */
    private Node copy(Node parent, GameNode n) {
        if (!n.isPlayed()) {
            throw new IllegalArgumentException("the move " + n.written() + " after " + parent
                    + " was not legal, so the game cannot be edited");
        }
        Position after = n.move() == null ? NullMoves.after(rules, parent.after) : rules.play(parent.after, n.move());
        Node node = new Node(this, parent, n.move(), n.san(), n.uci(), after);
        node.startingComments.addAll(n.startingComments());
        node.comments.addAll(n.comments());
        node.nags.addAll(n.nags());
        parent.children.add(node);
        return node;
    }

    public ChessRules rules() {
        return rules;
    }

    public Start start() {
        return start;
    }

    // ---- tags and comments -----------------------------------------------------------------

    /**
     * Sets a tag (the Seven Tag Roster is there from the start, with the standard's placeholders). A
     * tag of the same name in another case is replaced in its place. Setting Result is
     * {@link #result(String)}.
     *
     * @throws IllegalArgumentException when the name is not a PGN symbol (a letter or digit, then
     *                                  letters, digits and {@code _+#=:-}), the value holds a line
     *                                  end, or a Result is not a result; the message names the value
     */
    public GameEditor tag(String name, String value) {
        PgnText.checkTag(name, value);
        if (TagNames.same(name, "Result")) {
            return result(value);
        }
        for (String present : tags.keySet()) {
            if (TagNames.same(present, name)) {
                tags.put(present, value);
                return this;
            }
        }
        tags.put(name, value);
        return this;
    }

    /**
     * The comments before the first move (editable). Comments hold what PGN can: adding one with a
     * '}', a CR, or a line that readers take for the next game's tags throws an
     * {@link IllegalArgumentException} naming it. Their text is written exactly ({@link Game}).
     */
    public List<String> gameComments() {
        return root.comments;
    }

    /** The comments after the current move (editable); at the start, the game's. */
    public List<String> comments() {
        return current.comments;
    }

    /**
     * The comments before the current move (editable), written where a variation opens; at the
     * start an empty list that cannot be changed (there is no move).
     */
    public List<String> startingComments() {
        return current == root ? List.of() : current.startingComments;
    }

    /**
     * The NAGs of the current move (editable; one outside 0..255 throws an {@link IllegalArgumentException});
     * at the start an empty list that cannot be changed (there is no move).
     */
    public List<Integer> nags() {
        return current == root ? List.of() : current.nags;
    }

    private void requireMove() {
        if (current == root) {
            throw new IllegalStateException("at the start of the game: no move");
        }
    }

    // ---- annotations -------------------------------------------------------------------------

    /** The clock, move time and evaluations the current move's comments carry ({@link Annotations}). */
    public Annotations annotations() {
        return current.annotations();
    }

    /**
     * Sets the mover's clock after the current move ({@code [%clk h:mm:ss]}, with a fraction of a
     * second when there is one), or takes it out (null). Only that command's text changes: where the
     * comments have one it is rewritten in place; a new one goes after the last {@code [%...]}
     * command of the comment that has one, else into a comment of its own.
     *
     * @throws IllegalStateException at the start (there is no move)
     * @since 1.1.0
     */
    public GameEditor clock(Duration clock) {
        requireMove();
        CommentCommands.put(current.comments, CommentCommands.Command.CLOCK,
                clock == null ? null : CommentCommands.command(CommentCommands.Command.CLOCK, clock));
        return this;
    }

    /**
     * Sets the time the current move took ({@code [%emt h:mm:ss]}) or takes it out (null), as
     * {@link #clock(Duration)} does.
     *
     * @since 1.1.0
     */
    public GameEditor elapsed(Duration elapsed) {
        requireMove();
        CommentCommands.put(current.comments, CommentCommands.Command.ELAPSED,
                elapsed == null ? null : CommentCommands.command(CommentCommands.Command.ELAPSED, elapsed));
        return this;
    }

    /**
     * Sets the current move's evaluation from White's side ({@code [%eval 0.35]},
     * {@code [%eval #-3]}, {@code [%eval 0.35,20]} with a depth) or takes it out (null), as
     * {@link #clock(Duration)} does.
     *
     * @since 1.1.0
     */
    public GameEditor evaluation(Evaluation evaluation) {
        requireMove();
        CommentCommands.put(current.comments, CommentCommands.Command.EVAL,
                evaluation == null ? null : CommentCommands.evalCommand(evaluation));
        return this;
    }

    /**
     * Sets the engine note after the current move as cutechess writes it, score/depth and time
     * ({@code +0.69/29 36s}, {@code -M12/30 1.2s}; the score from the side that moved), or takes it
     * out (null). An existing note is rewritten in place; a new one is a comment of its own, before
     * the others.
     *
     * @param evaluation the score, with its depth
     * @param time       the time the engine took, or null to write none
     * @throws IllegalArgumentException when the evaluation has no depth
     * @since 1.1.0
     */
    public GameEditor engineEvaluation(Evaluation evaluation, Duration time) {
        requireMove();
        CommentCommands.put(current.comments, CommentCommands.Command.ENGINE,
                evaluation == null ? null : CommentCommands.engineNote(evaluation, time));
        return this;
    }

    // ---- playing ---------------------------------------------------------------------------

    /** The position at the current move. */
    public Position position() {
        return current.after;
    }

    /** The current move, or null at the start. */
    public Move move() {
        return current.move;
    }

    /** The current move in SAN, or null at the start. */
    public String san() {
        return current.san;
    }

    /**
     * Plays a SAN move at the current move (see the class comment) and makes it current.
     *
     * @throws org.rochade.rules.api.SanException when it cannot be read, is illegal or ambiguous
     */
    public Move playSan(String san) {
        return play(rules.parseSan(current.after, san));
    }

    /**
     * Plays a UCI move (castling as king takes rook or, where unambiguous, the king's two squares).
     *
     * @throws org.rochade.rules.api.UciException when it cannot be read or is illegal
     */
    public Move playUci(String uci) {
        return play(rules.parseUci(current.after, uci));
    }

    /**
     * Plays the move a GUI means by a piece dragged from {@code from} to {@code to}, when there is
     * exactly one ({@link ChessRules#findMove} decides): the answer is that decision, and only a
     * {@link MoveLookup.Found} move is played (and becomes current). On
     * {@link MoveLookup.Ambiguous} the host asks the player and plays the chosen candidate with
     * {@link #play(Move)}; on {@link MoveLookup.NeedsPromotion} it asks for the piece and drops
     * again with it; on {@link MoveLookup.Illegal} nothing changes.
     *
     * @param promotion the piece a pawn promotes to, or null when none was chosen (yet)
     */
    public MoveLookup playFromSquares(Square from, Square to, PieceType promotion) {
        MoveLookup lookup = rules.findMove(current.after, from, to, promotion);
        if (lookup instanceof MoveLookup.Found found) {
            play(found.move());
        }
        return lookup;
    }

    /**
     * Plays a move at the current move and makes it current.
     *
     * @throws org.rochade.rules.api.IllegalMoveException when it is not legal here
     */
    public Move play(Move move) {
        Position before = current.after;
        Position after = rules.play(before, move);
        for (Node child : current.children) {
            if (child.move != null && child.after.equals(after) && child.uci.equals(rules.toUci(before, move))) {
                current = child;
                return child.move;
            }
        }
        Node node = new Node(this, current, move, rules.toSan(before, move), rules.toUci(before, move), after);
        current.children.add(node);
        current = node;
        return move;
    }

    /**
     * The side to move passes (a null move, "--"), as analysis notes a threat. Inside a variation
     * that is allowed; on the main line it makes the game invalid ({@code null-move}), as the PGN
     * reader judges it, since no move was played there.
     *
     * @throws RulesException when the side to move is in check
     */
    public void playNull() {
        Position after = NullMoves.after(rules, current.after);
        for (Node child : current.children) {
            if (child.move == null) {
                current = child;
                return;
            }
        }
        Node node = new Node(this, current, null, "--", "0000", after);
        current.children.add(node);
        current = node;
    }

    /** Goes back one move (the move stays in the tree); false at the start. */
    public boolean back() {
        if (current == root) {
            return false;
        }
        current = current.parent;
        return true;
    }

    /** Goes on along the main continuation of the current move; false at the end of its line. */
    public boolean forward() {
        if (current.children.isEmpty()) {
            return false;
        }
        current = current.children.get(0);
        return true;
    }

    // ---- the tree ----------------------------------------------------------------------------

    /** The start of the game: the node before the first move. */
    public Node root() {
        return root;
    }

    /** The current move (the start before any move). */
    public Node current() {
        return current;
    }

    /**
     * Makes a node of this editor's tree current (a move clicked in a notation pane, say).
     *
     * @throws IllegalArgumentException when the node is another editor's or was removed from the tree
     * @since 1.1.0
     */
    public GameEditor goTo(Node node) {
        Objects.requireNonNull(node, "node");
        if (node.editor != this || !node.isInTree()) {
            throw new IllegalArgumentException("the node " + node + " is not in this editor's tree"
                    + (node.editor == this ? " (it was removed)" : " (it is another editor's)"));
        }
        current = node;
        return this;
    }

    /**
     * Goes into one of the current move's continuations: 0 is the main one ({@link #forward()}),
     * 1 the first variation that branches here, and so on ({@link Node#continuations()}).
     *
     * @throws IndexOutOfBoundsException when there is no such continuation
     * @since 1.1.0
     */
    public GameEditor enter(int continuation) {
        if (continuation < 0 || continuation >= current.children.size()) {
            throw new IndexOutOfBoundsException("no continuation " + continuation + " after " + current + ": it has "
                    + current.children.size());
        }
        current = current.children.get(continuation);
        return this;
    }

    /**
     * Takes back the current move, as a player takes a move back: it goes from the tree with
     * everything played after it, and the move before becomes current. The other moves played from
     * the same position (the variations that branched there) stay; the first of them becomes the
     * main continuation if the move taken back was.
     *
     * @return false at the start (nothing to take back)
     */
    public boolean undo() {
        if (current == root) {
            return false;
        }
        Node gone = current;
        current = gone.parent;
        current.children.remove(gone);
        return true;
    }

    /**
     * Deletes the variation the current move is in, from its first move on ({@link #removeVariation}).
     *
     * @return false on the main line, which is no variation (nothing is deleted)
     */
    public boolean deleteVariation() {
        return removeVariation(current);
    }

    /**
     * Makes the variation of the current move the main continuation where it branches off, one
     * level: its first move becomes its parent's first continuation, and the line that was first
     * there the first of its variations.
     *
     * @return false when the current move is on the main line
     */
    public boolean promoteVariation() {
        Node first = variationOf(current);
        if (first == null) {
            return false;
        }
        List<Node> siblings = first.parent.children;
        siblings.remove(first);
        siblings.add(0, first);
        return true;
    }

    /**
     * Moves the variation a node is in one place up among the continuations where it branches off;
     * from the second place it becomes the main continuation there, and the old main continuation
     * its first variation.
     *
     * @return false when the node is on the main line
     * @since 1.1.0
     */
    public boolean promote(Node node) {
        Node first = variationOf(own(node));
        if (first == null) {
            return false;
        }
        List<Node> siblings = first.parent.children;
        int i = siblings.indexOf(first);
        Collections.swap(siblings, i, i - 1);
        return true;
    }

    /**
     * Moves the variation a node is in one place down among the continuations where it branches off.
     *
     * @return false when the node is on the main line or its variation is already the last there
     * @since 1.1.0
     */
    public boolean demote(Node node) {
        Node first = variationOf(own(node));
        if (first == null) {
            return false;
        }
        List<Node> siblings = first.parent.children;
        int i = siblings.indexOf(first);
        if (i == siblings.size() - 1) {
            return false;
        }
        Collections.swap(siblings, i, i + 1);
        return true;
    }

    /**
     * Makes the line of a node the main line: every move from the start to it becomes its parent's
     * main continuation (each old main continuation the first variation there).
     *
     * @return false when the node is on the main line already
     * @since 1.1.0
     */
    public boolean promoteToMainLine(Node node) {
        own(node);
        boolean changed = false;
        for (Node n = node; n.parent != null; n = n.parent) {
            List<Node> siblings = n.parent.children;
            int i = siblings.indexOf(n);
            if (i > 0) {
                siblings.remove(i);
                siblings.add(0, n);
                changed = true;
            }
        }
        return changed;
    }

    /**
     * Removes the variation a node is in, from its first move on with everything after it. When
     * the current move was in it, the move it branched from becomes current.
     *
     * @return false when the node is on the main line (nothing is removed; {@link #undo()} cuts a
     *         main line short)
     * @since 1.1.0
     */
    public boolean removeVariation(Node node) {
        Node first = variationOf(own(node));
        if (first == null) {
            return false;
        }
        for (Node n = current; n != null; n = n.parent) {
            if (n == first) {
                current = first.parent;
                break;
            }
        }
        first.parent.children.remove(first);
        return true;
    }

    /** The first move of the variation a node is in, or null on the main line. */
    private static Node variationOf(Node node) {
        for (Node n = node; n.parent != null; n = n.parent) {
            if (n.parent.children.isEmpty() || n.parent.children.get(0) != n) {
                return n;
            }
        }
        return null;
    }

    private Node own(Node node) {
        Objects.requireNonNull(node, "node");
        if (node.editor != this || !node.isInTree()) {
            throw new IllegalArgumentException("the node " + node + " is not in this editor's tree");
        }
        return node;
    }

    /** The positions from the start to the current move, in order (the current one last). */
    public List<Position> history() {
        List<Position> history = new ArrayList<>();
        for (Node n = current; n != null; n = n.parent) {
            history.add(n.after);
        }
        Collections.reverse(history);
        return history;
    }

    /**
     * Where the game stands at the current move, over its own history: checkmate, stalemate, dead
     * position (insufficient material), 75 moves, fivefold repetition; draws claimable by 50 moves
     * or threefold repetition.
     */
    public GameStatus status() {
        return rules.status(history());
    }

    /**
     * Sets the result (1-0, 0-1, 1/2-1/2 or *): the Result tag and the termination marker, which
     * are always the same. Without it {@link #toGame()} takes the status at the end of the main
     * line (checkmate, or a draw by rule) or "*".
     */
    public GameEditor result(String value) {
        if (!PgnText.RESULTS.contains(value)) {
            throw new IllegalArgumentException("a result is 1-0, 0-1, 1/2-1/2 or *: " + value);
        }
        result = value;
        tags.put("Result", value);
        return this;
    }

    // ---- the immutable game ----------------------------------------------------------------

    /** The game as it is now: tags, start, comments, the move tree and the result. */
    public Game toGame() {
        List<Position> mainLine = new ArrayList<>();
        mainLine.add(root.after);
        boolean[] castled = new boolean[4]; // white short, white long, black short, black long
        List<Finding> findings = new ArrayList<>(0);
        for (Node n = root; !n.children.isEmpty(); n = n.children.get(0)) {
            Node next = n.children.get(0);
            mainLine.add(next.after);
            if (next.move == null) { // as the PGN reader judges it: a pass on the main line is no move
                findings.add(new Finding(FindingKind.NULL_MOVE, 0, 0, mainLine.size() - 1, "--",
                        "null move '--' on the main line: no move was played (a null move is allowed in a variation)"));
            }
            if (next.move instanceof Move.Castle castle) {
                boolean white = n.after.sideToMove() == Color.WHITE;
                castled[(white ? 0 : 2) + (castle.side() == CastlingSide.KING_SIDE ? 0 : 1)] = true;
            }
        }
        String outcome = result != null ? result : resultOf(rules.status(mainLine));
        Map<String, String> roster = new LinkedHashMap<>();
        List<Tag> tagList = new ArrayList<>();
        for (Map.Entry<String, String> t : tags.entrySet()) {
            String value = t.getKey().equals("Result") ? outcome : t.getValue();
            tagList.add(new Tag(t.getKey(), value));
            if (GameReport.ROSTER.contains(t.getKey())) {
                roster.put(t.getKey(), value);
            }
        }
        Position last = mainLine.get(mainLine.size() - 1);
        GameReport report = new GameReport(0, 0, start.variant(), start.sp().isEmpty() ? null : start.sp().get(0),
                start.sp().size() == 2 ? start.sp().get(1) : null,
                findings.isEmpty() ? GameReport.Status.VALID : GameReport.Status.INVALID, mainLine.size() - 1, last.fen(), findings, outcome,
                new Castlings(castled[0], castled[1], castled[2], castled[3]), roster);
        return new Game(tagList, start, root.comments, line(root.children, 0), outcome, report, rules);
    }

    private static String resultOf(GameStatus status) {
        if (status.termination() == GameStatus.Termination.CHECKMATE) {
            return status.winner() == Color.WHITE ? "1-0" : "0-1";
        }
        return status.isOver() ? "1/2-1/2" : "*";
    }

    /**
     * The line that starts with {@code alternatives.get(first)} and goes on along first
     * continuations; each node's variations are its other siblings' lines. Recursion follows the
     * nesting of variations only, never the length of a line.
     */
    private static List<GameNode> line(List<Node> alternatives, int first) {
        List<GameNode> out = new ArrayList<>();
        List<Node> choices = alternatives;
        int pick = first;
        while (pick < choices.size()) {
            Node n = choices.get(pick);
            List<List<GameNode>> variations = new ArrayList<>();
            if (pick == 0) {
                for (int v = 1; v < choices.size(); v++) {
                    variations.add(line(choices, v));
                }
            }
            out.add(new GameNode(n.san, n.san, n.uci, n.move, n.startingComments, n.comments, n.nags, variations));
            choices = n.children;
            pick = 0;
        }
        return out;
    }
}
