package org.rochade.games.api;

import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.FenFormat;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.RulesException;

/** The position after a null move: the side to move passes (not allowed in check). */
final class NullMoves {
    private NullMoves() {
    }

    /** @throws RulesException when the side to move is in check */
    static Position after(ChessRules rules, Position position) {
        if (position.isCheck()) {
            throw new RulesException("a null move while in check in " + position.fen());
        }
        String[] f = position.fen(FenFormat.SHREDDER).split(" ");
        boolean blackPasses = f[1].equals("b");
        return rules.fromFen(f[0] + (blackPasses ? " w " : " b ") + f[2] + " - " + (Integer.parseInt(f[4]) + 1) + " "
                + (blackPasses ? Integer.parseInt(f[5]) + 1 : f[5]));
    }
}
