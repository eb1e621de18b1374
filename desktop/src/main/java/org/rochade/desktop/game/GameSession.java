package org.rochade.desktop.game;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.rochade.games.api.Annotations;
import org.rochade.games.api.Game;
import org.rochade.games.api.GameEditor;
import org.rochade.games.api.Start;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.GameStatus;
import org.rochade.rules.api.Move;
import org.rochade.rules.api.MoveLookup;
import org.rochade.rules.api.PieceType;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.RulesException;
import org.rochade.rules.api.Square;
import org.rochade.rules.api.Variant;

/**
 * The open game: its move tree (a {@link GameEditor}, whose node handles the move list shows), the
 * current move, and the rules in force for its variant now.
 *
 * <p>Every chess question goes to a service. New moves are judged by the rules in force (legal
 * destinations, what a drop means, the status over the game's history). When the rules in force
 * change (a castling convention dropped in or taken out), the game is recorded again with them:
 * its start remade by them from what it was made from ({@link StartRecipe}), so that a start made
 * under {@code castling.none} gets its castling rights back with FIDE castling, and its moves
 * played again ({@link GameEditor#fromGame}). When the new rules refuse one of its moves (a
 * castling, under {@code castling.none}), the game keeps the rules that recorded it and keeps its
 * moves; new moves are still judged by the rules in force, and since castling conventions only
 * take moves away or give them back, such a move is one the game's own rules play. While the
 * variant has no rules service the session refuses moves.
 *
 * <p>Swing's thread only (the editor is not thread-safe).
 */
public final class GameSession {
    private final StartRecipe recipe;
    /** Whether the game came with its result (read from PGN): kept when it is recorded again. */
    private final boolean resultGiven;
    private GameEditor editor;
    private ChessRules rulesInForce;

    private GameSession(GameEditor editor, StartRecipe recipe, boolean resultGiven, ChessRules rulesInForce) {
        this.editor = Objects.requireNonNull(editor, "editor");
        this.recipe = Objects.requireNonNull(recipe, "recipe");
        this.resultGiven = resultGiven;
        editor.goTo(editor.root());
        this.rulesInForce = rulesInForce;
    }

    /** A new game, standing at its start, with the rules that made it in force. */
    public static GameSession started(GameStarts.Started started) {
        return new GameSession(started.editor(), started.recipe(), false, started.editor().rules());
    }

    /**
     * A game read from PGN made editable ({@link GameEditor#fromGame}), standing at its start.
     *
     * @param rulesInForce the variant's rules service now, or null when there is none
     * @throws IllegalArgumentException when the game's start is not known or one of its moves was not legal
     */
    public static GameSession opened(Game game, ChessRules rulesInForce) {
        GameSession session = new GameSession(GameEditor.fromGame(game), StartRecipe.of(game), true, null);
        session.rulesInForce(rulesInForce); // recorded with them when the game was read with others
        return session;
    }

    public Variant variant() {
        return editor.rules().variant();
    }

    /** The rules service in force for the variant, or null when there is none now. */
    public ChessRules rulesInForce() {
        return rulesInForce;
    }

    /** The rules that recorded the game's moves (those in force, unless they refuse a move of it). */
    public ChessRules gameRules() {
        return editor.rules();
    }

    /**
     * The variant's rules changed (a service came, was replaced or went: null). The game is
     * recorded again with the new rules when they play all its moves; the current move stays the
     * same move.
     *
     * @return whether the game is now recorded with the rules in force
     */
    public boolean rulesInForce(ChessRules rules) {
        this.rulesInForce = rules;
        if (rules == null) {
            return false;
        }
        if (rules == editor.rules()) {
            return true;
        }
        try {
            GameEditor again = recordedWith(rules);
            editor = again;
            return true;
        } catch (RulesException | IllegalArgumentException refused) {
            return false; // a move these rules do not have: the game keeps the rules that recorded it
        }
    }

    private GameEditor recordedWith(ChessRules rules) {
        Game game = editor.toGame();
        Start start = new Start(game.start().variant(), recipe.make(rules), game.start().sp());
        Game again = new Game(game.tags(), start, game.comments(), game.moves(),
                resultGiven ? game.termination() : null, game.report(), rules);
        GameEditor recorded = GameEditor.fromGame(again);
        // The same place in the tree: fromGame keeps each move's continuations in their order.
        Deque<Integer> steps = new ArrayDeque<>();
        for (GameEditor.Node n = editor.current(); !n.isStart(); n = n.parent()) {
            steps.push(n.parent().continuations().indexOf(n));
        }
        for (int step : steps) {
            recorded.enter(step);
        }
        return recorded;
    }

    /** Whether moves can be played now (there are rules in force). */
    public boolean canPlay() {
        return rulesInForce != null;
    }

    public GameEditor editor() {
        return editor;
    }

    /** The current move (the start before any move): a handle of the editor's tree. */
    public GameEditor.Node current() {
        return editor.current();
    }

    /** The start of the game, whose continuations are the first moves. */
    public GameEditor.Node root() {
        return editor.root();
    }

    public Position position() {
        return editor.position();
    }

    /** The move that led to the current position, or null at the start or after a null move. */
    public Move lastMove() {
        return editor.move();
    }

    /** The legal moves of the current position under the rules in force; none while there are none. */
    public List<Move> legalMoves() {
        return rulesInForce == null ? List.of() : rulesInForce.legalMoves(editor.position());
    }

    /**
     * The squares a piece on {@code from} can be dropped on: its legal moves' destinations, and for
     * a castling both the rook's square and the king's destination.
     */
    public Set<Square> targetsFrom(Square from) {
        Set<Square> targets = EnumSet.noneOf(Square.class);
        for (Move move : legalMoves()) {
            if (move.from() != from) {
                continue;
            }
            targets.add(move.to());
            if (move instanceof Move.Castle castle) {
                targets.add(castle.kingTo());
            }
        }
        return targets;
    }

    /**
     * What a drop means under the rules in force ({@link ChessRules#findMove}); nothing is played.
     * Without rules in force: {@link MoveLookup.Illegal} saying so.
     */
    public MoveLookup lookup(Square from, Square to, PieceType promotion) {
        if (rulesInForce == null) {
            return new MoveLookup.Illegal("no " + variant().id() + " rules service is running: moves are refused");
        }
        return rulesInForce.findMove(editor.position(), from, to, promotion);
    }

    /** A move in SAN as the rules in force write it here (for a chooser), or as the game's rules do. */
    public String san(Move move) {
        ChessRules rules = rulesInForce != null ? rulesInForce : editor.rules();
        return rules.toSan(editor.position(), move);
    }

    /**
     * Plays a move the rules in force found, and stands after it.
     *
     * @throws org.rochade.rules.api.IllegalMoveException when the game's own rules refuse it
     * @throws IllegalStateException when there are no rules in force
     */
    public void play(Move move) {
        if (rulesInForce == null) {
            throw new IllegalStateException("no " + variant().id() + " rules service is running");
        }
        editor.play(move);
    }

    /**
     * The status at the current move over the game's history: by the rules in force, or by the
     * game's own while there are none.
     */
    public GameStatus status() {
        if (rulesInForce == null) {
            return editor.status();
        }
        return rulesInForce.status(editor.history());
    }

    // ---- moving about the tree ----------------------------------------------------------------

    public boolean back() {
        return editor.back();
    }

    public boolean forward() {
        return editor.forward();
    }

    public void toStart() {
        editor.goTo(editor.root());
    }

    public void toEnd() {
        editor.goTo(editor.current().end());
    }

    /**
     * Stands at a move of the tree (a move clicked in the move list).
     *
     * @throws IllegalArgumentException when the node is not in this game's tree (any more)
     */
    public void goTo(GameEditor.Node node) {
        editor.goTo(node);
    }

    /**
     * Moves the line of the current move one place up where it branches off; from the second
     * place it becomes the main continuation there ({@link GameEditor#promote}).
     *
     * @return false on the main line
     */
    public boolean promote() {
        return editor.promote(editor.current());
    }

    /**
     * Moves the line of the current move one place down where it branches off
     * ({@link GameEditor#demote}). On the main line, the main line is demoted at the nearest move
     * up to the current one where a variation branches off: that variation becomes the main
     * continuation there.
     *
     * @return false when there is nothing below it: its variation is the last, or no variation
     *         branches off the main line up to the current move
     */
    public boolean demote() {
        GameEditor.Node current = editor.current();
        if (!current.isMainLine()) {
            return editor.demote(current);
        }
        for (GameEditor.Node n = current; !n.isStart(); n = n.parent()) {
            List<GameEditor.Node> alternatives = n.parent().continuations();
            if (alternatives.size() > 1) {
                return editor.promote(alternatives.get(1));
            }
        }
        return false;
    }

    /** Deletes the current move and everything after it; the move before becomes current. */
    public boolean deleteFromHere() {
        return editor.undo();
    }

    /** Whether the window stands at the start (no move to annotate). */
    public boolean atStart() {
        return editor.current().isStart();
    }

    /** The comments after the current move (at the start: the game's), editable. */
    public List<String> comments() {
        return editor.comments();
    }

    /** The clock, move time and evaluations the current move's comments carry (games.api reads them). */
    public Annotations annotations() {
        return editor.annotations();
    }

    /** The NAGs of the current move; empty at the start. */
    public List<Integer> nags() {
        return editor.nags();
    }

    public void setNags(List<Integer> nags) {
        if (!atStart()) {
            editor.nags().clear();
            editor.nags().addAll(nags);
        }
    }

    /** The game as it is now (immutable). */
    public Game game() {
        return editor.toGame();
    }
}
