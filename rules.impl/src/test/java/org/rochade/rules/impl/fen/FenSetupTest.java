package org.rochade.rules.impl.fen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.rochade.rules.api.FenException.Field.CASTLING;
import static org.rochade.rules.api.FenException.Field.EN_PASSANT;
import static org.rochade.rules.api.FenException.Field.FULLMOVE_NUMBER;
import static org.rochade.rules.api.FenException.Field.SIDE_TO_MOVE;
import static org.rochade.rules.api.SetupProblem.Kind.UNREADABLE;

import org.junit.jupiter.api.Test;
import org.rochade.rules.api.SetupProblem;
import org.rochade.rules.api.Square;

/** What {@link FenReader} makes of a FEN's fields: read values, or one problem per unreadable field. */
class FenSetupTest {

    @Test
    void readsEveryField() {
        FenSetup fen = FenReader.read("  r3k2r/8/8/3pP3/8/8/8/R3K2R \t w HqA d6 7 123456789012 ");
        assertThat(fen.problems()).isEmpty();
        assertThat(fen.board()[Square.A1.index()]).isEqualTo('R');
        assertThat(fen.board()[Square.E8.index()]).isEqualTo('k');
        assertThat(fen.board()[Square.D4.index()]).isEqualTo((char) 0);
        assertThat(fen.whiteToMove()).isTrue();
        assertThat(fen.castling()).isEqualTo("HqA");
        assertThat(fen.castlingRooks()).containsExactly(Square.H1.index(), Square.A8.index(), Square.A1.index());
        assertThat(fen.enPassant()).isEqualTo(Square.D6.index());
        assertThat(fen.halfmoveClock()).isEqualTo("7");
        assertThat(fen.fullmoveNumber()).isEqualTo("123456789012"); // any number: its range is the engine's
    }

    @Test
    void countersMayBeMissing() {
        FenSetup fen = FenReader.read("4k3/8/8/8/8/8/8/4K3 b - -");
        assertThat(fen.problems()).isEmpty();
        assertThat(fen.whiteToMove()).isFalse();
        assertThat(fen.castlingRooks()).isEmpty();
        assertThat(fen.halfmoveClock()).isNull();
        assertThat(fen.fullmoveNumber()).isNull();
    }

    @Test
    void reportsOneProblemPerUnreadableFieldInFieldOrder() {
        FenSetup fen = FenReader.read("4k3/8/8/8/8/8/8/R3K2R x KX e4 0 one");
        assertThat(fen.problems()).containsExactly(
                new SetupProblem(SIDE_TO_MOVE, UNREADABLE, "'x', 'w' or 'b' expected"),
                new SetupProblem(CASTLING, UNREADABLE, "'KX' has 'X', which is neither K, Q, k, q nor a file letter"),
                new SetupProblem(EN_PASSANT, UNREADABLE, "'e4' is neither '-' nor a square on rank 3 or 6"),
                new SetupProblem(FULLMOVE_NUMBER, UNREADABLE, "'one' is not a number"));
        assertThat(fen.castlingRooks()).as("the letters before the unreadable one").containsExactly(Square.H1.index());
    }

    @Test
    void castlingLettersAreReadUpToTheFirstProblem() {
        FenSetup fen = FenReader.read("4k3/8/8/8/8/8/8/R3K2R w AKH - 0 1");
        assertThat(fen.problems()).containsExactly(
                new SetupProblem(CASTLING, UNREADABLE, "'AKH' grants the right of the rook on h1 twice"));
        assertThat(fen.castlingRooks()).containsExactly(Square.A1.index(), Square.H1.index());
    }

    @Test
    void anUnreadablePlacementEndsTheReading() {
        FenSetup fen = FenReader.read("4k3/8/8/8/8/8/8/4K2 x KX e4 0 one");
        assertThat(fen.problems()).extracting(SetupProblem::message).containsExactly("rank 1 has 7 squares, 8 expected");
        assertThat(new String(fen.board())).isEqualTo("\0".repeat(64));
    }
}
