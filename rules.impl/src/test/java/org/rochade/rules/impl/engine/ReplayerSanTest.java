package org.rochade.rules.impl.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.SplittableRandom;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.rochade.castling.plugin.FideCastling;
import org.rochade.rules.api.Move;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.RulesException;
import org.rochade.rules.api.Variant;
import org.rochade.rules.api.MoveTextReplayer;

/**
 * The replayer's SAN of the last move ({@link MoveTextReplayer#lastSan}) is Rochade's rendering of
 * the move however it was written: it takes well-written text as it is (checking its check mark)
 * and renders anything else, so every spelling the reader accepts must come out as {@code toSan}.
 */
class ReplayerSanTest {
    private static final EngineRules CHESS960 = new EngineRules(Variant.CHESS960, new FideCastling());

    @Test
    void everyAcceptedSpellingOfAMoveComesOutAsRochadeWritesIt() {
        SplittableRandom random = new SplittableRandom(518);
        int spellingsPlayed = 0;
        int rewritten = 0;
        for (int game = 0; game < 60; game++) {
            Position p = CHESS960.startPosition(CHESS960.startArrays().get(random.nextInt(960)));
            for (int ply = 0; ply < 120; ply++) {
                List<Move> legal = CHESS960.legalMoves(p);
                if (legal.isEmpty()) {
                    break;
                }
                for (Move m : legal) {
                    String san = CHESS960.toSan(p, m);
                    for (String spelling : spellings(p, m, san)) {
                        MoveTextReplayer replayer = CHESS960.replayer(p);
                        try {
                            replayer.play(spelling);
                        } catch (RulesException notAccepted) {
                            continue; // e.g. too little disambiguation: ambiguous
                        }
                        assertThat(replayer.lastMove()).as("%s in %s", spelling, p.fen()).isEqualTo(m);
                        assertThat(replayer.lastSan()).as("%s in %s", spelling, p.fen()).isEqualTo(san);
                        spellingsPlayed++;
                        rewritten += spelling.equals(san) ? 0 : 1;
                    }
                }
                p = CHESS960.play(p, legal.get(random.nextInt(legal.size())));
            }
        }
        assertThat(spellingsPlayed).isGreaterThan(50_000);
        assertThat(rewritten).isGreaterThan(20_000);
    }

    /** The move as Rochade writes it and as other programs might: marks, disambiguation, capture sign. */
    private static Set<String> spellings(Position p, Move m, String san) {
        Set<String> out = new LinkedHashSet<>();
        out.add(san);
        char last = san.charAt(san.length() - 1);
        String body = last == '+' || last == '#' ? san.substring(0, san.length() - 1) : san;
        for (String mark : List.of("", "+", "#")) {
            out.add(body + mark);
        }
        char first = body.charAt(0);
        if ("NBRQ".indexOf(first) >= 0) {
            String from = m.from().toString();
            String to = m.to().toString();
            String promotion = "";
            boolean capture = body.indexOf('x') >= 0;
            for (String disambiguation : List.of("", from.substring(0, 1), from.substring(1), from)) {
                for (String x : capture ? List.of("x", "") : List.of("", "x")) {
                    out.add(first + disambiguation + x + to + promotion);
                    out.add(first + disambiguation + x + to + promotion + (last == '+' || last == '#' ? last : '+'));
                }
            }
        } else if (first >= 'a' && first <= 'h' && body.length() >= 4 && body.charAt(1) == 'x') {
            out.add(body.substring(2)); // a capture without its file: never read as the capture
        } else if (first >= 'a' && first <= 'h' && body.length() == 2) {
            out.add(first + "x" + body); // a push written as a capture on its own file
        }
        return out;
    }
}
