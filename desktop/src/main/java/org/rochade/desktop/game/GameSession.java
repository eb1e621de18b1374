package org.rochade.desktop.game;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.rochade.games.api.Game;
import org.rochade.games.api.GameEditor;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.GameStatus;
import org.rochade.rules.api.Move;
import org.rochade.rules.api.MoveLookup;
import org.rochade.rules.api.PieceType;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.Square;
import org.rochade.rules.api.Variant;

/**
 * The open game: its move tree (a {@link GameEditor}), where in it the window stands, and the rules
 * in force for its variant now.
 *
 * <p>Every chess question goes to a service. New moves are judged by the rules in force (legal
 * destinations, what a drop means, the status over the game's history); the editor records them
 * with the rules the game was started with, so a game keeps the moves it has when the rules change
 * under it (a castling convention dropped in or taken out). Castling conventions only take moves
 * away or give them back, so a move the rules in force find is one the game's own rules play; where
 * a convention differs in another way the game's own rules refuse the move, and the window says so.
 * While the variant has no rules service the session refuses moves.
 *
 * <p>Swing's thread only (the editor is not thread-safe).
 */
public final class GameSession {
    private final GameEditor editor;
    private MovePath path = MovePath.START;
    private ChessRules rulesInForce;

    /**
     * @param editor       the game, standing at its start
     * @param rulesInForce the variant's rules service now, or null when there is none
     */
    public GameSession(GameEditor editor, ChessRules rulesInForce) {
        this.editor = Objects.requireNonNull(editor, "editor");
        while (editor.back()) {
            // the session's path starts at the start
        }
        this.rulesInForce = rulesInForce;
    }

    public Variant variant() {
        return editor.rules().variant();
    }

    /** The rules service in force for the variant, or null when there is none now. */
    public ChessRules rulesInForce() {
        return rulesInForce;
    }

    /** The rules the game was started with, which record its moves. */
    public ChessRules gameRules() {
        return editor.rules();
    }

    /** The variant's rules changed (a service came, was replaced or went: null). */
    public void rulesInForce(ChessRules rules) {
        this.rulesInForce = rules;
    }

    /** Whether moves can be played now (there are rules in force). */
    public boolean canPlay() {
        return rulesInForce != null;
    }

    public GameEditor editor() {
        return editor;
    }

    /** Where the window stands in the move tree. */
    public MovePath path() {
        return path;
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
        Move played = editor.play(move);
        path = path.then(played);
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
        if (!editor.back()) {
            return false;
        }
        path = path.parent();
        return true;
    }

    public boolean forward() {
        if (!editor.forward()) {
            return false;
        }
        path = path.then(editor.move());
        return true;
    }

    public void toStart() {
        while (back()) {
            // to the start
        }
    }

    public void toEnd() {
        while (forward()) {
            // to the end of the line
        }
    }

    /** Stands at a node of the tree, given by its path (from {@link #game()}'s nodes). */
    public void goTo(MovePath target) {
        toStart();
        for (Move move : target.moves()) {
            if (move == null) {
                editor.playNull();
            } else {
                editor.play(move);
            }
            path = path.then(move);
        }
    }

    /** Makes the current move's line the main line at its branching point (one level). */
    public boolean promoteVariation() {
        return editor.promoteVariation();
    }

    /** Deletes the current move and everything after it; the move before becomes current. */
    public boolean deleteFromHere() {
        if (!editor.undo()) {
            return false;
        }
        path = path.parent();
        return true;
    }

    /** Whether the window stands at the start (no move to annotate). */
    public boolean atStart() {
        return path.length() == 0;
    }

    /** The comments after the current move (at the start: the game's), editable. */
    public List<String> comments() {
        return editor.comments();
    }

    /** The NAGs of the current move; empty at the start. */
    public List<Integer> nags() {
        return atStart() ? new ArrayList<>() : editor.nags();
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
