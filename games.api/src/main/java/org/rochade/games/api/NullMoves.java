package org.rochade.games.api;

import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.RulesException;

/** The position after a null move: the side to move passes (not allowed in check). */
final class NullMoves {
    private NullMoves() {
    }

    /** @throws RulesException when the side to move is in check */
    static Position after(ChessRules rules, Position position) {
        return rules.playNullMove(position);
    }
}
