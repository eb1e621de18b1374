package org.rochade.itest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.osgi.framework.BundleContext;
import org.osgi.test.common.annotation.InjectBundleContext;
import org.osgi.test.junit5.context.BundleContextExtension;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Move;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.Square;

/**
 * What a convention swap means for move generation. These need the engine (EngineRules) and fail
 * until it lands; they are kept apart from {@link CastlingSwapIT} so that the swap mechanics can be
 * judged on their own.
 */
@ExtendWith(BundleContextExtension.class)
class CastlingSwapMovesIT {

    /** White: king e1, rook h1, may castle O-O; Black: a lone king. */
    private static final String FEN = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";
    private static final Move.Castle SHORT_CASTLING = new Move.Castle(Square.E1, Square.H1);

    @InjectBundleContext
    BundleContext context;

    private CastlingBundles castling;

    @BeforeEach
    void launchState() throws Exception {
        castling = new CastlingBundles(context);
        castling.restoreLaunchState();
    }

    @AfterEach
    void backToLaunchState() throws Exception {
        castling.restoreLaunchState();
    }

    @ParameterizedTest
    @ValueSource(strings = {"chess960", "classic"})
    void fideCastlingAllowsShortCastling(String variant) throws Exception {
        try (ServiceWatch<ChessRules> watch = watch(variant)) {
            ChessRules rules = watch.awaitService(r -> "fide".equals(r.castlingConvention()), "with fide").service();

            List<Move> moves = rules.legalMoves(rules.fromFen(FEN));

            assertTrue(moves.contains(SHORT_CASTLING), "O-O among " + moves);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"chess960", "classic"})
    void noCastlingForbidsIt(String variant) throws Exception {
        try (ServiceWatch<ChessRules> watch = watch(variant)) {
            castling.deployNone();
            ChessRules rules = watch.awaitService(r -> "none".equals(r.castlingConvention()), "with none").service();

            Position position = rules.fromFen(FEN);
            List<Move> moves = rules.legalMoves(position);

            assertFalse(moves.stream().anyMatch(Move.Castle.class::isInstance), "no castling among " + moves);
            assertEquals(0, position.castlingRooks().size(), "no castling rights under the none convention");
        }
    }

    private ServiceWatch<ChessRules> watch(String variant) {
        return new ServiceWatch<>(context, ChessRules.class, "(variant=" + variant + ")");
    }
}
