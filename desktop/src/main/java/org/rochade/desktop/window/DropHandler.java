package org.rochade.desktop.window;

import java.awt.Window;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javax.swing.Icon;
import org.rochade.desktop.board.BoardListener;
import org.rochade.desktop.board.PieceIcon;
import org.rochade.desktop.board.PieceSet;
import org.rochade.desktop.game.GameSession;
import org.rochade.rules.api.Move;
import org.rochade.rules.api.MoveLookup;
import org.rochade.rules.api.Piece;
import org.rochade.rules.api.PieceType;
import org.rochade.rules.api.RulesException;
import org.rochade.rules.api.Square;

/**
 * What a drop on the board becomes: the rules in force say what it means
 * ({@link org.rochade.rules.api.ChessRules#findMove}); one move is played, several open a chooser
 * (Kc1 or O-O-O), a promotion asks for its piece, and no legal move leaves the piece where it was
 * with the rules' reason in the status line.
 */
final class DropHandler implements BoardListener {
    private final Window owner;
    private final Supplier<GameSession> session;
    private final Consumer<String> say;
    private final Runnable played;
    private final Supplier<PieceSet> pieceSet;

    /**
     * @param session the open game (null while there is none)
     * @param say     shows a line in the status line
     * @param played  called after every drop (a move played or not): the window shows the game again
     * @param pieces  the pieces the board draws (for the promotion chooser's buttons)
     */
    DropHandler(Window owner, Supplier<GameSession> session, Consumer<String> say, Runnable played,
                Supplier<PieceSet> pieces) {
        this.owner = owner;
        this.pieceSet = pieces;
        this.session = session;
        this.say = say;
        this.played = played;
    }

    @Override
    public Set<Square> targetsFrom(Square from) {
        GameSession game = session.get();
        return game == null ? Set.of() : game.targetsFrom(from);
    }

    @Override
    public void dropped(Square from, Square to) {
        GameSession game = session.get();
        if (game == null) {
            say.accept("no game: no rules service is running");
            played.run();
            return;
        }
        try {
            drop(game, from, to);
        } catch (RulesException e) {
            say.accept(e.getMessage());
        }
        played.run();
    }

    private void drop(GameSession game, Square from, Square to) {
        MoveLookup lookup = game.lookup(from, to, null);
        if (lookup instanceof MoveLookup.Found found) {
            play(game, found.move());
        } else if (lookup instanceof MoveLookup.Ambiguous ambiguous) {
            List<String> sans = new ArrayList<>();
            for (Move move : ambiguous.candidates()) {
                sans.add(game.san(move));
            }
            int chosen = Choosers.choose(owner, "Which move?", "The drop " + from + "-" + to + " means:", sans, null);
            if (chosen < 0) {
                say.accept("no move chosen: the piece goes back");
                return;
            }
            play(game, ambiguous.candidates().get(chosen));
        } else if (lookup instanceof MoveLookup.NeedsPromotion promotion) {
            List<PieceType> pieces = new ArrayList<>();
            List<String> names = new ArrayList<>();
            List<Icon> icons = new ArrayList<>();
            Piece pawn = game.position().pieceAt(from);
            for (Move move : promotion.candidates()) {
                pieces.add(move.promotion());
                names.add(name(move.promotion()));
                icons.add(new PieceIcon(pieceSet.get(), new Piece(pawn.color(), move.promotion()), 48));
            }
            int chosen = Choosers.choose(owner, "Promotion", "Promote to:", names, icons);
            if (chosen < 0) {
                say.accept("no piece chosen: the pawn goes back");
                return;
            }
            MoveLookup again = game.lookup(from, to, pieces.get(chosen));
            if (again instanceof MoveLookup.Found found) {
                play(game, found.move());
            } else if (again instanceof MoveLookup.Illegal illegal) {
                say.accept(illegal.reason());
            }
        } else if (lookup instanceof MoveLookup.Illegal illegal) {
            say.accept(illegal.reason());
        }
    }

    private void play(GameSession game, Move move) {
        String san = game.san(move);
        game.play(move);
        say.accept("played " + san);
    }

    private static String name(PieceType type) {
        String lower = type.name().toLowerCase(java.util.Locale.ROOT);
        return Character.toUpperCase(lower.charAt(0)) + lower.substring(1);
    }
}
