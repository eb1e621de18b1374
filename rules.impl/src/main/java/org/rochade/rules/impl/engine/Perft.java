package org.rochade.rules.impl.engine;

/**
 * Counts the leaves of the legal move tree. The last ply is counted, not generated
 * ({@link MoveCounter}); one move buffer per search, indexed by depth, so the search allocates
 * nothing per node.
 */
final class Perft {
    private final Board board;
    private final int[] moves;

    Perft(Board board, int depth) {
        this.board = board;
        this.moves = new int[MoveGen.MAX_MOVES * Math.max(1, depth)];
    }

    long run(int depth) {
        if (depth <= 0) {
            return 1;
        }
        return depth == 1 ? MoveCounter.count(board) : search(depth, 0);
    }

    /** The leaves {@code depth} (at least 2) plies below the board's position. */
    private long search(int depth, int start) {
        int end = MoveGen.generate(board, moves, start);
        long nodes = 0;
        for (int i = start; i < end; i++) {
            int move = moves[i];
            board.make(move);
            nodes += depth == 2 ? MoveCounter.count(board) : search(depth - 1, end);
            board.unmake(move);
        }
        return nodes;
    }
}
