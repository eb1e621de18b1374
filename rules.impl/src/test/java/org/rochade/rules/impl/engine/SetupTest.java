package org.rochade.rules.impl.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Set;
import org.junit.jupiter.api.Test;
import org.rochade.castling.plugin.FideCastling;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Color;
import org.rochade.rules.api.FenException.Field;
import org.rochade.rules.api.Piece;
import org.rochade.rules.api.PieceType;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.RulesException;
import org.rochade.rules.api.Setup;
import org.rochade.rules.api.SetupException;
import org.rochade.rules.api.SetupProblem;
import org.rochade.rules.api.SetupProblem.Kind;
import org.rochade.rules.api.Square;
import org.rochade.rules.api.Variant;

/** The position editor: a setup built piece by piece, and every problem it has. */
class SetupTest {
    private final ChessRules chess960 = new EngineRules(Variant.CHESS960, new FideCastling());
    private final ChessRules classic = new EngineRules(Variant.CLASSIC, new FideCastling());

    private static Piece white(PieceType type) {
        return new Piece(Color.WHITE, type);
    }

    private static Piece black(PieceType type) {
        return new Piece(Color.BLACK, type);
    }

    @Test
    void aSetupBuiltPieceByPieceIsThePositionItsFenNames() {
        Setup setup = Setup.empty()
                .put(Square.B1, white(PieceType.KING)).put(Square.A1, white(PieceType.ROOK))
                .put(Square.H1, white(PieceType.ROOK)).put(Square.G8, black(PieceType.KING))
                .put(Square.D5, black(PieceType.PAWN)).put(Square.E5, white(PieceType.PAWN))
                .sideToMove(Color.WHITE).castlingRight(Square.A1, true).castlingRight(Square.H1, true)
                .enPassantSquare(Square.D6).halfmoveClock(0).fullmoveNumber(31);
        assertThat(chess960.problems(setup)).isEmpty();
        Position position = chess960.position(setup);
        assertThat(position.fen()).isEqualTo("6k1/8/8/3pP3/8/8/8/RK5R w KQ d6 0 31");
        assertThat(position).matches(p -> p.repeats(chess960.fromFen(p.fen())));
        assertThat(Setup.of(position).castlingRooks()).isEqualTo(Set.of(Square.A1, Square.H1));
    }

    @Test
    void everyProblemIsListedNotOnlyTheFirst() {
        Setup setup = Setup.empty()
                .put(Square.E1, white(PieceType.KING)).put(Square.E2, white(PieceType.KING))
                .put(Square.A8, black(PieceType.PAWN))
                .sideToMove(Color.WHITE)
                .castlingRight(Square.H8, true).castlingRight(Square.C4, true)
                .enPassantSquare(Square.E3)
                .halfmoveClock(-1).fullmoveNumber(0);
        assertThat(chess960.problems(setup)).containsExactly(
                new SetupProblem(Field.PLACEMENT, Kind.PAWN_ON_BACK_RANK, "black pawn on a8 (pawns cannot stand on the first or last rank)"),
                new SetupProblem(Field.PLACEMENT, Kind.TOO_MANY_KINGS, "two white kings (e1 and e2)"),
                new SetupProblem(Field.PLACEMENT, Kind.NO_KING, "no black king"),
                new SetupProblem(Field.CASTLING, Kind.CASTLING_RIGHT_OFF_BACK_RANK, "a right for c4, which is on neither back rank"),
                new SetupProblem(Field.EN_PASSANT, Kind.EN_PASSANT_IMPOSSIBLE, "impossible square e3: with white to move it must be on rank 6"),
                new SetupProblem(Field.HALFMOVE_CLOCK, Kind.COUNTER_OUT_OF_RANGE, "-1 is out of range 0..10000"),
                new SetupProblem(Field.FULLMOVE_NUMBER, Kind.COUNTER_OUT_OF_RANGE, "0 is out of range 1..100000"));
        assertThatThrownBy(() -> chess960.position(setup)).isInstanceOf(SetupException.class)
                .hasMessageStartingWith("not a legal position: piece placement: black pawn on a8")
                .satisfies(e -> assertThat(((SetupException) e).problems()).hasSize(7));
    }

    @Test
    void castlingRightsAreJudgedPerRookSquare() {
        Setup setup = Setup.empty()
                .put(Square.E1, white(PieceType.KING)).put(Square.H1, white(PieceType.ROOK))
                .put(Square.F1, white(PieceType.ROOK)).put(Square.E8, black(PieceType.KING))
                .put(Square.D1, white(PieceType.QUEEN)).put(Square.E7, white(PieceType.QUEEN))
                .sideToMove(Color.WHITE)
                .castlingRooks(Set.of(Square.F1, Square.H1, Square.A1, Square.A8));
        assertThat(classic.problems(setup)).containsExactly(
                new SetupProblem(Field.CASTLING, Kind.CASTLING_ROOK_MISSING, "a right for a1 but there is no white rook on a1"),
                new SetupProblem(Field.CASTLING, Kind.CASTLING_NOT_CLASSIC, "a right for f1 but in classic chess castling needs the white king on e1"
                        + " and the rook on h1 (king on e1, rook on f1)"),
                new SetupProblem(Field.CASTLING, Kind.CASTLING_ROOK_MISSING, "a right for a8 but there is no black rook on a8"),
                new SetupProblem(Field.POSITION, Kind.OPPONENT_IN_CHECK, "the side not to move (black) is in check"));
        assertThat(chess960.problems(setup)).contains(new SetupProblem(Field.CASTLING, Kind.CASTLING_TWO_ON_ONE_SIDE,
                "two rights on the king side of the white king (rooks on f1 and h1)"));
    }

    @Test
    void castlingRightsThatDoNotFitTheKingAndRooksAreEachNamed() {
        // A right for a rook whose king left the back rank, for an empty square, for a square on the
        // third rank: each is its own problem, with the kind a position editor checks.
        Setup setup = Setup.empty()
                .put(Square.B2, white(PieceType.KING)).put(Square.A1, white(PieceType.ROOK))
                .put(Square.E8, black(PieceType.KING)).put(Square.H8, black(PieceType.ROOK))
                .castlingRooks(Set.of(Square.A1, Square.A8, Square.H8, Square.C3));
        assertThat(chess960.problems(setup)).extracting(SetupProblem::kind).containsExactly(
                Kind.CASTLING_KING_OFF_BACK_RANK, Kind.CASTLING_RIGHT_OFF_BACK_RANK, Kind.CASTLING_ROOK_MISSING);
        assertThat(chess960.problems(setup).get(0).message())
                .isEqualTo("a right for a1 but the white king is on b2, not on its back rank");
        assertThatThrownBy(() -> chess960.fromFen("4k2r/8/8/8/8/8/1K6/R7 w Ak - 0 1"))
                .hasMessageContaining("castling field: a right for a1 but the white king is on b2");
        setup.castlingRooks(Set.of(Square.H8));
        assertThat(chess960.problems(setup)).isEmpty();
    }

    @Test
    void aSideNotToMoveInCheckAndThreeCheckersAreProblems() {
        Setup check = Setup.empty()
                .put(Square.E1, white(PieceType.KING)).put(Square.E8, black(PieceType.KING))
                .put(Square.E4, white(PieceType.ROOK)).sideToMove(Color.WHITE);
        assertThat(chess960.problems(check)).singleElement().satisfies(p -> {
            assertThat(p.kind()).isEqualTo(Kind.OPPONENT_IN_CHECK);
            assertThat(p.field()).isEqualTo(Field.POSITION);
            assertThat(p.message()).isEqualTo("the side not to move (black) is in check");
        });
        assertThat(chess960.problems(check.sideToMove(Color.BLACK))).isEmpty();
        check.put(Square.D6, white(PieceType.KNIGHT)).put(Square.B5, white(PieceType.BISHOP));
        assertThat(chess960.problems(check)).singleElement().satisfies(p -> {
            assertThat(p.kind()).isEqualTo(Kind.TOO_MANY_CHECKERS);
            assertThat(p.message()).isEqualTo("the side to move (black) is in check from 3 pieces,"
                    + " and no move gives more than two checks at once");
        });
    }

    @Test
    void aProblemWithoutAKindIsOther() {
        assertThat(new SetupProblem(Field.POSITION, "a host's own check").kind()).isEqualTo(Kind.OTHER);
    }

    @Test
    void aNullMovePassesWithoutFenText() {
        Position start = chess960.fromFen("rnbqkbnr/pppp1ppp/8/8/3pP3/8/PPP2PPP/RNBQKBNR b KQkq e3 0 3");
        assertThat(start.enPassantSquare()).contains(Square.E3);
        Position passed = chess960.playNullMove(start);
        assertThat(passed.fen()).isEqualTo("rnbqkbnr/pppp1ppp/8/8/3pP3/8/PPP2PPP/RNBQKBNR w KQkq - 1 4");
        assertThat(chess960.playNullMove(passed).fen()).isEqualTo("rnbqkbnr/pppp1ppp/8/8/3pP3/8/PPP2PPP/RNBQKBNR b KQkq - 2 4");
        assertThat(chess960.legalMoves(passed)).isNotEmpty();
        Position check = chess960.fromFen("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1");
        assertThatThrownBy(() -> chess960.playNullMove(check)).isInstanceOf(RulesException.class)
                .hasMessageContaining("not allowed in check");
    }

    /** Start positions are built from the back ranks, not read from FEN: the same positions, the same refusals. */
    @Test
    void everyStartArraysPositionIsTheOneItsFenNames() {
        for (Variant variant : Variant.values()) {
            ChessRules rules = new EngineRules(variant, new FideCastling());
            java.util.List<org.rochade.rules.api.StartArray> arrays = variant == Variant.DFRC
                    ? java.util.stream.IntStream.range(0, 921_600).filter(n -> n % 997 == 0)
                            .mapToObj(rules::startArray).toList()
                    : rules.startArrays();
            for (org.rochade.rules.api.StartArray array : arrays) {
                Position built = rules.startPosition(array);
                Position read = rules.fromFen(array.xfen());
                assertThat(built).as(array.label()).isEqualTo(read);
                assertThat(built.fen()).as(array.label()).isEqualTo(read.fen());
                assertThat(built.castlingRooks()).as(array.label()).isEqualTo(read.castlingRooks());
                assertThat(rules.legalMoves(built)).as(array.label()).isEqualTo(rules.legalMoves(read));
            }
        }
        ChessRules chess960 = new EngineRules(Variant.CHESS960, new FideCastling());
        org.rochade.rules.api.StartArray sp0 = chess960.startArray(0);
        assertThatThrownBy(() -> classic.fromFen(sp0.xfen())).isInstanceOf(RulesException.class);
        assertThatThrownBy(() -> classic.startPosition(sp0)).isInstanceOf(RulesException.class)
                .hasMessage(catchMessage(() -> classic.fromFen(sp0.xfen())));
    }

    private static String catchMessage(Runnable action) {
        try {
            action.run();
        } catch (RuntimeException e) {
            return e.getMessage();
        }
        throw new AssertionError("no exception");
    }
}
