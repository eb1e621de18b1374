package org.rochade.rules.impl.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.rochade.castling.plugin.FideCastling;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Move;
import org.rochade.rules.api.MoveLookup;
import org.rochade.rules.api.PieceType;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.Square;
import org.rochade.rules.api.Variant;

/** Moves from squares, as a GUI gets them from a drag. */
class FindMoveTest {
    private final ChessRules chess960 = new EngineRules(Variant.CHESS960, new FideCastling());
    private final ChessRules classic = new EngineRules(Variant.CLASSIC, new FideCastling());

    private static MoveLookup find(ChessRules rules, String fen, String from, String to, PieceType promotion) {
        return rules.findMove(rules.fromFen(fen), Square.parse(from), Square.parse(to), promotion);
    }

    @Test
    void aKingNextToItsDestinationSquareIsAmbiguous() {
        // King b1, rook a1, c1 empty: the king dropped on c1 is Kc1 or O-O-O.
        String fen = "1k6/8/8/8/8/8/8/RK6 w A - 0 1";
        MoveLookup lookup = find(chess960, fen, "b1", "c1", null);
        assertThat(lookup).isInstanceOf(MoveLookup.Ambiguous.class);
        assertThat(((MoveLookup.Ambiguous) lookup).candidates()).containsExactlyInAnyOrder(
                new Move.Normal(PieceType.KING, Square.B1, Square.C1, null, null),
                new Move.Castle(Square.B1, Square.A1));
        // Dropped on its own rook, it can only mean castling.
        assertThat(find(chess960, fen, "b1", "a1", null)).isEqualTo(new MoveLookup.Found(new Move.Castle(Square.B1, Square.A1)));
    }

    @Test
    void classicCastlingByTheKingsDestinationOrItsRook() {
        String fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        Move castle = new Move.Castle(Square.E1, Square.H1);
        assertThat(find(classic, fen, "e1", "g1", null)).isEqualTo(new MoveLookup.Found(castle));
        assertThat(find(classic, fen, "e1", "h1", null)).isEqualTo(new MoveLookup.Found(castle));
        assertThat(find(classic, fen, "e1", "c1", null)).isEqualTo(new MoveLookup.Found(new Move.Castle(Square.E1, Square.A1)));
        Position position = classic.fromFen(fen);
        assertThat(classic.legalMoves(position)).contains(castle);
        assertThat(classic.toSan(position, castle)).isEqualTo("O-O");
    }

    @Test
    void aPromotionAsksForItsPiece() {
        String fen = "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1";
        MoveLookup lookup = find(chess960, fen, "a7", "a8", null);
        assertThat(lookup).isInstanceOf(MoveLookup.NeedsPromotion.class);
        assertThat(((MoveLookup.NeedsPromotion) lookup).candidates()).hasSize(4).allMatch(m -> m.promotion() != null);
        assertThat(find(chess960, fen, "a7", "b8", PieceType.KNIGHT)).isEqualTo(new MoveLookup.Found(
                new Move.Normal(PieceType.PAWN, Square.A7, Square.B8, PieceType.ROOK, PieceType.KNIGHT)));
        assertThat(find(chess960, fen, "a7", "a8", PieceType.KING))
                .isEqualTo(new MoveLookup.Illegal("a pawn cannot promote to a king"));
        assertThat(find(chess960, "4k3/8/8/8/8/8/P7/4K3 w - - 0 1", "a2", "a3", PieceType.QUEEN))
                .isEqualTo(new MoveLookup.Illegal("the pawn from a2 to a3 does not promote (a pawn promotes on reaching the last rank)"));
    }

    @Test
    void aFoundMoveEqualsTheSameMoveInLegalMovesWhateverItSaysOfTheCapture() {
        String fen = "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1";
        Position position = chess960.fromFen(fen);
        Move built = new Move.Normal(PieceType.PAWN, Square.E4, Square.D5, null, null);
        MoveLookup lookup = chess960.findMove(position, Square.E4, Square.D5, null);
        assertThat(lookup).isEqualTo(new MoveLookup.Found(built));
        assertThat(chess960.legalMoves(position)).contains(built);
        assertThat(((MoveLookup.Found) lookup).move().isCapture()).isTrue();
        assertThat(built.hashCode()).isEqualTo(((MoveLookup.Found) lookup).move().hashCode());
        assertThat(chess960.isLegal(position, built)).isTrue();
    }

    @ParameterizedTest(name = "{1}-{2}: {3}")
    @CsvSource(delimiter = '|', value = {
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1                | e4 | e5 | no piece on e4",
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1                | e8 | d8 | the king on e8 is Black's; White is to move",
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1                | e1 | e1 | the king on e1 stays where it is",
            "4k3/8/8/8/8/8/8/4KN2 w - - 0 1               | f1 | f3 | a knight cannot move from f1 to f3",
            "4k3/8/8/8/8/8/8/4KN2 w - - 0 1               | e1 | f1 | the king on e1 cannot take its own knight on f1",
            "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1            | e2 | c3 | the knight on e2 is pinned: moving it to c3 would put the White king in check",
            "4k3/8/8/8/8/8/4r3/4K1N1 w - - 0 1            | g1 | f3 | the White king is in check, and the knight from g1 to f3 does not end it",
            "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1              | e1 | e2 | the White king would be in check on e2",
            "4k3/8/8/8/8/8/8/R3K2R w K - 0 1              | e1 | a1 | White has no castling right with the rook on a1",
            "4k3/8/8/8/8/8/8/R2QK2R w KQ - 0 1            | e1 | a1 | castling with the rook on a1 needs b1, c1 and d1 empty, and the queen on d1 is in the way",
            "4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1           | e1 | h1 | White is in check (rook on e2), and a king in check cannot castle",
            "4k3/8/8/8/8/8/3r4/R3K2R w KQ - 0 1           | e1 | a1 | castling with the rook on a1 is not legal: the king crosses d1, which Black attacks",
            "4k3/8/8/8/8/8/6r1/R3K2R w KQ - 0 1           | e1 | h1 | castling with the rook on h1 is not legal: the king lands on g1, which Black attacks",
    })
    void anIllegalMoveSaysWhy(String fen, String from, String to, String reason) {
        assertThat(find(classic, fen, from, to, null)).isEqualTo(new MoveLookup.Illegal(reason));
    }
}
