package org.rochade.embedding;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.rochade.rules.api.Move;
import org.rochade.rules.api.MoveLookup;
import org.rochade.rules.api.PieceType;
import org.rochade.rules.api.Square;
import org.rochade.games.api.GameEditor;

/**
 * The GUI's board under a game: a piece dragged from one square to another becomes a move of the
 * game. The rules decide what a drop means ({@link GameEditor#playFromSquares}); when it means
 * several moves (king b1, rook a1, c1 empty: Kc1 or O-O-O) or a pawn reaches the last rank, the
 * board asks the player, as a GUI opens a dialog.
 */
public final class Board {

    /** What the board asks the player. */
    public interface Player {
        /** Which move the drop meant, in SAN, e.g. one of Kc1 and O-O-O. */
        String choose(List<String> candidates);

        /** The piece a pawn promotes to, one of {@code offered}. */
        PieceType promotion(List<PieceType> offered);
    }

    private final GameEditor game;
    private final Player player;

    public Board(GameEditor game, Player player) {
        this.game = game;
        this.player = player;
    }

    public GameEditor game() {
        return game;
    }

    /**
     * Plays the move a drop means, asking the player when the rules cannot tell alone.
     *
     * @return {@link MoveLookup.Found} with the move played, or {@link MoveLookup.Illegal} with the
     *         reason when there is none (the GUI puts the piece back and may show why)
     */
    public MoveLookup drop(Square from, Square to) {
        MoveLookup lookup = game.playFromSquares(from, to, null);
        if (lookup instanceof MoveLookup.Ambiguous ambiguous) {
            Map<String, Move> bySan = new LinkedHashMap<>();
            for (Move candidate : ambiguous.candidates()) {
                bySan.put(game.rules().toSan(game.position(), candidate), candidate);
            }
            String chosen = player.choose(List.copyOf(bySan.keySet()));
            Move move = bySan.get(chosen);
            if (move == null) {
                throw new IllegalArgumentException("the player chose " + chosen + ", not one of " + bySan.keySet());
            }
            return new MoveLookup.Found(game.play(move));
        }
        if (lookup instanceof MoveLookup.NeedsPromotion promotion) {
            List<PieceType> offered = promotion.candidates().stream().map(Move::promotion).toList();
            return game.playFromSquares(from, to, player.promotion(offered));
        }
        return lookup;
    }
}
