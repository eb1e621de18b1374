package org.rochade.embedding;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Color;
import org.rochade.rules.api.GameStatus;
import org.rochade.rules.api.Move;
import org.rochade.rules.api.MoveLookup;
import org.rochade.rules.api.PieceType;
import org.rochade.rules.api.Square;
import org.rochade.rules.api.Variant;
import org.rochade.games.api.Evaluation;
import org.rochade.games.api.Game;
import org.rochade.games.api.GameEditor;
import org.rochade.games.api.GameNode;
import org.rochade.games.api.PgnGames;
import org.rochade.games.api.pgn.ValidationOptions;

/**
 * Example host (a) as a chess GUI uses it: opening a PGN file into games, its move pane with the
 * variations, moves dragged on the board (castling both ways in Chess960, a drop that means two
 * moves, a promotion), the end of a game from its own history, and saving as PGN. Run with Felix
 * and with Equinox (pom.xml).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ChessGuiGamesIT {
    private static final Duration WAIT = Duration.ofSeconds(20);

    private ChessGuiHost host;
    private GameFiles files;

    @BeforeAll
    void startTheGui() throws Exception {
        host = ChessGuiHost.start(Jars.bundles(Jars.RUNTIME), Jars.scratch("gui-games-storage"));
        for (Variant variant : List.of(Variant.CHESS960, Variant.CLASSIC)) {
            host.awaitRules(variant, WAIT);
        }
        files = new GameFiles(host.awaitGames(WAIT));
    }

    @AfterAll
    void closeTheGui() throws InterruptedException {
        host.close();
    }

    @Test
    void aPgnFileOpensIntoGamesWhoseMovesAndVariationsTheMovePaneShows() throws Exception {
        Path file = resource("annotated.pgn");
        List<Game> games = files.open(file);

        assertThat(games).hasSize(2).allSatisfy(game -> assertThat(game.isValid()).as(game.findings().toString()).isTrue());
        Game gambit = games.get(0);
        assertThat(gambit.tag("White")).isEqualTo("Gambiteer");
        assertThat(gambit.comments()).containsExactly(
                "A King's Gambit with variations within variations, written for the example host.");
        assertThat(MovePane.of(gambit)).isEqualTo("1. e4 e5 2. f4! exf4 (2... d5 3. exd5 e4 (3... c6!? 4. Nc3) 4. d3)"
                + " 3. Bc4 Qh4+ 4. Kf1 b5? (4... d6 5. Nf3 (5. Nc3) 5... Qh6) 5. Bxb5 *");

        // The Falkbeer replaces 2... exf4; inside it, 3... c6 replaces 3... e4. Its position on demand.
        List<GameNode> falkbeer = gambit.moves().get(3).variations().get(0);
        assertThat(falkbeer.get(0).comments()).containsExactly("the Falkbeer");
        GameNode c6 = falkbeer.get(2).variations().get(0).get(0);
        assertThat(c6.san()).isEqualTo("c6");
        assertThat(c6.nags()).containsExactly(5);
        assertThat(gambit.positionAfter(c6).fen()).isEqualTo("rnbqkbnr/pp3ppp/2p5/3Pp3/5P2/8/PPPP2PP/RNBQKBNR w KQkq - 0 4");

        Game chess960 = games.get(1);
        assertThat(chess960.start().sp()).containsExactly(288);
        assertThat(MovePane.of(chess960)).isEqualTo("1. O-O O-O 2. Ng3 (2. c4 c5 (2... e5) 3. Ne3) 2... Ng6 $10 *");

        // Streamed through the same pane, game by game, as for an archive too large to hold.
        PgnGames pgn = host.awaitGames(WAIT);
        try (Stream<String> panes = pgn.visit(file, ValidationOptions.defaults(), new MovePane())) {
            assertThat(panes).containsExactly(MovePane.of(gambit), MovePane.of(chess960));
        }
    }

    @Test
    void anOpenedGameIsNavigatedIntoAVariationEditedAnnotatedAndSaved() throws Exception {
        Game opened = files.open(resource("analysed.pgn")).get(0);
        assertThat(opened.isValid()).as(opened.findings().toString()).isTrue();
        AnalysisPane pane = AnalysisPane.open(opened);
        // White's evaluations as written, Black's engine notes turned to White's side.
        assertThat(pane.evaluationGraph()).containsExactly("0.21", "-0.05", "0.30", "0.28", "-");

        // The player clicks 1... O-O, sees two ways on and chooses the second, 2. c4.
        GameEditor.Node castled = pane.game().root().next().next();
        assertThat(pane.click(castled).continuations()).containsExactly("2. Ng3", "2. c4");
        pane.choose(1).choose(0);
        assertThat(pane.game().san()).isEqualTo("c5");
        assertThat(pane.clocks()).containsOnly(entry(Color.WHITE, Duration.ofMinutes(5)));
        assertThat(pane.board()).startsWith("♝ ♝ ♛ ♞ ♜ ♜ ♚ ♞\n"); // White to move: White's seat, Black's back rank on top
        // A new move in the variation, clocked and evaluated, then the variation made the main line.
        pane.game().playSan("d4");
        pane.game().clock(Duration.ofSeconds(283)).evaluation(Evaluation.centipawns(45).withDepth(22));
        pane.game().comments().add("the Benoni structure");
        assertThat(pane.game().promoteToMainLine(pane.game().current())).isTrue();
        assertThat(pane.clocks()).containsOnly(entry(Color.WHITE, Duration.ofSeconds(283)));
        assertThat(pane.game().toGame().moveList(false)).isEqualTo(
                "1. O-O O-O 2. c4 (2. Ng3 Ng6 3. e4) 2... c5 (2... e5) 3. d4 (3. Ne3) *");

        Path file = Jars.scratch("gui-games-analysed").resolve("analysed.pgn");
        Game edited = pane.game().toGame();
        files.save(edited, file);
        Game reopened = files.open(file).get(0);
        assertThat(reopened.isValid()).as(reopened.findings().toString()).isTrue();
        assertThat(reopened.moveList(false)).isEqualTo(edited.moveList(false));
        GameNode d4 = reopened.moves().get(4);
        assertThat(d4.san()).isEqualTo("d4");
        assertThat(d4.annotations().clock()).isEqualTo(Duration.ofSeconds(283));
        assertThat(d4.annotations().evaluation()).isEqualTo(Evaluation.centipawns(45).withDepth(22));
        assertThat(reopened.moves().get(1).annotations().engineEvaluation()).isEqualTo(Evaluation.centipawns(5).withDepth(18));
    }

    @Test
    void chess960CastlesBothWaysByDraggingTheKingAndTheSavedFileReadsBackEqual() throws Exception {
        // SP 288, BBQNRKRN: king f1, rooks e1 and g1.
        GameEditor game = host.newGame(Variant.CHESS960, 288).tag("White", "Host").tag("Black", "Guest");
        Board board = new Board(game, new ScriptedPlayer());
        drop(board, "d1e3", "h8g6", "d2d3", "d7d6", "c1d2");
        assertThat(board.drop(Square.F8, Square.G8)).as("the king dropped on its own rook")
                .isEqualTo(new MoveLookup.Found(new Move.Castle(Square.F8, Square.G8)));
        assertThat(game.san()).isEqualTo("O-O");
        assertThat(board.drop(Square.F1, Square.C1)).as("the king dropped where O-O-O takes it")
                .isEqualTo(new MoveLookup.Found(new Move.Castle(Square.F1, Square.E1)));
        assertThat(game.san()).isEqualTo("O-O-O");
        assertThat(game.position().fen()).isEqualTo("bbqnrrk1/ppp1pppp/3p2n1/8/8/3PN3/PPPQPPPP/BBKR2RN b - - 3 4");
        // Dropped on its own rook instead, the king makes the same move: the game goes on along it.
        game.back();
        assertThat(board.drop(Square.F1, Square.E1)).isEqualTo(new MoveLookup.Found(new Move.Castle(Square.F1, Square.E1)));
        assertThat(board.drop(Square.G8, Square.G7)).isEqualTo(new MoveLookup.Illegal("the king on g8 cannot take its own pawn on g7"));

        Game played = game.toGame();
        assertThat(played.moves()).allSatisfy(node -> assertThat(node.variations()).isEmpty());
        Path file = Jars.scratch("gui-games-saved").resolve("castling.pgn");
        files.save(played, file);
        String text = Files.readString(file, StandardCharsets.UTF_8);
        assertThat(text).contains("[White \"Host\"]", "[Black \"Guest\"]", "[Result \"*\"]", "[Variant \"Chess960\"]",
                "[SetUp \"1\"]", "[FEN \"bbqnrkrn/pppppppp/8/8/8/8/PPPPPPPP/BBQNRKRN w KQkq - 0 1\"]",
                "\n1. Ne3 Ng6 2. d3 d6 3. Qd2 O-O 4. O-O-O *\n");
        assertThat(files.open(file)).singleElement().satisfies(read -> {
            assertThat(read.isValid()).as(read.findings().toString()).isTrue();
            assertThat(read).isEqualTo(played);
        });
    }

    @Test
    void aDropThatMeansTwoMovesAsksThePlayer() {
        // SP 746, RKNNBBQR: king b1, rook a1. Once c1 and d1 are empty, the king dropped on c1 is Kc1 or O-O-O.
        GameEditor game = host.newGame(Variant.CHESS960, 746);
        ScriptedPlayer player = new ScriptedPlayer("O-O-O", "Kc1");
        Board board = new Board(game, player);
        drop(board, "c1b3", "a7a6", "d1e3", "a6a5");
        assertThat(board.drop(Square.B1, Square.C1)).isEqualTo(new MoveLookup.Found(new Move.Castle(Square.B1, Square.A1)));
        assertThat(player.questions).singleElement().satisfies(asked -> assertThat(asked).containsExactlyInAnyOrder("Kc1", "O-O-O"));
        assertThat(game.san()).isEqualTo("O-O-O");

        // The same castling dropped on the rook needs no question; the other answer makes a variation.
        game.back();
        board.drop(Square.B1, Square.A1);
        assertThat(player.questions).hasSize(1);
        game.back();
        assertThat(board.drop(Square.B1, Square.C1)).isEqualTo(
                new MoveLookup.Found(new Move.Normal(PieceType.KING, Square.B1, Square.C1, null, null)));
        assertThat(player.questions).hasSize(2);
        assertThat(MovePane.of(game.toGame())).isEqualTo("1. Nb3 a6 2. Ne3 a5 3. O-O-O (3. Kc1) *");
    }

    @Test
    void aPawnOnTheLastRankAsksForItsPieceAndTheRookMates() {
        ChessRules classic = host.rules(Variant.CLASSIC).orElseThrow();
        GameEditor game = GameEditor.fromFen(classic, "k7/2P5/1K6/8/8/8/8/8 w - - 0 1");
        ScriptedPlayer player = new ScriptedPlayer("ROOK");
        Board board = new Board(game, player);

        assertThat(board.drop(Square.C7, Square.C8)).isEqualTo(
                new MoveLookup.Found(new Move.Normal(PieceType.PAWN, Square.C7, Square.C8, null, PieceType.ROOK)));
        assertThat(player.questions).singleElement().satisfies(offered -> assertThat(offered)
                .containsExactlyInAnyOrder("QUEEN", "ROOK", "BISHOP", "KNIGHT"));
        assertThat(game.san()).isEqualTo("c8=R#");
        assertThat(game.status().termination()).isEqualTo(GameStatus.Termination.CHECKMATE);
        assertThat(game.status().winner()).isEqualTo(Color.WHITE);
        assertThat(game.toGame().result()).isEqualTo("1-0");
    }

    @Test
    void theEndOfAGameComesFromItsOwnHistory() {
        GameEditor foolsMate = host.newGame(Variant.CLASSIC, 518);
        drop(new Board(foolsMate, new ScriptedPlayer()), "f2f3", "e7e5", "g2g4", "d8h4");
        assertThat(foolsMate.san()).isEqualTo("Qh4#");
        assertThat(foolsMate.status().termination()).isEqualTo(GameStatus.Termination.CHECKMATE);
        assertThat(foolsMate.toGame().result()).isEqualTo("0-1");

        // The knights of SP 288 go out and back: the start stands a third time after eight moves, a fifth after sixteen.
        GameEditor repetition = host.newGame(Variant.CHESS960, 288);
        Board board = new Board(repetition, new ScriptedPlayer());
        drop(board, "h1g3", "h8g6", "g3h1", "g6h8", "h1g3", "h8g6", "g3h1");
        assertThat(repetition.status().claimableDraws()).isEmpty();
        drop(board, "g6h8");
        assertThat(repetition.status().claimableDraws()).containsExactly(GameStatus.DrawClaim.THREEFOLD_REPETITION);
        assertThat(repetition.status().isOver()).isFalse();
        drop(board, "h1g3", "h8g6", "g3h1", "g6h8", "h1g3", "h8g6", "g3h1", "g6h8");
        assertThat(repetition.status().termination()).isEqualTo(GameStatus.Termination.FIVEFOLD_REPETITION);
        assertThat(repetition.toGame().result()).isEqualTo("1/2-1/2");
        repetition.undo();
        assertThat(repetition.status().isOver()).isFalse();

        ChessRules classic = host.rules(Variant.CLASSIC).orElseThrow();
        GameEditor stalemate = GameEditor.fromFen(classic, "k7/8/8/8/8/8/2Q5/K7 w - - 0 1");
        drop(new Board(stalemate, new ScriptedPlayer()), "c2c7");
        assertThat(stalemate.status().termination()).isEqualTo(GameStatus.Termination.STALEMATE);
        assertThat(stalemate.toGame().result()).isEqualTo("1/2-1/2");

        GameEditor fiftyMoves = GameEditor.fromFen(classic, "k7/8/8/8/8/8/2Q5/K7 w - - 99 80");
        assertThat(fiftyMoves.status().claimableDraws()).isEmpty();
        drop(new Board(fiftyMoves, new ScriptedPlayer()), "a1b1");
        assertThat(fiftyMoves.status().claimableDraws()).containsExactly(GameStatus.DrawClaim.FIFTY_MOVES);
        assertThat(fiftyMoves.status().isOver()).isFalse();
    }

    /** Drops each "fromto" (e.g. "e2e4"), each one move without a question. */
    private static void drop(Board board, String... drops) {
        for (String drop : drops) {
            MoveLookup lookup = board.drop(Square.parse(drop.substring(0, 2)), Square.parse(drop.substring(2)));
            assertThat(lookup).as(drop).isInstanceOf(MoveLookup.Found.class);
        }
    }

    private Path resource(String name) throws URISyntaxException {
        return Path.of(getClass().getResource("/" + name).toURI());
    }

    /** Answers the board's questions from a script and keeps what it was asked. */
    private static final class ScriptedPlayer implements Board.Player {
        final List<List<String>> questions = new ArrayList<>();
        private final Deque<String> answers;

        ScriptedPlayer(String... answers) {
            this.answers = new ArrayDeque<>(List.of(answers));
        }

        @Override
        public String choose(List<String> candidates) {
            questions.add(candidates);
            return answers.remove();
        }

        @Override
        public PieceType promotion(List<PieceType> offered) {
            questions.add(offered.stream().map(PieceType::name).toList());
            return PieceType.valueOf(answers.remove());
        }
    }
}
