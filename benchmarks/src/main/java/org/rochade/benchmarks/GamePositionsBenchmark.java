package org.rochade.benchmarks;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.rochade.castling.plugin.FideCastling;
import org.rochade.games.api.Game;
import org.rochade.games.api.GameEditor;
import org.rochade.games.api.GameNode;
import org.rochade.games.api.MoveEvent;
import org.rochade.games.api.PgnVisitor;
import org.rochade.games.api.pgn.GameReport;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Move;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.Variant;
import org.rochade.rules.impl.engine.EngineRules;

/**
 * Positions along an analysed game: every node's position asked of {@link Game#positionAfter}
 * (each invocation on a fresh {@code Game} over the same nodes, so nothing is cached before), a
 * visitor walking the game with each move's position before and after, and, for scale, the main
 * line replayed once with {@code ChessRules.play}. The game is a random Chess960 game (fixed seed) with a
 * variation of {@code variationLength} moves at every main-line move: {@code plies} x
 * (1 + {@code variationLength}) nodes.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class GamePositionsBenchmark {

    @Param({"200"})
    public int plies;

    @Param({"10"})
    public int variationLength;

    private ChessRules rules;
    private Game template;
    /** Every node of the game, main line and variations. */
    private final List<GameNode> nodes = new ArrayList<>();

    @Setup
    public void setUp() {
        rules = new EngineRules(Variant.CHESS960, new FideCastling());
        SplittableRandom random = new SplittableRandom(960);
        GameEditor editor = GameEditor.fromArray(rules, 288);
        for (int ply = 0; ply < plies; ply++) {
            List<Move> legal = rules.legalMoves(editor.position());
            if (legal.size() < 2) {
                break;
            }
            int main = random.nextInt(legal.size());
            int other = (main + 1 + random.nextInt(legal.size() - 1)) % legal.size();
            // The variation first (a move other than the main one, then random moves), then the main move.
            editor.play(legal.get(other));
            int depth = 1;
            for (int v = 1; v < variationLength; v++) {
                List<Move> next = rules.legalMoves(editor.position());
                if (next.isEmpty()) {
                    break;
                }
                editor.play(next.get(random.nextInt(next.size())));
                depth++;
            }
            for (int v = 0; v < depth; v++) {
                editor.back();
            }
            editor.play(legal.get(main));
            editor.promoteVariation();
        }
        template = editor.toGame();
        collect(template.moves());
        if (nodes.size() < plies) {
            throw new IllegalStateException("the random game ended early: " + nodes.size() + " nodes");
        }
    }

    private void collect(List<GameNode> line) {
        for (GameNode n : line) {
            nodes.add(n);
            for (List<GameNode> v : n.variations()) {
                collect(v);
            }
        }
    }

    private Game fresh() {
        return new Game(template.tags(), template.start(), template.comments(), template.moves(),
                template.termination(), template.report(), rules);
    }

    /** Every node's position asked of a game that has worked out none yet. */
    @Benchmark
    public long positionAfterEveryNode() {
        Game game = fresh();
        long sum = 0;
        for (GameNode n : nodes) {
            sum += game.positionAfter(n).repetitionHash();
        }
        return sum;
    }

    /** A visitor walking the game, asking each move's positions before and after. */
    @Benchmark
    public long walkWithPositions() {
        long[] sum = new long[1];
        fresh().accept(new PgnVisitor<Void>() {
            @Override
            public void move(MoveEvent move) {
                sum[0] += move.before().repetitionHash() ^ move.after().repetitionHash();
            }

            @Override
            public Void endGame(GameReport report) {
                return null;
            }
        });
        return sum[0];
    }

    /** For scale: the main line replayed once with {@code ChessRules.play} ({@code plies} plays). */
    @Benchmark
    public long replayMainLineOnce() {
        long sum = 0;
        Position p = template.start().position();
        for (GameNode n : template.moves()) {
            p = rules.play(p, n.move());
            sum += p.repetitionHash();
        }
        return sum;
    }
}
