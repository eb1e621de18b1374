package org.rochade.rules.impl.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.rochade.castling.plugin.FideCastling;
import org.rochade.rules.api.SanException;
import org.rochade.rules.api.Variant;
import org.rochade.rules.api.MoveTextReplayer;

/**
 * {@link SanReader} on boards: every move as Rochade writes it is read and found fast (the grammar
 * itself: rules.api's {@code SanPatternTest}).
 */
class SanReaderTest {
    private final FideCastling fide = new FideCastling();

    @Test
    void theFastPathReadsEveryMoveAsTheEngineWritesIt() {
        int read = 0;
        int[] buffer = new int[MoveGen.MAX_MOVES];
        for (Board board : PerftSuite.suiteBoards(fide)) {
            LegalMoves legal = new LegalMoves(board);
            for (int i = 0; i < legal.count(); i++) {
                int move = legal.get(i);
                String san = Notation.toSan(legal, move, fide);
                int code = SanReader.read(san);
                assertThat(Notation.parseSanFast(board, buffer, code)).as(san).isEqualTo(move);
                if (MoveCodec.kind(move) != MoveCodec.CASTLE) {
                    int count = Notation.candidatesFast(board, buffer, code);
                    assertThat(Notation.writtenAsRendered(board, buffer, count, move, code)).as(san).isTrue();
                }
                read++;
            }
        }
        assertThat(read).isGreaterThan(1_000);
    }

    @Test
    void theReplayerRejectsNullAndEmptyMovesAsSanErrors() {
        EngineRules rules = new EngineRules(Variant.CHESS960, fide);
        for (String san : new String[] {null, ""}) {
            MoveTextReplayer cursor = rules.replayer(rules.startPosition(rules.startArray(518)));
            assertThatThrownBy(() -> cursor.play(san)).isInstanceOf(SanException.class);
        }
    }
}
