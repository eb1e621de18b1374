package org.rochade.rules.impl.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.rochade.castling.plugin.FideCastling;
import org.rochade.rules.api.CastlingSide;
import org.rochade.rules.api.SanException;
import org.rochade.rules.api.Variant;
import org.rochade.rules.api.MoveTextReplayer;

/**
 * {@link SanReader}, the one reading of SAN text: castling words, marks and what a move's code
 * says; its fast path answers as the whole grammar does, and every move as Rochade writes it is
 * read and found fast.
 */
class SanReaderTest {
    private final FideCastling fide = new FideCastling();

    @ParameterizedTest
    @ValueSource(strings = {
            "O-O", "0-0", "o-o", "OO", "00", "oo",
            "O\u2010O", "O\u2011O", "O\u2013O", "O\u2014O",
            "0\u20130", "o\u2014o", "0\u20110",
            // marks, glyphs and spaces around the word are not part of it
            "O-O+", "O-O#", "O-O!?", " O-O", "O-O ", "0-0+"})
    void kingSideCastling(String token) {
        int code = SanReader.read(token);
        assertThat(SanReader.isCastling(code)).isTrue();
        assertThat(SanReader.castlingSide(code)).isEqualTo(CastlingSide.KING_SIDE);
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "O-O-O", "0-0-0", "o-o-o", "OOO", "000", "ooo",
            "O\u2010O\u2010O", "O\u2011O\u2011O", "O\u2013O\u2013O", "O\u2014O\u2014O",
            "0\u20130\u20130", "o\u2014o\u2014o", "O-O-O#"})
    void queenSideCastling(String token) {
        int code = SanReader.read(token);
        assertThat(SanReader.isCastling(code)).isTrue();
        assertThat(SanReader.castlingSide(code)).isEqualTo(CastlingSide.QUEEN_SIDE);
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "", " ", "+", "O", "0", "o", "-", "O-", "-O-O", "O-O-", "O--O", "O-O-O-O", "OOOO", "0-0-0-0",
            // mixed letters or separators are typos, not castling
            "O-0", "0-o", "O-O\u2013O", "OO-O", "O-OO",
            "O_O", "O.O", "O O",
            // look-alikes that are no castling notation
            "Q-Q", "D-D", "\u041e-\u041e"})
    void notCastlingNorAnyMove(String token) {
        assertThat(SanReader.read(token)).as(token).isEqualTo(SanReader.NONE);
    }

    @Test
    void nullIsNoMove() {
        assertThat(SanReader.read(null)).isEqualTo(SanReader.NONE);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', nullValues = "-", value = {
            // text        | role | from file | from rank | to | promotion | x     | standard shape
            "e4            | 0    | -1 | -1 | 28 | -1 | false | true",
            "exd5          | 0    | 4  | -1 | 35 | -1 | true  | true",
            "exd8=Q+       | 0    | 4  | -1 | 59 | 4  | true  | true",
            "e8Q           | 0    | -1 | -1 | 60 | 4  | false | false",
            "e8=q          | 0    | -1 | -1 | 60 | 4  | false | false",
            "Nbd2          | 1    | 1  | -1 | 11 | -1 | false | true",
            "R1xe2#        | 3    | -1 | 0  | 12 | -1 | true  | true",
            "Qa1b2         | 4    | 0  | 0  | 9  | -1 | false | true",
            "Kxf7          | 5    | -1 | -1 | 53 | -1 | true  | true",
            "Ng1-f3        | 1    | 6  | 0  | 21 | -1 | false | false",
            "Nf3!          | 1    | -1 | -1 | 21 | -1 | false | false",
            "Nf3+#         | 1    | -1 | -1 | 21 | -1 | false | false",
            "exf6 e.p.     | 0    | 4  | -1 | 45 | -1 | true  | false",
            "g1f3          | -1   | 6  | 0  | 21 | -1 | false | false",
            "e7e8=Q        | -1   | 4  | 6  | 60 | 4  | false | false",
    })
    void aMoveCodeSaysWhatTheTextNames(String san, int role, int fromFile, int fromRank, int to, int promotion,
                                       boolean captureMark, boolean standard) {
        int code = SanReader.read(san);
        assertThat(SanReader.isCastling(code)).isFalse();
        assertThat(SanReader.role(code)).isEqualTo(role);
        assertThat(SanReader.fromFile(code)).isEqualTo(fromFile);
        assertThat(SanReader.fromRank(code)).isEqualTo(fromRank);
        assertThat(SanReader.to(code)).isEqualTo(to);
        assertThat(SanReader.promotion(code)).isEqualTo(promotion);
        assertThat(SanReader.hasCaptureMark(code)).isEqualTo(captureMark);
        assertThat(SanReader.isStandardShape(code)).isEqualTo(standard);
    }

    @ParameterizedTest
    @ValueSource(strings = {"Kz9", "hello", "Pe4", "e8=K", "e8=P", "E4", "Nf9", "Nxxf3", "e4 +", "N f3", "xe4+-"})
    void unreadableTextHasNoCode(String san) {
        assertThat(SanReader.read(san)).as(san).isEqualTo(SanReader.NONE);
    }

    /** Every text of up to 4 characters, and random longer ones: where the fast path answers, the grammar agrees. */
    @Test
    void theFastPathAnswersAsTheGrammarDoes() {
        String alphabet = "abcdefgh12345678xNBRQKP=+#-O0o:e.p !?";
        int answered = 0;
        char[] text = new char[4];
        for (int length = 0; length <= 4; length++) {
            int combinations = (int) Math.pow(alphabet.length(), length);
            for (int n = 0; n < combinations; n++) {
                int rest = n;
                for (int i = 0; i < length; i++) {
                    text[i] = alphabet.charAt(rest % alphabet.length());
                    rest /= alphabet.length();
                }
                answered += agrees(new String(text, 0, length));
            }
        }
        java.util.SplittableRandom random = new java.util.SplittableRandom(960);
        for (int n = 0; n < 1_000_000; n++) {
            char[] longer = new char[5 + random.nextInt(4)];
            for (int i = 0; i < longer.length; i++) {
                longer[i] = alphabet.charAt(random.nextInt(alphabet.length()));
            }
            answered += agrees(new String(longer));
        }
        assertThat(answered).isGreaterThan(5_000);
        for (String castling : new String[] {"O-O", "O-O+", "O-O#", "O-O-O", "O-O-O+", "O-O-O#"}) {
            assertThat(agrees(castling)).as(castling).isEqualTo(1);
        }
        for (String near : new String[] {"O-O-O-O", "O-OO", "O-O-", "O-O-O-", "O-O!", "O-0", "O-O++", "Oe4"}) {
            agrees(near);
        }
    }

    private static int agrees(String san) {
        int common = SanReader.readCommon(san);
        if (common == SanReader.NONE) {
            return 0;
        }
        assertThat(common).as(san).isEqualTo(SanReader.readAny(san));
        return 1;
    }

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
                assertThat(SanReader.readCommon(san)).as(san).isEqualTo(code);
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
