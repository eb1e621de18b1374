package org.rochade.rules.impl.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.rochade.castling.plugin.FideCastling;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Move;
import org.rochade.rules.api.PieceType;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.Square;
import org.rochade.rules.api.UciCastling;
import org.rochade.rules.api.UciException;
import org.rochade.rules.api.Variant;

/** UCI moves in and out, with both castling encodings. */
class UciTest {
    private static final ChessRules CHESS960 = new EngineRules(Variant.CHESS960, new FideCastling());
    private static final ChessRules CLASSIC = new EngineRules(Variant.CLASSIC, new FideCastling());
    private static final String CASTLES = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";

    @ParameterizedTest(name = "classic: {0} is castling with the {1} rook")
    @CsvSource({"e1g1, h1", "e1h1, h1", "e1c1, a1", "e1a1, a1"})
    void classicCastlingBothWays(String uci, String rook) {
        Move castle = new Move.Castle(Square.E1, Square.parse(rook));
        assertThat(CLASSIC.parseUci(CLASSIC.fromFen(CASTLES), uci)).isEqualTo(castle);
        assertThat(CHESS960.parseUci(CHESS960.fromFen(CASTLES), uci)).isEqualTo(castle);
    }

    @ParameterizedTest(name = "black: {0} is castling with the {1} rook")
    @CsvSource({"e8g8, h8", "e8h8, h8", "e8c8, a8", "e8a8, a8"})
    void blackCastlingBothWays(String uci, String rook) {
        Position p = CLASSIC.fromFen(CASTLES.replace(" w ", " b "));
        assertThat(CLASSIC.parseUci(p, uci)).isEqualTo(new Move.Castle(Square.E8, Square.parse(rook)));
    }

    @Test
    @DisplayName("classic start after 1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5: e1g1 and e1h1 both castle")
    void classicAfterClearing() {
        Position p = CLASSIC.fromFen("r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
        assertThat(CLASSIC.parseUci(p, "e1g1")).isEqualTo(new Move.Castle(Square.E1, Square.H1));
        assertThat(CLASSIC.parseUci(p, "e1h1")).isEqualTo(new Move.Castle(Square.E1, Square.H1));
        assertThat(CLASSIC.parseUci(p, "e1f1")).isEqualTo(new Move.Normal(PieceType.KING, Square.E1, Square.F1, null, null));
    }

    @Test
    @DisplayName("chess960: king b1 takes rook a1 is O-O-O; b1c1 is the ordinary king move")
    void kingTakesRookQueenSide() {
        Position p = CHESS960.fromFen("4k3/8/8/8/8/8/8/RK5R w HA - 0 1");
        Move castle = new Move.Castle(Square.B1, Square.A1);
        assertThat(CHESS960.parseUci(p, "b1a1")).isEqualTo(castle);
        assertThat(CHESS960.parseUci(p, "b1h1")).isEqualTo(new Move.Castle(Square.B1, Square.H1));
        assertThat(CHESS960.parseUci(p, "b1c1")).isEqualTo(new Move.Normal(PieceType.KING, Square.B1, Square.C1, null, null));
        assertThat(CHESS960.toUci(p, castle)).isEqualTo("b1a1");
        // b1c1 would be the ordinary king move: the two-squares encoding keeps king takes rook here
        assertThat(CHESS960.toUci(p, castle, UciCastling.KING_TWO_SQUARES)).isEqualTo("b1a1");
        Position after = CHESS960.play(p, castle);
        assertThat(after.king(org.rochade.rules.api.Color.WHITE)).isEqualTo(Square.C1);
        assertThat(after.pieceAt(Square.D1)).isEqualTo(new org.rochade.rules.api.Piece(org.rochade.rules.api.Color.WHITE, PieceType.ROOK));
    }

    @Test
    @DisplayName("chess960: king f1, rook h1: f1g1 is the king's step, f1h1 castles")
    void castlingDestinationIsAlsoAKingMove() {
        Position p = CHESS960.fromFen("4k3/8/8/8/8/8/8/5K1R w H - 0 1");
        Move step = new Move.Normal(PieceType.KING, Square.F1, Square.G1, null, null);
        Move castle = new Move.Castle(Square.F1, Square.H1);
        assertThat(CHESS960.parseUci(p, "f1g1")).isEqualTo(step);
        assertThat(CHESS960.parseUci(p, "f1h1")).isEqualTo(castle);
        assertThat(CHESS960.toUci(p, castle)).isEqualTo("f1h1");
        assertThat(CHESS960.toUci(p, step)).isEqualTo("f1g1");
        Position after = CHESS960.play(p, CHESS960.parseUci(p, "f1h1"));
        assertThat(after.fen()).isEqualTo("4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
    }

    @Test
    @DisplayName("chess960: king on g1 with rook h1 castles in place: g1h1")
    void kingStaysPut() {
        Position p = CHESS960.fromFen("4k3/8/8/8/8/8/8/6KR w K - 0 1");
        Move castle = new Move.Castle(Square.G1, Square.H1);
        assertThat(CHESS960.parseUci(p, "g1h1")).isEqualTo(castle);
        assertThat(CHESS960.play(p, castle).fen()).isEqualTo("4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
    }

    @ParameterizedTest(name = "chess960 {0}: {1} in the two-squares encoding reads back as the same castling")
    @CsvSource({
            "4k3/8/8/8/8/8/8/5K1R w H - 0 1,  O-O,   f1h1",   // king one file: f1g1 is the king's step
            "4k3/8/8/8/8/8/8/6KR w H - 0 1,   O-O,   g1h1",   // king stays: g1g1 is no move
            "4k3/8/8/8/8/8/8/RK5R w HA - 0 1, O-O-O, b1a1",   // king one file: b1c1 is the king's step
            "4k3/8/8/8/8/8/8/1RK4R w HB - 0 1, O-O-O, c1b1",  // king stays on c1
            "4k3/8/8/8/8/8/8/R3K2R w HA - 0 1, O-O,   e1g1",  // two files: the classic form
            "4k3/8/8/8/8/8/8/RK5R w HA - 0 1, O-O,   b1g1",   // five files
    })
    void twoSquaresEncodingReadsBack(String fen, String san, String uci) {
        Position p = CHESS960.fromFen(fen);
        Move castle = CHESS960.parseSan(p, san);
        String written = CHESS960.toUci(p, castle, UciCastling.KING_TWO_SQUARES);
        assertThat(written).isEqualTo(uci);
        assertThat(CHESS960.parseUci(p, written)).isEqualTo(castle);
    }

    @ParameterizedTest(name = "{0} promotes to {1}")
    @CsvSource({"e7e8q, QUEEN", "e7e8r, ROOK", "e7e8b, BISHOP", "e7e8n, KNIGHT"})
    void promotions(String uci, PieceType piece) {
        Position p = CHESS960.fromFen("8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
        Move m = new Move.Normal(PieceType.PAWN, Square.E7, Square.E8, null, piece);
        assertThat(CHESS960.parseUci(p, uci)).isEqualTo(m);
        assertThat(CHESS960.toUci(p, m)).isEqualTo(uci);
        assertThat(CLASSIC.toUci(CLASSIC.fromFen(p.fen()), m)).isEqualTo(uci);
    }

    @ParameterizedTest(name = "\"{0}\" is rejected ({1})")
    @CsvSource(delimiter = '|', value = {
            "e9e4   | rank 9",
            "i2i4   | file i",
            "E2E4   | upper case",
            "e7e8k  | promotion to king",
            "e7e8p  | promotion to pawn",
            "e7e8   | promotion missing",
            "e7e8qq | too long",
            "0000   | null move",
            "''     | empty",
            "e2     | too short",
            "e1e3   | not a king move",
            "a2a3q  | promotion suffix on a non-promotion",
            "a8b8   | the other side's piece",
    })
    void rejects(String uci, String why) {
        Position p = CHESS960.fromFen("k7/4P3/8/8/8/8/P7/4K3 w - - 0 1");
        UciException e = catchThrowableOfType(() -> CHESS960.parseUci(p, uci), UciException.class);
        assertThat(e).as(why).isNotNull();
        assertThat(e.uci()).isEqualTo(uci);
        assertThat(e.getMessage()).contains("'" + uci + "'");
    }

    @Test
    @DisplayName("null is rejected with a UciException")
    void rejectsNull() {
        Position p = CHESS960.fromFen(CASTLES);
        assertThat(catchThrowableOfType(() -> CHESS960.parseUci(p, null), UciException.class)).isNotNull();
    }

    @Test
    @DisplayName("toUci default follows the variant: classic e1g1, chess960 e1h1")
    void defaultEncodingPerVariant() {
        Move oo = new Move.Castle(Square.E1, Square.H1);
        Move ooo = new Move.Castle(Square.E1, Square.A1);
        assertThat(Variant.CLASSIC.defaultUciCastling()).isEqualTo(UciCastling.KING_TWO_SQUARES);
        assertThat(Variant.CHESS960.defaultUciCastling()).isEqualTo(UciCastling.KING_TAKES_ROOK);
        Position classic = CLASSIC.fromFen(CASTLES);
        assertThat(CLASSIC.toUci(classic, oo)).isEqualTo("e1g1");
        assertThat(CLASSIC.toUci(classic, ooo)).isEqualTo("e1c1");
        assertThat(CLASSIC.toUci(classic, oo, UciCastling.KING_TAKES_ROOK)).isEqualTo("e1h1");
        Position c960 = CHESS960.fromFen(CASTLES);
        assertThat(CHESS960.toUci(c960, oo)).isEqualTo("e1h1");
        assertThat(CHESS960.toUci(c960, ooo)).isEqualTo("e1a1");
        assertThat(CHESS960.toUci(c960, oo, UciCastling.KING_TWO_SQUARES)).isEqualTo("e1g1");
        Move e4 = new Move.Normal(PieceType.PAWN, Square.E2, Square.E4, null, null);
        assertThat(CLASSIC.toUci(classic, e4)).isEqualTo("e2e4");
        assertThat(CHESS960.toUci(c960, e4)).isEqualTo("e2e4");
    }

    @Test
    @DisplayName("toUci of an illegal move throws")
    void toUciIllegal() {
        Position p = CHESS960.fromFen(CASTLES);
        assertThat(catchThrowableOfType(() -> CHESS960.toUci(p, new Move.Normal(PieceType.PAWN, Square.E2, Square.E5, null, null)),
                org.rochade.rules.api.IllegalMoveException.class)).isNotNull();
    }

    @Test
    @DisplayName("en passant in UCI is the pawn's own squares")
    void enPassant() {
        Position p = CHESS960.fromFen("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
        assertThat(CHESS960.parseUci(p, "e5f6")).isEqualTo(new Move.EnPassant(Square.E5, Square.F6));
        assertThat(CHESS960.toUci(p, new Move.EnPassant(Square.E5, Square.F6))).isEqualTo("e5f6");
    }
}
