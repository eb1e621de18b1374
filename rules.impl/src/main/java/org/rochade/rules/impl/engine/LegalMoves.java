package org.rochade.rules.impl.engine;

import java.util.ArrayList;
import java.util.List;
import org.rochade.rules.api.Move;
import org.rochade.rules.api.PieceType;
import org.rochade.rules.api.Square;

/**
 * The legal moves of one position, generated once, with the translation between the engine's
 * packed moves and the API's {@link Move} values. Used at the edges (notation, play), never in perft.
 */
final class LegalMoves {
    private final Board board;
    private final int[] moves;
    private final int count;

    LegalMoves(Board board) {
        this(board, new int[MoveGen.MAX_MOVES]);
    }

    /** Generates into a caller-owned buffer of {@link MoveGen#MAX_MOVES}, reused move after move. */
    LegalMoves(Board board, int[] buffer) {
        this.board = board;
        this.moves = buffer;
        this.count = MoveGen.generate(board, moves, 0);
    }

    Board board() {
        return board;
    }

    int count() {
        return count;
    }

    int get(int i) {
        return moves[i];
    }

    List<Move> toApi() {
        List<Move> result = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            result.add(toApi(moves[i]));
        }
        return result;
    }

    Move toApi(int move) {
        return toApi(board, move);
    }

    /** A packed move of the side to move on {@code board} as an API move. */
    static Move toApi(Board board, int move) {
        return toApi(move, Pieces.type(board.squares[MoveCodec.from(move)]), board.squares[MoveCodec.to(move)]);
    }

    /**
     * The move just made on {@code board} as an API move, read from the board after it: the
     * mover stands on its destination (a pawn if it promoted) and the board's last undo entry
     * has the captured piece, so the move need not be taken back to be described.
     */
    static Move lastToApi(Board board, int move) {
        int mover = MoveCodec.kind(move) == MoveCodec.PROMOTION ? Pieces.PAWN
                : Pieces.type(board.squares[MoveCodec.to(move)]);
        return toApi(move, mover, board.lastCaptured());
    }

    /**
     * @param mover    the moving piece's type (a pawn for a promotion)
     * @param captured the captured piece's code, or EMPTY
     */
    private static Move toApi(int move, int mover, int captured) {
        Square from = Square.of(MoveCodec.from(move));
        Square to = Square.of(MoveCodec.to(move));
        return switch (MoveCodec.kind(move)) {
            case MoveCodec.CASTLE -> new Move.Castle(from, to);
            case MoveCodec.EN_PASSANT -> new Move.EnPassant(from, to);
            default -> new Move.Normal(Pieces.apiType(mover), from, to,
                    captured == Pieces.EMPTY ? null : Pieces.apiType(Pieces.type(captured)),
                    MoveCodec.kind(move) == MoveCodec.PROMOTION ? Pieces.apiType(MoveCodec.promotionType(move)) : null);
        };
    }

    /** The packed legal move equal to the API move, or -1 when it is not legal here. */
    int find(Move move) {
        for (int i = 0; i < count; i++) {
            int m = moves[i];
            if (matches(m, move)) {
                return m;
            }
        }
        return -1;
    }

    private boolean matches(int m, Move move) {
        if (MoveCodec.from(m) != move.from().index() || MoveCodec.to(m) != move.to().index()) {
            return false;
        }
        int kind = MoveCodec.kind(m);
        if (move instanceof Move.Castle) {
            return kind == MoveCodec.CASTLE;
        }
        if (move instanceof Move.EnPassant) {
            return kind == MoveCodec.EN_PASSANT;
        }
        Move.Normal normal = (Move.Normal) move;
        return kind != MoveCodec.CASTLE && kind != MoveCodec.EN_PASSANT
                && Pieces.apiType(Pieces.type(board.squares[MoveCodec.from(m)])) == normal.role()
                && samePromotion(m, normal.promotion());
    }

    private static boolean samePromotion(int m, PieceType promotion) {
        boolean promotes = MoveCodec.kind(m) == MoveCodec.PROMOTION;
        return promotion == null ? !promotes : promotes && Pieces.apiType(MoveCodec.promotionType(m)) == promotion;
    }
}
