package org.rochade.castling.none;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.rochade.castling.plugin.FideCastling;
import org.rochade.rules.api.spi.CastlingConvention;

/** NoCastling carries a copy of the FIDE token reader: both must read every token alike. */
class CastlingTokensAgreementTest {

    /** Every character either reader treats specially, plus a few that neither accepts. */
    private static final String ALPHABET = "O0o-\u2010\u2011\u2013\u2014 +Q";

    @Test
    void readsEveryShortTokenLikeFideCastling() {
        CastlingConvention fide = new FideCastling();
        CastlingConvention none = new NoCastling();
        List<String> tokens = tokensUpTo(6);

        assertThat(tokens).hasSizeGreaterThan(1_000_000);
        for (String token : tokens) {
            if (!fide.parseSan(token).equals(none.parseSan(token))) {
                throw new AssertionError("readers disagree on \"" + token + "\"");
            }
        }
    }

    private static List<String> tokensUpTo(int length) {
        List<String> all = new ArrayList<>();
        List<String> previous = List.of("");
        all.addAll(previous);
        for (int n = 1; n <= length; n++) {
            List<String> next = new ArrayList<>();
            for (String prefix : previous) {
                for (char c : ALPHABET.toCharArray()) {
                    next.add(prefix + c);
                }
            }
            all.addAll(next);
            previous = next;
        }
        return all;
    }
}
