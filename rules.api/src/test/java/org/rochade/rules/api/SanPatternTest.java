package org.rochade.rules.api;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link SanPattern}, the one reading of SAN text: castling words, marks and what a move's pattern
 * says; its fast path answers as the whole grammar does, and for every shape Rochade writes.
 */
class SanPatternTest {

    @ParameterizedTest
    @ValueSource(strings = {
            "O-O", "0-0", "o-o", "OO", "00", "oo",
            "O\u2010O", "O\u2011O", "O\u2013O", "O\u2014O",
            "0\u20130", "o\u2014o", "0\u20110",
            // marks, glyphs and spaces around the word are not part of it
            "O-O+", "O-O#", "O-O!?", " O-O", "O-O ", "0-0+"})
    void kingSideCastling(String token) {
        int code = SanPattern.read(token);
        assertThat(SanPattern.isCastling(code)).isTrue();
        assertThat(SanPattern.castlingSide(code)).isEqualTo(CastlingSide.KING_SIDE);
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "O-O-O", "0-0-0", "o-o-o", "OOO", "000", "ooo",
            "O\u2010O\u2010O", "O\u2011O\u2011O", "O\u2013O\u2013O", "O\u2014O\u2014O",
            "0\u20130\u20130", "o\u2014o\u2014o", "O-O-O#"})
    void queenSideCastling(String token) {
        int code = SanPattern.read(token);
        assertThat(SanPattern.isCastling(code)).isTrue();
        assertThat(SanPattern.castlingSide(code)).isEqualTo(CastlingSide.QUEEN_SIDE);
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
        assertThat(SanPattern.read(token)).as(token).isEqualTo(SanPattern.NONE);
    }

    @Test
    void nullIsNoMove() {
        assertThat(SanPattern.read(null)).isEqualTo(SanPattern.NONE);
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
        int code = SanPattern.read(san);
        assertThat(SanPattern.isCastling(code)).isFalse();
        assertThat(SanPattern.role(code)).isEqualTo(role);
        assertThat(SanPattern.fromFile(code)).isEqualTo(fromFile);
        assertThat(SanPattern.fromRank(code)).isEqualTo(fromRank);
        assertThat(SanPattern.to(code)).isEqualTo(to);
        assertThat(SanPattern.promotion(code)).isEqualTo(promotion);
        assertThat(SanPattern.hasCaptureMark(code)).isEqualTo(captureMark);
        assertThat(SanPattern.isStandardShape(code)).isEqualTo(standard);
    }

    @ParameterizedTest
    @ValueSource(strings = {"Kz9", "hello", "Pe4", "e8=K", "e8=P", "E4", "Nf9", "Nxxf3", "e4 +", "N f3", "xe4+-"})
    void unreadableTextHasNoCode(String san) {
        assertThat(SanPattern.read(san)).as(san).isEqualTo(SanPattern.NONE);
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
        int common = SanPattern.readCommon(san);
        if (common == SanPattern.NONE) {
            return 0;
        }
        assertThat(common).as(san).isEqualTo(SanPattern.readAny(san));
        return 1;
    }

    /** Every move in the shapes Rochade writes (SAN with a mark or none; two from-coordinates aside, which three queens need) is read on the fast path. */
    @Test
    void theFastPathReadsEveryShapeRochadeWrites() {
        java.util.List<String> texts = new java.util.ArrayList<>(java.util.List.of("O-O", "O-O-O"));
        String files = "abcdefgh";
        for (int to = 0; to < 64; to++) {
            String square = "" + files.charAt(to % 8) + (to / 8 + 1);
            for (char file : files.toCharArray()) {
                texts.add(file == square.charAt(0) ? square : file + "x" + square);
            }
            for (char promotion : "NBRQ".toCharArray()) {
                texts.add(square + "=" + promotion);
                texts.add("a" + "x" + square + "=" + promotion);
            }
            for (char piece : "NBRQK".toCharArray()) {
                for (String from : new String[] {"", "a", "h", "1", "8"}) { // not both: readAny reads those
                    texts.add(piece + from + square);
                    texts.add(piece + from + "x" + square);
                }
            }
        }
        int read = 0;
        for (String text : texts) {
            for (String mark : new String[] {"", "+", "#"}) {
                String san = text + mark;
                int pattern = SanPattern.read(san);
                assertThat(pattern).as(san).isNotEqualTo(SanPattern.NONE);
                assertThat(SanPattern.readCommon(san)).as(san).isEqualTo(pattern);
                assertThat(SanPattern.isStandardShape(pattern)).as(san).isEqualTo(!SanPattern.isCastling(pattern));
                assertThat(SanPattern.checkMark(pattern)).as(san)
                        .isEqualTo(SanPattern.isCastling(pattern) || mark.isEmpty() ? (char) 0 : mark.charAt(0));
                read++;
            }
        }
        assertThat(read).isGreaterThan(10_000);
    }

    /** The mark a standard-shape text is written with is in its pattern, on both paths; other texts say none. */
    @Test
    void theCheckOrMateMarkOfAStandardShapeIsInItsPattern() {
        String[][] cases = {{"Nf3", ""}, {"Nf3+", "+"}, {"Qxf7#", "#"}, {"exd8=Q+", "+"}, {"Ng1f3#", "#"},
                {"Nf3+!", ""}, {"Nf3!", ""}, {"Nf3 +", ""}, {"e4e5", ""}, {"O-O+", ""}, {"Qh4xe1+", "+"}};
        for (String[] c : cases) {
            int pattern = SanPattern.read(c[0]);
            assertThat(SanPattern.checkMark(pattern)).as(c[0]).isEqualTo(c[1].isEmpty() ? (char) 0 : c[1].charAt(0));
            assertThat(SanPattern.checkMark(SanPattern.readAny(c[0]))).as(c[0] + " (whole grammar)")
                    .isEqualTo(SanPattern.checkMark(pattern));
        }
        // Equal texts but for the mark name the same move.
        int plain = SanPattern.read("Qxf7");
        int mate = SanPattern.read("Qxf7#");
        assertThat(SanPattern.to(mate)).isEqualTo(SanPattern.to(plain));
        assertThat(SanPattern.role(mate)).isEqualTo(SanPattern.role(plain));
        assertThat(SanPattern.hasCaptureMark(mate)).isTrue();
        assertThat(SanPattern.checkMark(SanPattern.NONE)).isEqualTo((char) 0);
    }
}
