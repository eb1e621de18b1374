package org.rochade.pgn.plugin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Color;
import org.rochade.rules.api.Position;
import org.rochade.games.api.Game;
import org.rochade.games.api.GameEditor;
import org.rochade.games.api.GameEditor.Node;
import org.rochade.games.api.GameNode;
import org.rochade.games.api.MoveEvent;
import org.rochade.games.api.PgnVisitor;
import org.rochade.games.api.PgnWriteOptions;
import org.rochade.games.api.pgn.GameReport;
import org.rochade.games.api.pgn.ValidationOptions;

/**
 * The move tree a host edits: a game opened into an editor, node handles (parent, ply,
 * continuations, end of a line), going to any node, variations promoted, demoted and removed,
 * taking a move back, the move list as text, and positions along a game in linear time.
 */
class GameTreeTest {
    /** Variations within variations, comments before and after moves, NAGs. */
    private static final String GAMBIT = """
            [Event "Tree"]
            [Site "Rochade"]
            [Date "2026.11.25"]
            [Round "1"]
            [White "Gambiteer"]
            [Black "Defender"]
            [Result "*"]
            [Annotator "Host"]

            {A King's Gambit.} 1. e4 e5 2. f4 $1 {The King's Gambit.} exf4 (2... d5 {the Falkbeer} 3. exd5 e4
            (3... c6 $5 4. Nc3) 4. d3) (2... Bc5) 3. Bc4 Qh4+ 4. Kf1 b5 $2 (4... d6 5. Nf3 (5. Nc3) 5... Qh6) 5. Bxb5 *
            """;

    private final ChessRules[] rules = TestRules.all();
    private final PgnValidatorComponent games = TestRules.validator();

    private Game gambit() {
        Game game = games.read(GAMBIT).get(0);
        assertThat(game.isValid()).as(game.findings().toString()).isTrue();
        return game;
    }

    @Test
    void aGameOpenedInAnEditorComesBackEqualAndWritesTheSamePgn() {
        Game game = gambit();
        GameEditor editor = GameEditor.fromGame(game);
        assertThat(editor.current()).isSameAs(editor.root());
        assertThat(editor.gameComments()).containsExactly("A King's Gambit.");
        Game back = editor.toGame();
        assertThat(back).isEqualTo(game);
        assertThat(back.tags()).isEqualTo(game.tags());
        assertThat(games.write(back, PgnWriteOptions.defaults())).isEqualTo(games.write(game, PgnWriteOptions.defaults()));

        // A Chess960 game keeps its start array; a null move in a variation comes along.
        Game chess960 = games.read("""
                [Variant "Chess960"]
                [FEN "bbqnrkrn/pppppppp/8/8/8/8/PPPPPPPP/BBQNRKRN w KQkq - 0 1"]
                [SetUp "1"]

                1. O-O {castling at once} O-O 2. Ng3 (2. -- Ng6) 2... Ng6 $10 1/2-1/2
                """).get(0);
        GameEditor opened = GameEditor.fromGame(chess960);
        assertThat(opened.start().sp()).containsExactly(288);
        assertThat(opened.toGame()).isEqualTo(chess960);
        assertThat(opened.toGame().result()).isEqualTo("1/2-1/2");
    }

    @Test
    void aGameThatCannotBePlayedCannotBeEdited() {
        Game broken = games.read("1. e4 e5 2. Ke3 *").get(0);
        assertThatThrownBy(() -> GameEditor.fromGame(broken)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the move Ke3 after 1... e5 was not legal, so the game cannot be edited");
    }

    @Test
    void nodeHandlesKnowTheirParentPlyContinuationsAndTheEndOfTheirLine() {
        GameEditor editor = GameEditor.fromGame(gambit());
        Node root = editor.root();
        assertThat(root.isStart()).isTrue();
        assertThat(root.ply()).isZero();
        assertThat(root.parent()).isNull();
        assertThat(root.mover()).isNull();
        assertThat(root.comments()).containsExactly("A King's Gambit.");

        Node f4 = root.next().next().next();
        assertThat(f4).hasToString("2. f4");
        assertThat(f4.ply()).isEqualTo(3);
        assertThat(f4.mover()).isEqualTo(Color.WHITE);
        assertThat(f4.nags()).containsExactly(1);
        assertThat(f4.comments()).containsExactly("The King's Gambit.");
        // After 2. f4: the main continuation 2... exf4, then the variations 2... d5 and 2... Bc5.
        assertThat(f4.continuations()).extracting(Node::san).containsExactly("exf4", "d5", "Bc5");
        Node d5 = f4.continuations().get(1);
        assertThat(d5.parent()).isSameAs(f4);
        assertThat(d5.ply()).isEqualTo(4);
        assertThat(d5.mover()).isEqualTo(Color.BLACK);
        assertThat(d5.isMainLine()).isFalse();
        assertThat(d5.positionBefore()).isEqualTo(f4.position());
        assertThat(d5.end()).hasToString("4. d3");
        assertThat(root.end()).hasToString("5. Bxb5");
        assertThat(root.end().isMainLine()).isTrue();

        // Entering the second continuation, the Falkbeer; then a clicked node deep inside it.
        editor.goTo(f4).enter(1);
        assertThat(editor.current()).isSameAs(d5);
        assertThat(editor.san()).isEqualTo("d5");
        Node c6 = d5.next().continuations().get(1);
        assertThat(c6).hasToString("3... c6");
        editor.goTo(c6);
        assertThat(editor.position()).isEqualTo(c6.position());
        assertThat(editor.nags()).containsExactly(5);
        assertThatThrownBy(() -> editor.enter(3)).isInstanceOf(IndexOutOfBoundsException.class)
                .hasMessage("no continuation 3 after 3... c6: it has 1");
        assertThatThrownBy(() -> GameEditor.fromGame(gambit()).goTo(c6)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("another editor's");

        // At the start nothing is annotated, and asking does not throw.
        editor.goTo(root);
        assertThat(editor.nags()).isEmpty();
        assertThat(editor.startingComments()).isEmpty();
    }

    @Test
    void variationsArePromotedDemotedAndRemovedByAnyNodeInThem() {
        GameEditor editor = GameEditor.fromGame(gambit());
        Node f4 = editor.root().next().next().next();
        Node d5 = f4.continuations().get(1);
        Node bc5 = f4.continuations().get(2);
        Node e4 = d5.next().next(); // 3... e4, the Falkbeer's main continuation: in the Falkbeer

        assertThat(editor.promote(e4)).isTrue(); // the Falkbeer one place up: the main line there
        assertThat(f4.continuations()).extracting(Node::san).containsExactly("d5", "exf4", "Bc5");
        assertThat(e4.isMainLine()).isTrue();
        assertThat(editor.promote(e4)).isFalse();
        assertThat(editor.demote(bc5)).isFalse(); // the last one already
        assertThat(editor.promote(bc5)).isTrue();
        assertThat(f4.continuations()).extracting(Node::san).containsExactly("d5", "Bc5", "exf4");
        Node exf4 = f4.continuations().get(2);
        assertThat(editor.demote(bc5)).isTrue();
        assertThat(editor.toGame().moveList(false)).startsWith("1. e4 e5 2. f4! d5 (2... exf4 3. Bc4");

        // The whole line to a deep node becomes the main line.
        Node nc3 = exf4.end().parent().parent().continuations().get(1).continuations().get(1);
        assertThat(nc3).hasToString("5. Nc3");
        assertThat(editor.promoteToMainLine(nc3)).isTrue();
        assertThat(nc3.isMainLine()).isTrue();
        assertThat(editor.toGame().moveList(false)).isEqualTo("1. e4 e5 2. f4! exf4 (2... d5 3. exd5 e4 (3... c6!? 4. Nc3)"
                + " 4. d3) (2... Bc5) 3. Bc4 Qh4+ 4. Kf1 d6 (4... b5? 5. Bxb5) 5. Nc3 (5. Nf3 Qh6) *");
        assertThat(editor.promoteToMainLine(nc3)).isFalse();

        // Removing the variation a node is in: from its first move, the current move leaving with it.
        Node exd5 = d5.next();
        editor.goTo(exd5.next());
        assertThat(editor.removeVariation(exd5)).isTrue();
        assertThat(editor.current()).isSameAs(f4);
        assertThat(exd5.isInTree()).isFalse();
        assertThatThrownBy(() -> editor.goTo(exd5)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the node 3. exd5 is not in this editor's tree (it was removed)");
        assertThat(editor.removeVariation(nc3)).as("the main line is no variation").isFalse();
        assertThat(f4.continuations()).extracting(Node::san).containsExactly("exf4", "Bc5");
    }

    @Test
    void undoTakesBackTheCurrentMoveAndDeleteVariationTheWholeVariation() {
        GameEditor editor = GameEditor.fromGame(gambit());
        Node f4 = editor.root().next().next().next();
        Node exf4 = f4.next();
        // Taking back 2... exf4 keeps the variations that branch there: 2... d5 is the main line now.
        editor.goTo(exf4);
        assertThat(editor.undo()).isTrue();
        assertThat(editor.current()).isSameAs(f4);
        assertThat(f4.continuations()).extracting(Node::san).containsExactly("d5", "Bc5");
        assertThat(editor.deleteVariation()).as("2. f4 is on the main line").isFalse();

        // Inside the variation 3... c6 4. Nc3: undo takes back 4. Nc3 only, deleteVariation all of it.
        Node c6 = f4.next().next().continuations().get(1);
        editor.goTo(c6.next());
        assertThat(editor.undo()).isTrue();
        assertThat(editor.current()).isSameAs(c6);
        assertThat(c6.continuations()).isEmpty();
        assertThat(editor.deleteVariation()).isTrue();
        assertThat(editor.current()).isSameAs(c6.parent());
        assertThat(editor.toGame().moveList(true)).isEqualTo(
                "{A King's Gambit.} 1. e4 e5 2. f4! {The King's Gambit.} 2... d5 {the Falkbeer} (2... Bc5) 3. exd5 e4 4. d3 *");
    }

    @Test
    void theMoveListShowsNumbersSanGlyphsVariationsAndCommentsWhenAsked() {
        Game game = gambit();
        assertThat(game.moveList(false)).isEqualTo("1. e4 e5 2. f4! exf4 (2... d5 3. exd5 e4 (3... c6!? 4. Nc3) 4. d3)"
                + " (2... Bc5) 3. Bc4 Qh4+ 4. Kf1 b5? (4... d6 5. Nf3 (5. Nc3) 5... Qh6) 5. Bxb5 *");
        assertThat(game.moveList(true)).startsWith("{A King's Gambit.} 1. e4 e5 2. f4! {The King's Gambit.} 2... exf4"
                + " (2... d5 {the Falkbeer} 3. exd5");
        // From a position with Black to move, and an unknown NAG.
        GameEditor editor = GameEditor.fromFen(rules[2], "4k3/8/8/8/8/8/4P3/4K3 b - - 0 40");
        editor.playSan("Kd7");
        editor.nags().add(22);
        editor.playSan("e4");
        assertThat(editor.toGame().moveList(false)).isEqualTo("40... Kd7 $22 41. e4 *");
    }

    @Test
    void positionsAlongAGameAreWorkedOutOnceAndTheWalkCarriesThem() {
        Game game = gambit();
        GameEditor editor = GameEditor.fromGame(game);
        // Every node of the tree, in the editor and in the game, in the same order.
        List<Node> handles = new ArrayList<>();
        Deque<Node> open = new ArrayDeque<>(editor.root().continuations());
        while (!open.isEmpty()) {
            Node n = open.poll();
            handles.add(n);
            open.addAll(n.continuations());
        }
        List<GameNode> nodes = new ArrayList<>();
        Deque<GameNode> todo = new ArrayDeque<>();
        walkInto(game.moves(), todo);
        while (!todo.isEmpty()) {
            GameNode n = todo.poll();
            nodes.add(n);
        }
        assertThat(nodes).hasSameSizeAs(handles).hasSize(20);
        List<String> fromGame = nodes.stream().map(n -> game.positionAfter(n).fen()).sorted().toList();
        List<String> fromEditor = handles.stream().map(n -> n.position().fen()).sorted().toList();
        assertThat(fromGame).isEqualTo(fromEditor);
        for (GameNode n : nodes) {
            assertThat(game.positionAfter(n)).isSameAs(game.positionAfter(n)); // kept, not replayed
            GameNode previous = game.previous(n);
            assertThat(game.positionBefore(n)).isEqualTo(previous == null ? game.start().position() : game.positionAfter(previous));
        }
        assertThatThrownBy(() -> game.positionAfter(gambit().moves().get(0))).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the node e4 is not one of this game's");

        // A walk of the game gives each move's mover and both positions.
        List<String> walked = new ArrayList<>();
        game.accept(new PgnVisitor<Void>() {
            @Override
            public void move(MoveEvent move) {
                assertThat(move.before()).isNotNull();
                assertThat(move.mover()).isEqualTo(move.before().sideToMove());
                assertThat(move.after()).isEqualTo(game.rules().play(move.before(), move.move()));
                walked.add(move.mover().name().charAt(0) + move.san());
            }

            @Override
            public Void endGame(GameReport report) {
                return null;
            }
        });
        assertThat(walked).hasSize(20).startsWith("We4", "Be5", "Wf4", "Bexf4", "Bd5", "Wexd5");
    }

    private static void walkInto(List<GameNode> line, Deque<GameNode> todo) {
        for (GameNode n : line) {
            todo.add(n);
            for (List<GameNode> v : n.variations()) {
                walkInto(v, todo);
            }
        }
    }

    @Test
    void readingGivesThePositionBeforeEachMoveOnlyToAVisitorThatAsks() throws Exception {
        List<String> asked = visitBefore(true);
        List<String> notAsked = visitBefore(false);
        Game game = gambit();
        List<String> expected = new ArrayList<>();
        game.accept(new PgnVisitor<Void>() {
            @Override
            public void move(MoveEvent move) {
                expected.add(move.mover() + " " + move.before().fen());
            }

            @Override
            public Void endGame(GameReport report) {
                return null;
            }
        });
        assertThat(asked).isEqualTo(expected);
        assertThat(notAsked).hasSize(20).allSatisfy(line -> assertThat(line).endsWith(" null"));
        assertThat(notAsked.get(1)).startsWith("BLACK ");
    }

    private List<String> visitBefore(boolean wanted) throws Exception {
        List<String> seen = new ArrayList<>();
        PgnVisitor<Void> visitor = new PgnVisitor<>() {
            @Override
            public boolean wantsPositionBefore() {
                return wanted;
            }

            @Override
            public void move(MoveEvent move) {
                Position before = move.before();
                seen.add(move.mover() + " " + (before == null ? null : before.fen()));
            }

            @Override
            public Void endGame(GameReport report) {
                return null;
            }
        };
        try (Stream<Void> run = games.visit(new ByteArrayInputStream(GAMBIT.getBytes(StandardCharsets.UTF_8)),
                ValidationOptions.defaults(), visitor)) {
            assertThat(run.count()).isEqualTo(1);
        }
        return seen;
    }
}
