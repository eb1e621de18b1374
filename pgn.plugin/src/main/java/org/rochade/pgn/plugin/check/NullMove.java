package org.rochade.pgn.plugin.check;

import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.FenFormat;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.RulesException;

/**
 * Null moves ("--", "Z0", "0000"), which analysis programs write to show a threat: the side to move passes.
 * ChessRules has no null move, so the position after one is built through its FEN.
 */
public final class NullMove {
    private NullMove() {
    }

    /**
     * The position after the side to move passes (the caller checks that it is not in check).
     *
     * @throws RulesException when the rules refuse the resulting position
     */
    public static Position after(ChessRules rules, Position position) {
        String[] f = position.fen(FenFormat.SHREDDER).split(" ");
        boolean blackPasses = f[1].equals("b");
        return rules.fromFen(f[0] + (blackPasses ? " w " : " b ") + f[2] + " - " + (Integer.parseInt(f[4]) + 1) + " "
                + (blackPasses ? Integer.parseInt(f[5]) + 1 : f[5]));
    }
}
