package org.rochade.rules.impl.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.List;
import org.junit.jupiter.api.Timeout;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Move;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.SanException;
import org.rochade.rules.api.UciCastling;
import org.rochade.rules.api.UciException;

/**
 * Fuzzes the SAN and UCI readers ({@code ChessRules.parseSan} / {@code parseUci}, the engine's
 * Notation) on positions reached by fuzzer-chosen legal moves from any start array. Properties:
 * <ul>
 *   <li>any text is read as a legal move of the position or refused with a {@link SanException} /
 *       {@link UciException} naming the text; no other throwable;</li>
 *   <li>every legal move's SAN and king-takes-rook UCI read back as that move, and its
 *       king-two-squares UCI as a legal move.</li>
 * </ul>
 */
class NotationFuzzTest {
    @Timeout(20) // Jazzer's per-input timeout: a slow input is a finding
    @FuzzTest(maxDuration = "5m")
    void sanAndUciAreReadOrRefused(FuzzedDataProvider data) {
        ChessRules rules = FuzzedRules.ALL.get(data.consumeInt(0, FuzzedRules.ALL.size() - 1));
        int arrays = rules.startArrays().size();
        Position position = rules.startPosition(rules.startArrays().get(data.consumeInt(0, arrays - 1)));
        int plies = data.consumeInt(0, 80);
        for (int i = 0; i < plies; i++) {
            List<Move> legal = rules.legalMoves(position);
            if (legal.isEmpty()) {
                break;
            }
            position = rules.play(position, legal.get(data.consumeInt(0, legal.size() - 1)));
        }
        List<Move> legal = rules.legalMoves(position);
        for (Move move : legal) {
            assertThat(rules.parseSan(position, rules.toSan(position, move))).isEqualTo(move);
            assertThat(rules.parseUci(position, rules.toUci(position, move, UciCastling.KING_TAKES_ROOK)))
                    .isEqualTo(move);
            assertThat(legal).contains(rules.parseUci(position, rules.toUci(position, move, UciCastling.KING_TWO_SQUARES)));
        }
        String san = data.consumeString(40);
        try {
            assertThat(legal).contains(rules.parseSan(position, san));
        } catch (SanException e) {
            assertThat(e.san()).isEqualTo(san);
            assertThat(e.kind()).isNotNull();
        }
        String uci = data.consumeRemainingAsString();
        try {
            assertThat(legal).contains(rules.parseUci(position, uci));
        } catch (UciException e) {
            assertThat(e.uci()).isEqualTo(uci);
        }
    }
}
