package org.rochade.castling.plugin;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ServiceLoader;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import org.rochade.rules.api.CastlingSide;
import org.rochade.rules.api.spi.CastlingConvention;
import org.rochade.rules.api.spi.CastlingConvention.CastlingPath;

class FideCastlingTest {

    private final CastlingConvention fide = new FideCastling();

    /**
     * Expected masks written as file letters (hand-derived from the FIDE rule, not from the code):
     * empty = king path and rook path minus both start squares, safe = king path.
     */
    @ParameterizedTest(name = "king {0}, rook {1}: {2}, empty [{3}], safe [{4}]")
    @CsvSource(nullValues = "none", value = {
            // classic array
            "e, h, KING_SIDE,  fg,     efg",
            "e, a, QUEEN_SIDE, bcd,    cde",
            // the king stays put
            "g, h, KING_SIDE,  f,      g",
            "c, a, QUEEN_SIDE, bd,     c",
            "g, a, QUEEN_SIDE, bcdef,  cdefg",
            // the rook stays put
            "e, f, KING_SIDE,  g,      efg",
            "e, d, QUEEN_SIDE, c,      cde",
            "b, f, KING_SIDE,  cdeg,   bcdefg",
            // king and rook swap
            "f, g, KING_SIDE,  none,   fg",
            "d, c, QUEEN_SIDE, none,   cd",
            // b-rook with the king on c: the a-file may stay occupied
            "c, b, QUEEN_SIDE, d,      c",
            // long walks
            "b, a, QUEEN_SIDE, cd,     bc",
            "b, h, KING_SIDE,  cdefg,  bcdefg",
            "b, c, KING_SIDE,  defg,   bcdefg",
            "g, f, QUEEN_SIDE, cde,    cdefg",
            "c, d, KING_SIDE,  efg,    cdefg",
            "f, h, KING_SIDE,  g,      fg",
            "d, a, QUEEN_SIDE, bc,     cd",
            // both move one step towards each other's destination
            "d, h, KING_SIDE,  efg,    defg",
    })
    void pathMasks(char king, char rook, CastlingSide side, String empty, String safe) {
        int kingFile = king - 'a';
        int rookFile = rook - 'a';

        CastlingPath path = fide.path(kingFile, rookFile).orElseThrow();

        assertThat(path.side()).isEqualTo(side);
        assertThat(path.kingFrom()).isEqualTo(kingFile);
        assertThat(path.rookFrom()).isEqualTo(rookFile);
        assertThat(path.kingTo()).isEqualTo(side == CastlingSide.KING_SIDE ? 6 : 2);
        assertThat(path.rookTo()).isEqualTo(side == CastlingSide.KING_SIDE ? 5 : 3);
        assertThat(letters(path.mustBeEmpty())).isEqualTo(empty == null ? "" : empty);
        assertThat(letters(path.mustBeSafe())).isEqualTo(safe);
    }

    @Test
    void everyPairOnTheRankHasAPathThatNeverListsTheCastlingPieces() {
        for (int king = 0; king < 8; king++) {
            for (int rook = 0; rook < 8; rook++) {
                if (king == rook) {
                    continue;
                }
                CastlingPath path = fide.path(king, rook).orElseThrow();
                assertThat(path.mustBeEmpty() & (1 << king | 1 << rook)).as("king %d rook %d", king, rook).isZero();
                assertThat(path.mustBeSafe() & 1 << king).isNotZero();
                assertThat(path.mustBeSafe() & 1 << path.kingTo()).isNotZero();
                assertThat(path.mustBeEmpty() | path.mustBeSafe()).isLessThan(256);
            }
        }
    }

    @ParameterizedTest(name = "king {0}, rook {1}")
    @CsvSource({"4, 4", "0, 0", "-1, 0", "0, -1", "8, 0", "0, 8", "4, 9", "100, 7"})
    void rejectsImpossibleFiles(int king, int rook) {
        assertThat(fide.path(king, rook)).isEmpty();
    }

    @Test
    void nameAndSan() {
        assertThat(fide.name()).isEqualTo("fide");
        assertThat(fide.toSan(CastlingSide.KING_SIDE)).isEqualTo("O-O");
        assertThat(fide.toSan(CastlingSide.QUEEN_SIDE)).isEqualTo("O-O-O");
    }

    @Test
    void isFoundOnThePlainClassPath() {
        assertThat(ServiceLoader.load(CastlingConvention.class).stream()
                .map(ServiceLoader.Provider::get)
                .map(CastlingConvention::name))
                .containsExactly("fide");
    }

    private static String letters(int mask) {
        return IntStream.range(0, 8)
                .filter(file -> (mask & 1 << file) != 0)
                .mapToObj(file -> String.valueOf((char) ('a' + file)))
                .collect(Collectors.joining());
    }
}
