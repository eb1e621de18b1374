package org.rochade.rules.impl.fuzz;

import java.util.List;
import org.rochade.castling.plugin.FideCastling;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Variant;
import org.rochade.rules.impl.engine.EngineRules;

/** The rules the fuzz tests run every input against: each variant's engine, FIDE castling. */
final class FuzzedRules {
    static final List<ChessRules> ALL = List.of(
            new EngineRules(Variant.CHESS960, new FideCastling()),
            new EngineRules(Variant.FISCHER168, new FideCastling()),
            new EngineRules(Variant.CLASSIC, new FideCastling()));

    private FuzzedRules() {
    }
}
