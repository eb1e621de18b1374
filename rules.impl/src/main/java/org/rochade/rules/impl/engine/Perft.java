package org.rochade.rules.impl.engine;

/**
 * Counts the leaves of the legal move tree. The last ply is counted, not played (bulk counting);
 * one move buffer per search, indexed by depth, so the search allocates nothing per node.
 */
final class Perft {
    private final Board board;
    private final int[] moves;

    Perft(Board board, int depth) {
        this.board = board;
        this.moves = new int[MoveGen.MAX_MOVES * Math.max(1, depth)];
    }

    long run(int depth) {
        return depth <= 0 ? 1 : search(depth, 0);
    }

    private long search(int depth, int start) {
        int end = MoveGen.generate(board, moves, start);
        if (depth == 1) {
            return end - start;
        }
        long nodes = 0;
        for (int i = start; i < end; i++) {
            int move = moves[i];
            board.make(move);
            nodes += search(depth - 1, end);
            board.unmake(move);
        }
        return nodes;
    }
}
