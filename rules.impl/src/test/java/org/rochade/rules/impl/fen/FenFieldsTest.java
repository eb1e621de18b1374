package org.rochade.rules.impl.fen;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The hand-written split agrees with the regular expression it replaced. */
class FenFieldsTest {
    private static final Pattern WHITE_SPACE = Pattern.compile("\\s+");
    /** FEN characters, every white space \s knows, and neighbours it does not (NBSP, 0x1C, 0x85). */
    private static final String ALPHABET = "rnbqkpRNBQKP12345678/-wb0 \t\n\u000B\f\r\u00A0\u001C\u0085";

    @Test
    void splitsLikeTheRegularExpressionOnTrimmedTexts() {
        SplittableRandom random = new SplittableRandom(960);
        for (int i = 0; i < 200_000; i++) {
            StringBuilder text = new StringBuilder();
            int length = random.nextInt(12);
            for (int j = 0; j < length; j++) {
                text.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
            }
            for (String trimmed : new String[] {text.toString().trim(), text.toString().strip()}) {
                assertThat(FenFields.split(trimmed)).as("'%s'", trimmed).containsExactly(WHITE_SPACE.split(trimmed));
            }
        }
    }

    @Test
    void aFenHasItsSixFieldsAndAnEmptyTextOneEmptyField() {
        assertThat(FenFields.split("8/8/8/8/8/8/8/K6k w -  -\t0\r\n1"))
                .containsExactly("8/8/8/8/8/8/8/K6k", "w", "-", "-", "0", "1");
        assertThat(FenFields.split("")).containsExactly("");
    }
}
