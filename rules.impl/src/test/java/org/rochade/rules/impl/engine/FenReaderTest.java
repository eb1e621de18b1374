package org.rochade.rules.impl.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.Optional;
import java.util.Set;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.rochade.castling.plugin.FideCastling;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.FenException;
import org.rochade.rules.api.FenException.Field;
import org.rochade.rules.api.FenFormat;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.Square;
import org.rochade.rules.api.Variant;

/** Reading and writing FEN, X-FEN and Shredder-FEN, and every kind of rejected FEN. */
class FenReaderTest {
    private static final ChessRules CHESS960 = new EngineRules(Variant.CHESS960, new FideCastling());
    private static final ChessRules CLASSIC = new EngineRules(Variant.CLASSIC, new FideCastling());
    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";

    // ---- round trips ----------------------------------------------------------------------

    @ParameterizedTest(name = "{0}: {1} -> X-FEN {2}, Shredder {3}")
    @CsvSource(delimiter = '|', value = {
            "classic start KQkq   | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | KQkq | HAha",
            "classic start HAha   | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1 | KQkq | HAha",
            "classic start AHah   | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w AHah - 0 1 | KQkq | HAha",
            "classic start kqKQ   | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w kqKQ - 0 1 | KQkq | HAha",
            "mixed hKaQ           | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w hKaQ - 0 1 | KQkq | HAha",
            "mixed QhKa           | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w QhKa - 0 1 | KQkq | HAha",
            "960 start GEge       | bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1 | KQkq | GEge",
            "960 start egGE       | bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w egGE - 0 1 | KQkq | GEge",
            "960 start KQkq       | bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1 | KQkq | GEge",
            "only white king side | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w H - 0 1    | K    | H",
            "only black queen side| rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w a - 0 1    | q    | a",
            "no rights            | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1    | -    | -",
            "inner rook queen side (Shredder in)| 4k3/8/8/8/8/8/8/RR2K2R w HB - 0 1 | KB | HB",
            "inner rook queen side (X-FEN in)   | 4k3/8/8/8/8/8/8/RR2K2R w KB - 0 1 | KB | HB",
            "outer rook queen side with inner   | 4k3/8/8/8/8/8/8/RR2K2R w KQ - 0 1 | KQ | HA",
            "inner rook king side               | 4k3/8/8/8/8/8/8/R3KRR1 w FQ - 0 1 | FQ | FA",
            "black inner rooks both sides       | 1rr1kr1r/8/8/8/8/8/8/4K3 w cf - 0 1 | fc | fc",
            "black inner king side, outer queen | rr2kr1r/8/8/8/8/8/8/4K3 b fq - 3 9 | fq | fa",
    })
    void roundTrips(String name, String fen, String xfen, String shredder) {
        Position p = CHESS960.fromFen(fen);
        String[] in = fen.split(" ");
        String expectedRest = " " + in[1] + " %s " + in[3] + " " + in[4] + " " + in[5];
        assertThat(p.fen()).isEqualTo(in[0] + expectedRest.formatted(xfen));
        assertThat(p.fen(FenFormat.XFEN)).isEqualTo(in[0] + expectedRest.formatted(xfen));
        assertThat(p.fen(FenFormat.SHREDDER)).isEqualTo(in[0] + expectedRest.formatted(shredder));
        // Both outputs read back to the same position.
        assertThat(CHESS960.fromFen(p.fen(FenFormat.XFEN)).repeats(p)).isTrue();
        assertThat(CHESS960.fromFen(p.fen(FenFormat.SHREDDER)).repeats(p)).isTrue();
        assertThat(CHESS960.fromFen(p.fen(FenFormat.SHREDDER)).fen(FenFormat.SHREDDER)).isEqualTo(p.fen(FenFormat.SHREDDER));
    }

    @Test
    @DisplayName("all castling spellings of the classic start name the four corner rooks")
    void castlingRooksByAnyNotation() {
        for (String rights : new String[] {"KQkq", "HAha", "AHah", "qkQK", "KAqh", "ahHA"}) {
            Position p = CHESS960.fromFen(START + " w " + rights + " - 0 1");
            assertThat(p.castlingRooks()).as(rights).containsExactlyInAnyOrder(Square.A1, Square.H1, Square.A8, Square.H8);
        }
    }

    @Test
    @DisplayName("an inner rook's right is kept by file: HB gives the b1 rook, not a1")
    void innerRookRight() {
        Position p = CHESS960.fromFen("4k3/8/8/8/8/8/8/RR2K2R w HB - 0 1");
        assertThat(p.castlingRooks()).containsExactlyInAnyOrder(Square.B1, Square.H1);
        Position q = CHESS960.fromFen("4k3/8/8/8/8/8/8/RR2K2R w KQ - 0 1");
        assertThat(q.castlingRooks()).containsExactlyInAnyOrder(Square.A1, Square.H1);
        assertThat(p.repeats(q)).isFalse();
    }

    @Test
    @DisplayName("classic rules read and write the same FEN")
    void classicRoundTrip() {
        Position p = CLASSIC.fromFen(START + " w KQkq - 0 1");
        assertThat(p.fen()).isEqualTo(START + " w KQkq - 0 1");
        assertThat(p.fen(FenFormat.SHREDDER)).isEqualTo(START + " w HAha - 0 1");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "king on f1 | 4k3/8/8/8/8/8/8/R4K2 w Q - 0 1 | king on e1 and the rook on a1 (king on f1, rook on a1)",
            "rook on b1 | 4k3/8/8/8/8/8/8/1R2K3 w Q - 0 1 | rook on a1 (king on e1, rook on b1)",
            "a Chess960 array | bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1 | king on e1 and the rook on a1 (king on f1, rook on e1)",
            "black inner rook | 1r2k3/8/8/8/8/8/8/4K3 b q - 0 1 | king on e8 and the rook on a8 (king on e8, rook on b8)"})
    @DisplayName("classic castling rights only for the king on e1/e8 and rooks on a and h")
    void classicCastlingNeedsTheClassicSquares(String what, String fen, String message) {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> CLASSIC.fromFen(fen)).isInstanceOf(FenException.class)
                .hasMessageContaining("castling field").hasMessageContaining("in classic chess castling needs the")
                .hasMessageContaining(message);
        assertThat(CHESS960.fromFen(fen).fen()).as("Chess960 reads it").isNotEmpty();
        assertThat(CLASSIC.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").fen()).endsWith("KQkq - 0 1");
    }

    @Test
    @DisplayName("missing counters default to 0 and 1")
    void countersDefault() {
        Position p = CHESS960.fromFen(START + " w KQkq -");
        assertThat(p.halfmoveClock()).isZero();
        assertThat(p.fullmoveNumber()).isEqualTo(1);
        assertThat(p.fen()).isEqualTo(START + " w KQkq - 0 1");
    }

    @Test
    @DisplayName("a missing fullmove number defaults to 1")
    void fullmoveDefault() {
        Position p = CHESS960.fromFen(START + " b KQkq - 5");
        assertThat(p.halfmoveClock()).isEqualTo(5);
        assertThat(p.fullmoveNumber()).isEqualTo(1);
        assertThat(p.fen()).isEqualTo(START + " b KQkq - 5 1");
    }

    @Test
    @DisplayName("counters are read and written back")
    void countersKept() {
        Position p = CHESS960.fromFen("4k3/8/8/8/8/8/8/4K3 b - - 37 112");
        assertThat(p.halfmoveClock()).isEqualTo(37);
        assertThat(p.fullmoveNumber()).isEqualTo(112);
        assertThat(p.fen()).endsWith(" b - - 37 112");
    }

    // ---- en passant ------------------------------------------------------------------------

    @Test
    @DisplayName("en passant square kept when a capture is legal")
    void enPassantKept() {
        Position p = CHESS960.fromFen("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3");
        assertThat(p.enPassantSquare()).contains(Square.E3);
        assertThat(p.fen()).isEqualTo("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "no pawn next to the pushed pawn | rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
            "capturing pawn is pinned on the rank | 8/8/8/KPp4r/8/8/8/4k3 w - c6 0 1",
            "capturing pawn pinned on a diagonal | 4k2K/8/8/3pP3/8/2b5/8/8 w - d6 0 1",
            "side to move in check from elsewhere | 4k3/8/8/3pP3/8/8/8/r3K3 w - d6 0 1",
    })
    void enPassantAcceptedButDropped(String name, String fen) {
        Position p = CHESS960.fromFen(fen);
        assertThat(p.enPassantSquare()).isEqualTo(Optional.empty());
        String[] f = fen.split(" ");
        assertThat(p.fen()).isEqualTo(f[0] + " " + f[1] + " " + f[2] + " - " + f[4] + " " + f[5]);
        assertThat(CHESS960.legalMoves(p)).noneMatch(m -> m instanceof org.rochade.rules.api.Move.EnPassant);
    }

    // ---- errors ----------------------------------------------------------------------------

    @ParameterizedTest(name = "{0} -> {1} ({3})")
    @CsvSource(delimiter = '|', emptyValue = "", value = {
            "empty                          | PLACEMENT       | ''                                                           | empty",
            "blank                          | PLACEMENT       | '   '                                                        | empty",
            "7 ranks                        | PLACEMENT       | rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1       | has 7 ranks",
            "9 ranks                        | PLACEMENT       | rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1   | has 9 ranks",
            "rank with 9 squares            | PLACEMENT       | rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1    | rank 7",
            "rank with 9 squares by digits  | PLACEMENT       | rnbqkbnr/pppppppp/8/8/44P/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1   | rank 4",
            "rank with 7 squares            | PLACEMENT       | rnbqkbnr/pppppppp/8/8/7/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1     | rank 4",
            "unknown letter                 | PLACEMENT       | rnbqkbnr/pppppppp/8/8/4X3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1   | 'X'",
            "no black king                  | PLACEMENT       | rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1        | no black king",
            "no white king                  | PLACEMENT       | 4k3/8/8/8/8/8/8/8 w - - 0 1                                  | no white king",
            "two white kings                | PLACEMENT       | 4k3/8/8/8/8/8/8/3KK3 w - - 0 1                               | two white kings",
            "white pawn on rank 1           | PLACEMENT       | 4k3/8/8/8/8/8/8/P3K3 w - - 0 1                               | a1",
            "black pawn on rank 8           | PLACEMENT       | p3k3/8/8/8/8/8/8/4K3 w - - 0 1                               | a8",
            "white pawn on rank 8           | PLACEMENT       | 4k2P/8/8/8/8/8/8/4K3 w - - 0 1                               | h8",
            "9 white pawns                  | PLACEMENT       | 4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1                        | 9 pawns",
            "bad side x                     | SIDE_TO_MOVE    | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1     | 'x'",
            "side upper case W              | SIDE_TO_MOVE    | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR W KQkq - 0 1     | 'W'",
            "castling letter, no rook there | CASTLING        | 4k3/8/8/8/8/8/8/R3K2R w B - 0 1                              | no white rook on b1",
            "black letter, no rook there    | CASTLING        | 4k3/8/8/8/8/8/8/R3K2R w g - 0 1                              | no black rook on g8",
            "letter on the king's file      | CASTLING        | 4k3/8/8/8/8/8/8/R3K2R w E - 0 1                              | e1",
            "K with no rook on that side    | CASTLING        | 4k3/8/8/8/8/8/8/R3K3 w K - 0 1                               | king side",
            "q with no rook on that side    | CASTLING        | 4k2r/8/8/8/8/8/8/4K3 w q - 0 1                               | queen side",
            "K with only the opponent's rook| CASTLING        | 4k3/8/8/8/8/8/8/4K2r w K - 0 1                               | king side",
            "right with king off back rank  | CASTLING        | 4k3/8/8/8/8/8/4K3/R6R w K - 0 1                              | back rank",
            "black right, king off rank 8   | CASTLING        | r6r/4k3/8/8/8/8/8/4K3 w k - 0 1                              | back rank",
            "duplicate right KK             | CASTLING        | 4k3/8/8/8/8/8/8/R3K2R w KK - 0 1                             | twice",
            "duplicate right K and H        | CASTLING        | 4k3/8/8/8/8/8/8/R3K2R w KH - 0 1                             | twice",
            "two rights on one side         | CASTLING        | 4k3/8/8/8/8/8/8/R3KR1R w HF - 0 1                            | two rights",
            "two rights on the queen side   | CASTLING        | 4k3/8/8/8/8/8/8/RR2K3 w QB - 0 1                             | two rights",
            "not a castling letter          | CASTLING        | 4k3/8/8/8/8/8/8/R3K2R w KX - 0 1                             | 'X'",
            "ep square on wrong rank        | EN_PASSANT      | rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1  | rank 3",
            "ep rank 6 with black to move   | EN_PASSANT      | rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR b KQkq e6 0 1  | rank 3",
            "ep not a square                | EN_PASSANT      | rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq z3 0 1  | 'z3'",
            "impossible ep, no pawn pushed  | EN_PASSANT      | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 1    | no white pawn",
            "impossible ep, origin occupied | EN_PASSANT      | rnbqkbnr/pppppppp/8/8/4P3/8/PPP1PPPP/RNBQKBNR b KQkq e3 0 1  | no white pawn",
            "non-numeric halfmove           | HALFMOVE_CLOCK  | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1     | 'x'",
            "negative halfmove              | HALFMOVE_CLOCK  | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1    | '-1'",
            "non-numeric fullmove           | FULLMOVE_NUMBER | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 one   | 'one'",
            "negative fullmove              | FULLMOVE_NUMBER | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 -3    | '-3'",
            "side not to move in check      | POSITION        | 4k3/8/8/8/8/8/4r3/4K3 b - - 0 1                              | white",
            "too many fields                | POSITION        | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 7   | 7 fields, at most 6",
            "missing castling field         | POSITION        | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w                | 2 fields, at least 4",
    })
    void rejects(String name, Field field, String fen, String messagePart) {
        FenException e = catchThrowableOfType(() -> CHESS960.fromFen(fen), FenException.class);
        assertThat(e).as("%s should be rejected", fen).isNotNull();
        assertThat(e.field()).as(e.getMessage()).isEqualTo(field);
        assertThat(e.getMessage()).contains(field.label()).contains(messagePart);
        assertThat(e.fen()).isEqualTo(fen);
    }

    @Test
    @DisplayName("rejects null with a FenException, not a NullPointerException")
    void rejectsNull() {
        FenException e = catchThrowableOfType(() -> CHESS960.fromFen(null), FenException.class);
        assertThat(e).isNotNull();
    }

    @Test
    @DisplayName("castling rights are returned as rook squares")
    void castlingRooksAreSquares() {
        Position p = CHESS960.fromFen("bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1");
        assertThat(p.castlingRooks()).isEqualTo(Set.of(Square.E1, Square.G1, Square.E8, Square.G8));
    }

    @Test
    @DisplayName("en passant capturing the pawn that gives check is kept and legal")
    void enPassantAnswersCheck() {
        Position p = CHESS960.fromFen("8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1");
        assertThat(p.isCheck()).isTrue();
        assertThat(p.enPassantSquare()).contains(Square.D3);
        assertThat(CHESS960.legalMoves(p)).contains(new org.rochade.rules.api.Move.EnPassant(Square.E4, Square.D3));
        assertThat(CHESS960.toSan(p, new org.rochade.rules.api.Move.EnPassant(Square.E4, Square.D3))).isEqualTo("exd3");
    }

    @TestFactory
    @DisplayName("every position of the perft suites and its children reads back from its own X-FEN and Shredder-FEN")
    Stream<DynamicTest> fenRoundTripOverSuites() {
        List<PerftSuite> cases = new ArrayList<>(PerftSuite.load("tricky.tsv"));
        cases.addAll(PerftSuite.load("chess960.tsv").subList(0, 200));
        return cases.stream().map(c -> DynamicTest.dynamicTest(c.name() + " " + c.fen(), () -> {
            Position root = CHESS960.fromFen(c.fen());
            List<Position> all = new ArrayList<>();
            all.add(root);
            for (org.rochade.rules.api.Move m : CHESS960.legalMoves(root)) {
                all.add(CHESS960.play(root, m));
            }
            for (Position p : all) {
                for (FenFormat format : FenFormat.values()) {
                    String fen = p.fen(format);
                    Position back = CHESS960.fromFen(fen);
                    assertThat(back.fen(format)).isEqualTo(fen);
                    assertThat(back.repeats(p)).as(fen).isTrue();
                    assertThat(back).isEqualTo(p);
                    assertThat(back.castlingRooks()).isEqualTo(p.castlingRooks());
                    assertThat(back.enPassantSquare()).isEqualTo(p.enPassantSquare());
                    assertThat(CHESS960.legalMoves(back)).isEqualTo(CHESS960.legalMoves(p));
                }
                assertThat(CHESS960.status(p).check()).isEqualTo(p.isCheck());
            }
        }));
    }
}
