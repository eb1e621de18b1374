package org.rochade.rules.impl.engine;

/**
 * Moves packed into an int on the hot path: bits 0-5 from, 6-11 to, 12-14 kind, 15-17 promotion
 * type. For castling, from is the king's square and to the castling rook's square.
 */
final class MoveCodec {
    static final int NORMAL = 0;
    static final int DOUBLE_PUSH = 1;
    static final int EN_PASSANT = 2;
    static final int CASTLE = 3;
    static final int PROMOTION = 4;

    private MoveCodec() {
    }

    static int encode(int from, int to, int kind) {
        return from | (to << 6) | (kind << 12);
    }

    static int promotion(int from, int to, int type) {
        return from | (to << 6) | (PROMOTION << 12) | (type << 15);
    }

    static int from(int move) {
        return move & 63;
    }

    static int to(int move) {
        return (move >>> 6) & 63;
    }

    static int kind(int move) {
        return (move >>> 12) & 7;
    }

    static int promotionType(int move) {
        return (move >>> 15) & 7;
    }
}
