package org.rochade.rules.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Squares and pieces read from text: what they name, or an exception naming the bad text. */
class SquareAndPieceTest {

    @Test
    void everySquareParsesFromItsNameInEitherCase() {
        for (Square square : Square.values()) {
            assertThat(Square.parse(square.toString())).isEqualTo(square);
            assertThat(Square.parse(square.toString().toUpperCase(java.util.Locale.ROOT))).isEqualTo(square);
        }
    }

    @Test
    void textThatIsNoSquareIsRefusedByName() {
        for (String bad : new String[] {"i1", "a9", "a0", "e", "e44", "", "4e"}) {
            assertThatThrownBy(() -> Square.parse(bad)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("not a square: '" + bad + "' (a file a-h and a rank 1-8, e.g. e4)");
        }
    }

    @Test
    void aFenLetterIsItsPiece() {
        for (PieceType type : PieceType.values()) {
            Piece white = Piece.fromFen(type.letter());
            Piece black = Piece.fromFen(Character.toLowerCase(type.letter()));
            assertThat(white).isEqualTo(new Piece(Color.WHITE, type));
            assertThat(black).isEqualTo(new Piece(Color.BLACK, type));
            assertThat(Piece.fromFen(white.fenChar())).isEqualTo(white);
            assertThat(Piece.fromFen(black.fenChar())).isEqualTo(black);
        }
        assertThatThrownBy(() -> Piece.fromFen('x')).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("not a piece letter: 'x' (one of KQRBNP for White, kqrbnp for Black)");
        assertThatThrownBy(() -> Piece.fromFen('1')).hasMessageContaining("'1'");
    }
}
