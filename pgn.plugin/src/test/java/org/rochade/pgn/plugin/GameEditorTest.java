package org.rochade.pgn.plugin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.FenFormat;
import org.rochade.rules.api.GameStatus;
import org.rochade.rules.api.Move;
import org.rochade.rules.api.MoveLookup;
import org.rochade.rules.api.PieceType;
import org.rochade.rules.api.SanException;
import org.rochade.rules.api.Square;
import org.rochade.games.api.Game;
import org.rochade.games.api.GameEditor;
import org.rochade.games.api.GameNode;
import org.rochade.games.api.PgnWriteOptions;

/** Games a host builds and plays: moves, variations, status over the game's history, and PGN out and in. */
class GameEditorTest {
    private final ChessRules[] rules = TestRules.all();
    private final ChessRules chess960 = rules[0];
    private final ChessRules classic = rules[2];
    private final PgnValidatorComponent games = TestRules.validator();

    @Test
    void threefoldRepetitionIsClaimableFromTheGamesOwnHistoryAndFivefoldEndsIt() {
        GameEditor game = GameEditor.fromArray(classic, 518);
        for (int i = 0; i < 2; i++) {
            for (String san : List.of("Nf3", "Nf6", "Ng1", "Ng8")) {
                game.playSan(san);
            }
        }
        assertThat(game.status().claimableDraws()).contains(GameStatus.DrawClaim.THREEFOLD_REPETITION);
        assertThat(game.status().isOver()).isFalse();
        for (int i = 0; i < 2; i++) {
            for (String san : List.of("Nf3", "Nf6", "Ng1", "Ng8")) {
                game.playSan(san);
            }
        }
        assertThat(game.status().termination()).isEqualTo(GameStatus.Termination.FIVEFOLD_REPETITION);
        assertThat(game.toGame().result()).isEqualTo("1/2-1/2");
        // Taking a move back takes the repetition back.
        assertThat(game.undo()).isTrue();
        assertThat(game.status().isOver()).isFalse();
    }

    @Test
    void checkmateDecidesTheResultAndUciCastlingWorksBothWays() {
        GameEditor mate = GameEditor.fromArray(classic, 518);
        for (String uci : List.of("f2f3", "e7e5", "g2g4", "d8h4")) {
            mate.playUci(uci);
        }
        assertThat(mate.status().termination()).isEqualTo(GameStatus.Termination.CHECKMATE);
        assertThat(mate.toGame().result()).isEqualTo("0-1");
        assertThat(mate.san()).isEqualTo("Qh4#");

        // SP 288, BBQNRKRN: king f1, rooks e1 and g1; castling king-side by king takes rook or the king's two squares.
        GameEditor castles = GameEditor.fromArray(chess960, 288);
        castles.playUci("f1g1");
        assertThat(castles.san()).isEqualTo("O-O");
        castles.back();
        castles.playSan("O-O");
        assertThat(castles.toGame().moves()).hasSize(1); // the same move again: no second branch
    }

    @Test
    void variationsAreAddedPromotedAndDeletedAndTheGameRoundTripsThroughPgn() {
        GameEditor game = GameEditor.fromArray(chess960, 288).tag("White", "Host").tag("Black", "Guest");
        game.gameComments().add("a game built by a host");
        game.playSan("c4");
        game.nags().add(1);
        game.playSan("c5");
        game.back();
        game.playSan("e5");                          // a variation: 1... e5 instead of 1... c5
        game.startingComments().add("or");
        game.comments().add("sharper");
        game.playSan("d4");
        Game built = game.toGame();
        assertThat(built.moves()).extracting(GameNode::san).containsExactly("c4", "c5");
        assertThat(built.moves().get(1).variations().get(0)).extracting(GameNode::san).containsExactly("e5", "d4");

        String pgn = games.write(built, PgnWriteOptions.defaults());
        assertThat(pgn).contains("[White \"Host\"]", "[Variant \"Chess960\"]",
                "{a game built by a host} 1. c4 $1 c5 ({or} 1... e5 {sharper} 2. d4) *");
        Game read = games.read(pgn).get(0);
        assertThat(read.isValid()).as(read.findings().toString()).isTrue();
        assertThat(read.moves()).isEqualTo(built.moves());
        assertThat(read.start()).isEqualTo(built.start());
        // The written game has Variant, SetUp and FEN tags, in the spelling asked for; it is the same game.
        assertThat(read).isEqualTo(built).hasSameHashCodeAs(built);
        PgnWriteOptions spelt = PgnWriteOptions.defaults().withChess960Spelling("chess 960").withFenFormat(FenFormat.SHREDDER);
        Game readSpelt = games.read(games.write(built, spelt)).get(0);
        assertThat(readSpelt.tag("FEN")).isEqualTo("bbqnrkrn/pppppppp/8/8/8/8/PPPPPPPP/BBQNRKRN w GEge - 0 1");
        assertThat(readSpelt).isEqualTo(built).isEqualTo(read);
        assertThat(read).isNotEqualTo(games.read(games.write(game.tag("Black", "Someone else").toGame(), spelt)).get(0));

        assertThat(game.promoteVariation()).isTrue();  // 1... e5 becomes the main line
        assertThat(game.toGame().moves()).extracting(GameNode::san).containsExactly("c4", "e5", "d4");
        assertThat(game.toGame().moves().get(1).variations().get(0)).extracting(GameNode::san).containsExactly("c5");
        assertThat(game.promoteVariation()).isFalse();
        game.back();
        assertThat(game.deleteVariation()).isFalse();  // 1... e5 is on the main line now: no variation
        assertThat(game.undo()).isTrue();              // 1... e5 2. d4 goes; c5 is left
        assertThat(game.toGame().moves()).extracting(GameNode::san).containsExactly("c4", "c5");
        Game now = game.toGame();
        assertThat(game.position()).isEqualTo(now.positionAfter(now.moves().get(0)));
    }

    @Test
    void gamesStartFromAFenOrAPositionAndRefuseIllegalMoves() {
        GameEditor fromFen = GameEditor.fromFen(classic, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 40");
        assertThat(fromFen.start().sp()).isEmpty();
        fromFen.playSan("e4");
        assertThat(fromFen.toGame().start().fen()).isEqualTo("4k3/8/8/8/8/8/4P3/4K3 w - - 0 40");
        assertThatThrownBy(() -> fromFen.playSan("e4")).isInstanceOf(SanException.class);
        GameEditor fromPosition = GameEditor.fromPosition(chess960, chess960.startPosition(chess960.startArray(0)));
        assertThat(fromPosition.start().sp()).containsExactly(0);
        assertThat(fromPosition.back()).isFalse();
        assertThat(fromPosition.undo()).isFalse();
        assertThat(fromPosition.nags()).isEmpty();     // no move to annotate yet, and no exception
        fromPosition.playNull();
        assertThat(fromPosition.san()).isEqualTo("--");
        // A pass on the main line is no move: the game is invalid, as the PGN reader judges it (issue 21).
        Game passed = fromPosition.toGame();
        assertThat(passed.isValid()).isFalse();
        assertThat(passed.findings()).extracting(f -> f.kind()).containsExactly(org.rochade.games.api.pgn.FindingKind.NULL_MOVE);
        Game read = games.read(games.write(passed, PgnWriteOptions.defaults())).get(0);
        assertThat(read.findings()).extracting(f -> f.kind()).containsExactly(org.rochade.games.api.pgn.FindingKind.NULL_MOVE);
        assertThat(read).isEqualTo(passed);
    }

    @Test
    void aMoveFromSquaresIsPlayedOnlyWhenItIsTheOneMoveTheSquaresMean() {
        // King b1, rooks a1 and h1: the king dropped on c1 is Kc1 or O-O-O, so nothing is played yet.
        GameEditor game = GameEditor.fromFen(chess960, "4k3/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQ - 0 1");
        MoveLookup ambiguous = game.playFromSquares(Square.B1, Square.C1, null);
        assertThat(ambiguous).isInstanceOf(MoveLookup.Ambiguous.class);
        assertThat(((MoveLookup.Ambiguous) ambiguous).candidates()).extracting(m -> chess960.toSan(game.position(), m))
                .containsExactlyInAnyOrder("Kc1", "O-O-O");
        assertThat(game.move()).isNull();

        // The player picks O-O-O; the king dropped on g1 can only mean O-O (it is no king move).
        game.play(((MoveLookup.Ambiguous) ambiguous).candidates().stream().filter(Move.Castle.class::isInstance).findFirst().orElseThrow());
        assertThat(game.san()).isEqualTo("O-O-O");
        game.back();
        MoveLookup shortCastle = game.playFromSquares(Square.B1, Square.G1, null);
        assertThat(shortCastle).isEqualTo(new MoveLookup.Found(new Move.Castle(Square.B1, Square.H1)));
        assertThat(game.san()).isEqualTo("O-O");
        assertThat(game.toGame().moves().get(0).variations()).singleElement()
                .satisfies(line -> assertThat(line).extracting(GameNode::san).containsExactly("O-O"));

        // Illegal: the answer says why and the game stays where it was.
        MoveLookup illegal = game.playFromSquares(Square.E8, Square.E7, null);
        assertThat(illegal).isEqualTo(new MoveLookup.Illegal("the king on e8 cannot take its own pawn on e7"));
        assertThat(game.san()).isEqualTo("O-O");
    }

    @Test
    void aPawnOnTheLastRankWaitsForItsPieceAndTheMoveFromSquaresEqualsTheLegalOne() {
        GameEditor game = GameEditor.fromFen(chess960, "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        MoveLookup asks = game.playFromSquares(Square.A7, Square.B8, null);
        assertThat(asks).isInstanceOf(MoveLookup.NeedsPromotion.class);
        assertThat(((MoveLookup.NeedsPromotion) asks).candidates()).extracting(Move::promotion)
                .containsExactlyInAnyOrder(PieceType.QUEEN, PieceType.ROOK, PieceType.BISHOP, PieceType.KNIGHT);
        assertThat(game.move()).isNull();

        MoveLookup played = game.playFromSquares(Square.A7, Square.B8, PieceType.KNIGHT);
        assertThat(played).isInstanceOf(MoveLookup.Found.class);
        assertThat(game.san()).isEqualTo("axb8=N");
        assertThat(game.history()).hasSize(2);
        Game built = game.toGame();
        assertThat(chess960.legalMoves(built.start().position())).contains(((MoveLookup.Found) played).move());
        assertThat(built.moves().get(0).move()).isEqualTo(((MoveLookup.Found) played).move());
    }
}
