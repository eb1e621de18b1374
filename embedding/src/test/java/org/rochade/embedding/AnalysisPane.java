package org.rochade.embedding;

import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.rochade.rules.api.BoardText;
import org.rochade.rules.api.Color;
import org.rochade.games.api.Annotations;
import org.rochade.games.api.Evaluation;
import org.rochade.games.api.Game;
import org.rochade.games.api.GameEditor;
import org.rochade.games.api.GameEditor.Node;

/**
 * The GUI's analysis pane over one opened game: the notation as a tree the player clicks in (a
 * {@link GameEditor} with its node handles), the board at the clicked move, the players' clocks at
 * that move and the evaluation graph of the main line, from the clocks and evaluations the comments
 * carry (lichess's and ChessBase's {@code [%clk]}/{@code [%eval]}, cutechess's engine notes).
 */
public final class AnalysisPane {
    private final GameEditor game;

    public AnalysisPane(GameEditor game) {
        this.game = game;
    }

    /** A game from a file, opened to navigate and edit. */
    public static AnalysisPane open(Game game) {
        return new AnalysisPane(GameEditor.fromGame(game));
    }

    public GameEditor game() {
        return game;
    }

    /** What the player may go on with from the current move, as the pane lists it: the main move first. */
    public List<String> continuations() {
        return game.current().continuations().stream().map(Node::toString).toList();
    }

    /** A move clicked in the notation. */
    public AnalysisPane click(Node move) {
        game.goTo(move);
        return this;
    }

    /** One of {@link #continuations()} chosen. */
    public AnalysisPane choose(int continuation) {
        game.enter(continuation);
        return this;
    }

    /** The board at the current move, from the side to move's seat. */
    public String board() {
        return BoardText.unicode(game.position(), game.position().sideToMove());
    }

    /** The notation with comments, as the pane shows it. */
    public String notation() {
        return game.toGame().moveList(true);
    }

    /** Each side's clock at the current move: the last one each side's moves on the way there give. */
    public Map<Color, Duration> clocks() {
        Map<Color, Duration> clocks = new EnumMap<>(Color.class);
        for (Node n = game.current(); !n.isStart(); n = n.parent()) {
            Duration clock = n.annotations().clock();
            if (clock != null) {
                clocks.putIfAbsent(n.mover(), clock);
            }
        }
        return clocks;
    }

    /** The main line's evaluations from White's side, one per move ("-" where there is none), for the graph. */
    public List<String> evaluationGraph() {
        List<String> graph = new ArrayList<>();
        for (Node n = game.root().next(); n != null; n = n.next()) {
            Annotations a = n.annotations();
            graph.add(a.whiteEvaluation(n.mover()).map(Evaluation::toString).orElse("-"));
        }
        return graph;
    }
}
