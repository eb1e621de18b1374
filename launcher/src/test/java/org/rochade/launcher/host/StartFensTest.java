package org.rochade.launcher.host;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.rochade.castling.none.NoCastling;
import org.rochade.castling.plugin.FideCastling;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.StartArray;
import org.rochade.rules.api.Variant;
import org.rochade.rules.impl.engine.EngineRules;

class StartFensTest {

    @Test
    void withFideCastlingEveryArrayStartsFromItsOwnFens() {
        for (Variant variant : new Variant[] {Variant.CHESS960, Variant.FISCHER168, Variant.CLASSIC}) {
            ChessRules rules = new EngineRules(variant, new FideCastling());
            for (StartArray array : rules.startArrays()) {
                assertThat(StartFens.of(rules, array)).as("%s", array).isEqualTo(new StartFens(array.xfen(), array.shredderFen()));
            }
        }
        ChessRules dfrc = new EngineRules(Variant.DFRC, new FideCastling());
        StartArray pair = dfrc.startArray(502, 532);
        assertThat(StartFens.of(dfrc, pair)).isEqualTo(new StartFens(pair.xfen(), pair.shredderFen()));
    }

    @Test
    void withoutCastlingTheFensGiveNoCastlingRights() {
        ChessRules rules = new EngineRules(Variant.CHESS960, new NoCastling());
        StartFens fens = StartFens.of(rules, rules.startArray(288));
        assertThat(fens.xfen()).isEqualTo("bbqnrkrn/pppppppp/8/8/8/8/PPPPPPPP/BBQNRKRN w - - 0 1");
        assertThat(fens.shredderFen()).isEqualTo("bbqnrkrn/pppppppp/8/8/8/8/PPPPPPPP/BBQNRKRN w - - 0 1");
    }
}
