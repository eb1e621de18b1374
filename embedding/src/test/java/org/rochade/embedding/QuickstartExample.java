package org.rochade.embedding;

import java.util.ServiceLoader;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Move;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.Variant;

/**
 * The README's "Embed the rules in ten lines", as it stands there: {@link QuickstartTest} runs it and
 * holds the README's block to the body of {@link #castleAtSp288()}, line for line.
 */
final class QuickstartExample {
    private QuickstartExample() {
    }

    /** Castles short at SP 288 and prints how UCI writes it and the position after. */
    static void castleAtSp288() {
        // README: begin
        ChessRules chess960 = ServiceLoader.load(ChessRules.class).stream()
                .map(ServiceLoader.Provider::get)
                .filter(rules -> rules.variant() == Variant.CHESS960)
                .findFirst().orElseThrow();                            // rules.impl + castling.plugin on the class path
        Position start = chess960.startPosition(chess960.startArray(288)); // BBQNRKRN: king f1, rooks e1 and g1
        Move castle = chess960.parseSan(start, "O-O");                  // also 0-0; king and rook swap here
        Position after = chess960.play(start, castle);
        String uci = chess960.toUci(start, castle);                     // Chess960's default: king takes rook, "f1g1"
        System.out.println(uci + " " + after.fen());                    // f1g1 bbqnrkrn/pppppppp/8/8/8/8/PPPPPPPP/BBQNRRKN b kq - 1 1
        // README: end
    }
}
