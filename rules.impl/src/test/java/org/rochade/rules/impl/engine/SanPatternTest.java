package org.rochade.rules.impl.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.rochade.castling.plugin.FideCastling;
import org.rochade.rules.api.SanException;
import org.rochade.rules.api.Variant;
import org.rochade.rules.api.pgn.MoveTextReplayer;

/**
 * {@link SanPattern#parseCommon}, the cache-free reading of common SAN, answers exactly as the
 * general reading ({@link SanPattern#parse} after stripping marks, castling words first) wherever it
 * answers, and it answers for the SAN the engine itself writes for pawn and N/B/R/Q moves.
 */
class SanPatternTest {
    private static final String ALPHABET = "abcdefgh12345678xNBRQKP=+#-O0o:e.p";
    private final FideCastling fide = new FideCastling();

    @Test
    void agreesWithTheGeneralReadingOnEveryShortText() {
        int answered = 0;
        char[] text = new char[4];
        for (int length = 0; length <= 4; length++) {
            int combinations = (int) Math.pow(ALPHABET.length(), length);
            for (int n = 0; n < combinations; n++) {
                int rest = n;
                for (int i = 0; i < length; i++) {
                    text[i] = ALPHABET.charAt(rest % ALPHABET.length());
                    rest /= ALPHABET.length();
                }
                answered += compare(new String(text, 0, length));
            }
        }
        assertThat(answered).as("texts the common reading answered").isGreaterThan(5_000);
    }

    @Test
    void agreesWithTheGeneralReadingOnRandomLongerTexts() {
        SplittableRandom random = new SplittableRandom(960);
        int answered = 0;
        for (int n = 0; n < 2_000_000; n++) {
            char[] text = new char[5 + random.nextInt(4)];
            for (int i = 0; i < text.length; i++) {
                text[i] = ALPHABET.charAt(random.nextInt(ALPHABET.length()));
            }
            answered += compare(new String(text));
        }
        assertThat(answered).isGreaterThan(0);
    }

    @Test
    void readsTheSanTheEngineWritesForPawnAndPieceMoves() {
        int read = 0;
        for (Board board : PerftSuite.suiteBoards(fide)) {
            LegalMoves legal = new LegalMoves(board);
            for (int i = 0; i < legal.count(); i++) {
                int move = legal.get(i);
                if (MoveCodec.kind(move) == MoveCodec.CASTLE
                        || Pieces.type(board.squares[MoveCodec.from(move)]) == Pieces.KING) {
                    continue;
                }
                String san = Notation.toSan(legal, move, fide);
                int code = SanPattern.parseCommon(san);
                assertThat(code).as(san).isNotEqualTo(SanPattern.NONE);
                assertThat(Notation.parseSanFast(board, new int[MoveGen.MAX_MOVES], code)).as(san).isEqualTo(move);
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

    /** 1 when the common reading answered (and agreed), 0 when it left the text to the general one. */
    private int compare(String san) {
        int code = SanPattern.parseCommon(san);
        if (code == SanPattern.NONE) {
            return 0;
        }
        String text = Notation.stripSuffixes(san);
        assertThat(fide.parseSan(text)).as("castling? %s", san).isEmpty();
        SanPattern general = SanPattern.parse(text);
        assertThat(general).as("general reading of %s", san).isNotNull();
        assertThat(code).as("code of %s", san).isEqualTo(general.code());
        return 1;
    }
}
