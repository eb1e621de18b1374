package org.rochade.rules.api.spi;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.rochade.rules.api.CastlingSide;

class CastlingTokensTest {

    @ParameterizedTest
    @ValueSource(strings = {
            "O-O", "0-0", "o-o", "OO", "00", "oo",
            "O\u2010O", "O\u2011O", "O\u2013O", "O\u2014O",
            "0\u20130", "o\u2014o", "0\u20110"})
    void kingSide(String token) {
        assertThat(CastlingTokens.parse(token)).contains(CastlingSide.KING_SIDE);
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "O-O-O", "0-0-0", "o-o-o", "OOO", "000", "ooo",
            "O\u2010O\u2010O", "O\u2011O\u2011O", "O\u2013O\u2013O", "O\u2014O\u2014O",
            "0\u20130\u20130", "o\u2014o\u2014o"})
    void queenSide(String token) {
        assertThat(CastlingTokens.parse(token)).contains(CastlingSide.QUEEN_SIDE);
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "", "O", "0", "o", "-", "O-", "-O-O", "O-O-", "O--O", "O-O-O-O", "OOOO", "0-0-0-0",
            // mixed letters or separators are typos, not castling
            "O-0", "0-o", "O-O\u2013O", "OO-O", "O-OO",
            // anything around the token: check marks and spaces are stripped by the caller
            "O-O+", "O-O-O#", " O-O", "O-O ", "O_O", "O.O", "O O",
            // look-alikes that are no castling notation
            "Q-Q", "Ke1", "e4", "0", "D-D", "\u041e-\u041e"})
    void notCastling(String token) {
        assertThat(CastlingTokens.parse(token)).isEmpty();
    }

    @Test
    void nullIsNotCastling() {
        assertThat(CastlingTokens.parse(null)).isEmpty();
    }
}
