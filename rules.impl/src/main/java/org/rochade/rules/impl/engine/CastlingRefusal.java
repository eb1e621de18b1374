package org.rochade.rules.impl.engine;

import java.util.Locale;
import org.rochade.rules.api.CastlingSide;
import org.rochade.rules.api.Square;

/**
 * Why a castling is not legal on a board, in a player's words: the one place that words it, for
 * castling read as SAN ({@code O-O}, {@code O-O-O}) and for a king dropped on its rook. Asked only
 * after move generation found no such castling, so it may take its time. The reasons are checked in
 * the order a player would give them: no right (or a convention without castling), the king in
 * check, a piece in the way, a square the king crosses or lands on under attack.
 */
final class CastlingRefusal {

    private CastlingRefusal() {
    }

    /** Why the side to move cannot castle to {@code side} (its rights decide which rook that would be). */
    static String ofSide(Board b, CastlingSide side) {
        int us = b.side;
        int king = b.kingSquare(us);
        String what = side == CastlingSide.KING_SIDE ? "king-side castling" : "queen-side castling";
        int rook = -1;
        for (long rooks = b.castlingRights & b.byColor[us]; rooks != 0; rooks &= rooks - 1) {
            int r = Bits.lowest(rooks);
            if ((r > king) == (side == CastlingSide.KING_SIDE)) {
                rook = r;
            }
        }
        if (rook < 0) {
            if (!conventionCastles(b, king, side)) {
                return what + " is not legal here: the castling convention '" + b.castling.convention().name()
                        + "' has none";
            }
            return color(us) + " has no " + what + " right";
        }
        return why(b, king, rook, what);
    }

    /** Why the side to move cannot castle with the rook on {@code rook}. */
    static String ofRook(Board b, int rook) {
        int us = b.side;
        if ((b.castlingRights & Bits.bit(rook)) == 0) {
            return color(us) + " has no castling right with the rook on " + Square.of(rook);
        }
        return why(b, b.kingSquare(us), rook, "castling with the rook on " + Square.of(rook));
    }

    private static String why(Board b, int king, int rook, String what) {
        int us = b.side;
        if (b.checkers() != 0) {
            int checker = Bits.lowest(b.checkers());
            return color(us) + " is in check (" + name(b.squares[checker]) + " on " + Square.of(checker)
                    + "), and a king in check cannot castle";
        }
        CastlingTable table = b.castling;
        long without = b.occupied ^ Bits.bit(king) ^ Bits.bit(rook);
        long blocked = without & table.mustBeEmpty(rook);
        if (blocked != 0) {
            int in = Bits.lowest(blocked);
            return what + " needs " + squares(table.mustBeEmpty(rook)) + " empty, and the " + name(b.squares[in])
                    + " on " + Square.of(in) + " is in the way";
        }
        for (long path = table.mustBeSafe(rook); path != 0; path &= path - 1) {
            int sq = Bits.lowest(path);
            if (b.isAttacked(sq, us ^ 1, without)) {
                String how = sq == table.kingTo(rook) ? "lands on " : "crosses ";
                return what + " is not legal: the king " + how + Square.of(sq) + ", which " + color(us ^ 1)
                        + " attacks";
            }
        }
        return what + " is not legal here";
    }

    /** Whether the convention knows any castling to that side for a king on its square. */
    private static boolean conventionCastles(Board b, int king, CastlingSide side) {
        if (b.castling.convention() == null) {
            return false;
        }
        int file = king & 7;
        for (int rookFile = 0; rookFile < 8; rookFile++) {
            if ((rookFile > file) == (side == CastlingSide.KING_SIDE) && rookFile != file
                    && b.castling.convention().path(file, rookFile).isPresent()) {
                return true;
            }
        }
        return false;
    }

    private static String squares(long set) {
        StringBuilder text = new StringBuilder();
        for (long s = set; s != 0; s &= s - 1) {
            int sq = Bits.lowest(s);
            long rest = s & (s - 1);
            if (text.length() > 0) {
                text.append(rest == 0 ? " and " : ", ");
            }
            text.append(Square.of(sq));
        }
        return text.toString();
    }

    private static String name(int piece) {
        return Pieces.apiType(Pieces.type(piece)).name().toLowerCase(Locale.ROOT);
    }

    private static String color(int color) {
        return color == Pieces.WHITE ? "White" : "Black";
    }
}
