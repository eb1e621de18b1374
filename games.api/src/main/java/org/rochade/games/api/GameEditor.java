package org.rochade.games.api;

import java.util.ArrayList;
import java.util.Collections;
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
 * {@link #toGame()} gives the immutable {@link Game}, which {@link PgnGames#write} writes as PGN.
 *
 * <p>Mutable and not thread-safe: one thread at a time (the games it makes are immutable).
 */
public final class GameEditor {
    private final ChessRules rules;
    private final Start start;
    private final Map<String, String> tags = new LinkedHashMap<>();
    private final List<String> comments = newComments();
    /** The start: its children are the first moves (the first one the main line's). */
    private final Node root;
    private Node current;
    private String result;

    /** One move of the tree, with the position after it. */
    private static final class Node {
        final Node parent;
        final Move move;
        final String san;
        final String uci;
        final Position after;
        final List<Node> children = new ArrayList<>(1);
        final List<String> startingComments = newComments();
        final List<String> comments = newComments();
        final List<Integer> nags = new CheckedList<>(PgnText::checkNag);

        Node(Node parent, Move move, String san, String uci, Position after) {
            this.parent = parent;
            this.move = move;
            this.san = san;
            this.uci = uci;
            this.after = after;
        }
    }

    /** Comments as the editor keeps them: refusing what a PGN comment cannot hold. */
    private static List<String> newComments() {
        return new CheckedList<>(PgnText::checkComment);
    }

    private GameEditor(ChessRules rules, Position position, List<Integer> sp) {
        this.rules = Objects.requireNonNull(rules, "rules");
        this.start = new Start(rules.variant().id(), position, sp);
        this.root = new Node(null, null, null, null, position);
        this.current = root;
        for (String name : GameReport.ROSTER) {
            tags.put(name, name.equals("Date") ? "????.??.??" : name.equals("Result") ? "*" : "?");
        }
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
        return comments;
    }

    /** The comments after the current move (editable); at the start, the game's. */
    public List<String> comments() {
        return current == root ? comments : current.comments;
    }

    /** The comments before the current move (editable), written where a variation opens. */
    public List<String> startingComments() {
        requireMove();
        return current.startingComments;
    }

    /** The NAGs of the current move (editable; one outside 0..255 throws an {@link IllegalArgumentException}). */
    public List<Integer> nags() {
        requireMove();
        return current.nags;
    }

    private void requireMove() {
        if (current == root) {
            throw new IllegalStateException("at the start of the game: no move");
        }
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
        Node node = new Node(current, move, rules.toSan(before, move), rules.toUci(before, move), after);
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
        Node node = new Node(current, null, "--", "0000", after);
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

    /**
     * Takes back the current move: it goes from the tree with everything after it, and the move
     * before becomes current.
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

    /** Deletes the variation the current move is on (the current move and all after it); same as {@link #undo()}. */
    public boolean deleteVariation() {
        return undo();
    }

    /**
     * Makes the line of the current move the main line at its branching point, one level: the
     * current move (or the move it continues from where it branched) becomes its parent's first
     * continuation, the one there before its first variation.
     *
     * @return false when the current move is already on its parent's main continuation all the way up
     */
    public boolean promoteVariation() {
        for (Node n = current; n != root; n = n.parent) {
            List<Node> siblings = n.parent.children;
            int i = siblings.indexOf(n);
            if (i > 0) {
                siblings.remove(i);
                siblings.add(0, n);
                return true;
            }
        }
        return false;
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
        return new Game(tagList, start, comments, line(root.children, 0), outcome, report, rules);
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
