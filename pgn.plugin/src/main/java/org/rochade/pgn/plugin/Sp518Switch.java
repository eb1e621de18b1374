package org.rochade.pgn.plugin;

import org.rochade.pgn.plugin.check.GameStart;
import org.rochade.pgn.plugin.check.RulesRegistry;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.FenFormat;
import org.rochade.rules.api.Variant;
import org.rochade.rules.api.pgn.Sp518Change;

/**
 * Moves a game that starts from SP 518 between Chess960 and classic chess by giving it the other
 * variant's rules and the same start position. The moves stay legal: from RNBQKBNR, Chess960
 * castling is classic castling. A game from another array or a set-up position, or one whose
 * target rules are not bound, keeps its start.
 */
final class Sp518Switch {
    private static final String STANDARD_PLACEMENT = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -";

    private final Sp518Change change;

    Sp518Switch(Sp518Change change) {
        this.change = change;
    }

    GameStart apply(GameStart start, RulesRegistry registry) {
        Variant from;
        Variant to;
        if (change == Sp518Change.TO_CLASSIC) {
            from = Variant.CHESS960;
            to = Variant.CLASSIC;
        } else if (change == Sp518Change.TO_CHESS960) {
            from = Variant.CLASSIC;
            to = Variant.CHESS960;
        } else {
            return start;
        }
        if (start.rules().variant() != from || !isSp518Start(start)) {
            return start;
        }
        ChessRules target = registry.rules(to);
        if (target == null) {
            return start;
        }
        return new GameStart(to.id(), target, target.fromFen(start.position().fen(FenFormat.XFEN)), 518);
    }

    /**
     * SP 518 with every castling right and White to move; the move counters may differ. A game
     * from SP 518 after some moves (a set-up position) is not a start and is left alone.
     */
    private static boolean isSp518Start(GameStart start) {
        return Integer.valueOf(518).equals(start.sp())
                && start.position().fen(FenFormat.XFEN).startsWith(STANDARD_PLACEMENT);
    }
}
