package org.rochade.games.api;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import org.rochade.rules.api.Color;
import org.rochade.rules.api.Move;
import org.rochade.rules.api.Position;

/**
 * A {@link Game} handed to a {@link PgnVisitor}: the events the PGN pipeline would give for it,
 * in {@link PgnVisitor}'s order. Variations are walked on an explicit stack. Games made in memory
 * have no input places: lines and columns are 0. Positions before and after each move come from
 * the game's own positions, so a walk that asks for them all replays each move once.
 */
final class GameWalk<R> implements MoveEvent {
    private final Game game;
    private final PgnVisitor<R> visitor;
    private GameNode node;
    private int ply;
    private int depth;

    GameWalk(Game game, PgnVisitor<R> visitor) {
        this.game = game;
        this.visitor = visitor;
    }

    /** A line being walked: its nodes, the next one, its first ply, and whether it is entered. */
    private static final class Frame {
        final List<GameNode> line;
        final int firstPly;
        int next;
        /** The variation of the node before next that is walked next (its variations follow it). */
        int variation;

        Frame(List<GameNode> line, int firstPly) {
            this.line = line;
            this.firstPly = firstPly;
        }
    }

    R run() {
        visitor.beginGame(game.report().game(), game.report().line());
        for (Tag t : game.tags()) {
            visitor.tag(t.name(), t.value(), 0, 0);
        }
        if (visitor.endTags() == PgnVisitor.Flow.CONTINUE) {
            visitor.start(game.start());
            for (String c : game.comments()) {
                visitor.comment(c, 0, 0);
            }
            walk(game.moves());
            if (game.termination() != null) {
                visitor.outcome(game.termination(), 0, 0);
            }
        }
        return visitor.endGame(game.report());
    }

    /**
     * Each node: its starting comments, the move, NAGs, comments after it, then its variations,
     * each between beginVariation and endVariation, before the next move of its line.
     */
    private void walk(List<GameNode> mainLine) {
        Deque<Frame> stack = new ArrayDeque<>();
        stack.push(new Frame(mainLine, 1));
        while (!stack.isEmpty()) {
            Frame f = stack.peek();
            if (f.next > 0) {
                GameNode before = f.line.get(f.next - 1);
                if (f.variation < before.variations().size()) {
                    List<GameNode> v = before.variations().get(f.variation++);
                    if (visitor.beginVariation(0, 0) == PgnVisitor.Flow.CONTINUE) {
                        stack.push(new Frame(v, f.firstPly + f.next - 1));
                    }
                    continue;
                }
            }
            if (f.next == f.line.size()) {
                stack.pop();
                if (!stack.isEmpty()) {
                    visitor.endVariation();
                }
                continue;
            }
            GameNode n = f.line.get(f.next);
            // Before a variation's first move a comment is its starting comment as it stands
            // ("({or} 12. Nf3"); elsewhere one is written after the move number ("12. {or} Nf3"),
            // since a comment after the move before would be that move's.
            boolean opensVariation = f.next == 0 && stack.size() > 1;
            for (String c : n.startingComments()) {
                if (opensVariation) {
                    visitor.comment(c, 0, 0);
                } else {
                    visitor.startingComment(c, 0, 0);
                }
            }
            node = n;
            ply = f.firstPly + f.next;
            depth = stack.size() - 1;
            visitor.move(this);
            for (int nag : n.nags()) {
                visitor.nag(nag, 0, 0);
            }
            for (String c : n.comments()) {
                visitor.comment(c, 0, 0);
            }
            f.next++;
            f.variation = 0;
        }
    }

    @Override
    public String written() {
        return node.written();
    }

    @Override
    public boolean isNullMove() {
        return node.isNullMove();
    }

    @Override
    public long line() {
        return 0;
    }

    @Override
    public int column() {
        return 0;
    }

    @Override
    public int ply() {
        return ply;
    }

    @Override
    public int depth() {
        return depth;
    }

    @Override
    public boolean isPlayed() {
        return node.isPlayed();
    }

    @Override
    public Move move() {
        return node.move();
    }

    @Override
    public String san() {
        return node.san();
    }

    @Override
    public String uci() {
        return node.uci();
    }

    /** Worked out once per game and kept with it ({@link Game#positionAfter}): the walk replays each move once. */
    @Override
    public Position after() {
        return node.isPlayed() ? game.positionAfter(node) : null;
    }

    @Override
    public Color mover() {
        Position start = game.start().position();
        Color first = start == null ? Color.WHITE : start.sideToMove();
        return ply % 2 == 1 ? first : first.opposite();
    }

    @Override
    public Position before() {
        GameNode previous = game.previous(node);
        if (previous == null) {
            return game.start().position();
        }
        return previous.isPlayed() ? game.positionAfter(previous) : null;
    }
}
