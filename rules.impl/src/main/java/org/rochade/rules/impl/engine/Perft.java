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
        if (depth == 2) {
            return countChildren(start, end);
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

    /**
     * The legal moves after each of the moves in {@code moves[start..end)}. A plain move or capture
     * is played only as far as counting needs ({@link Board#playCounted}); the others are made.
     */
    private long countChildren(int start, int end) {
        Board b = board;
        long rights = b.castlingRights;
        int ep = b.epSquare;
        long nodes = 0;
        for (int i = start; i < end; i++) {
            int move = moves[i];
            if (MoveCodec.kind(move) == MoveCodec.NORMAL) {
                int captured = b.playCounted(move);
                nodes += MoveCounter.count(b);
                b.takeBackCounted(move, captured, rights, ep);
            } else {
                b.make(move);
                nodes += MoveCounter.count(b);
                b.unmake(move);
            }
        }
        return nodes;
    }
}
