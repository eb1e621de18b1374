package org.rochade.rules.impl.engine;

import org.rochade.rules.api.Color;
import org.rochade.rules.api.Piece;
import org.rochade.rules.api.PieceType;

/**
 * Internal piece codes. Types 0..5 follow {@link PieceType}'s order (pawn..king), colours are
 * 0 = white, 1 = black; a square's code is {@code colour << 3 | (type + 1)}, 0 when empty.
 */
final class Pieces {
    static final int PAWN = 0;
    static final int KNIGHT = 1;
    static final int BISHOP = 2;
    static final int ROOK = 3;
    static final int QUEEN = 4;
    static final int KING = 5;
    static final int WHITE = 0;
    static final int BLACK = 1;
    static final int EMPTY = 0;

    private static final PieceType[] TYPES = PieceType.values();

    private Pieces() {
    }

    static int code(int color, int type) {
        return (color << 3) | (type + 1);
    }

    static int type(int code) {
        return (code & 7) - 1;
    }

    static int color(int code) {
        return code >>> 3;
    }

    static PieceType apiType(int type) {
        return TYPES[type];
    }

    static int ofApi(PieceType type) {
        return type.ordinal();
    }

    static Color apiColor(int color) {
        return color == WHITE ? Color.WHITE : Color.BLACK;
    }

    static int ofApi(Color color) {
        return color == Color.WHITE ? WHITE : BLACK;
    }

    /** FEN letter of a square's code (white upper case), without building a {@link Piece}. */
    static char fenChar(int code) {
        char c = apiType(type(code)).letter();
        return color(code) == WHITE ? c : Character.toLowerCase(c);
    }

    static Piece apiPiece(int code) {
        return code == EMPTY ? null : new Piece(apiColor(color(code)), apiType(type(code)));
    }
}
