package org.rochade.castling.none;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.rochade.rules.api.CastlingSide;
import org.rochade.rules.api.spi.CastlingConvention;

class NoCastlingTest {

    private final CastlingConvention none = new NoCastling();

    @Test
    void hasNoCastlingForAnyPairOfFiles() {
        for (int king = -1; king <= 8; king++) {
            for (int rook = -1; rook <= 8; rook++) {
                assertThat(none.path(king, rook)).as("king %d rook %d", king, rook).isEmpty();
            }
        }
    }

    @Test
    void isFoundByServiceLoaderOnAPlainClassPath() {
        assertThat(java.util.ServiceLoader.load(CastlingConvention.class).stream()
                .map(java.util.ServiceLoader.Provider::type))
                .contains(NoCastling.class);
    }

    @Test
    void name() {
        assertThat(none.name()).isEqualTo("none");
    }

    @Test
    void writesStandardSan() {
        assertThat(none.toSan(CastlingSide.KING_SIDE)).isEqualTo("O-O");
        assertThat(none.toSan(CastlingSide.QUEEN_SIDE)).isEqualTo("O-O-O");
    }
}
