package org.rochade.rules.impl.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.rochade.rules.api.Move;
import org.rochade.rules.api.MoveLookup;
import org.rochade.rules.api.PieceType;
import org.rochade.rules.api.Square;

/**
 * Turns a move given as squares (a GUI's drag) into the legal moves it can mean, and when there is
 * none says why in a player's words.
 */
final class MoveFinder {

    private MoveFinder() {
    }

    static MoveLookup find(LegalMoves legal, Square from, Square to, PieceType promotion) {
        Board board = legal.board();
        int piece = board.squares[from.index()];
        if (piece == Pieces.EMPTY) {
            return new MoveLookup.Illegal("no piece on " + from);
        }
        if (Pieces.color(piece) != board.side) {
            return new MoveLookup.Illegal("the " + name(piece) + " on " + from + " is " + colorName(Pieces.color(piece))
                    + "'s; " + colorName(board.side) + " is to move");
        }
        if (from == to) {
            return new MoveLookup.Illegal("the " + name(piece) + " on " + from + " stays where it is");
        }
        List<Move> fits = new ArrayList<>();
        for (int i = 0; i < legal.count(); i++) {
            int m = legal.get(i);
            if (MoveCodec.from(m) != from.index()) {
                continue;
            }
            if (MoveCodec.kind(m) == MoveCodec.CASTLE) {
                // the king dropped on its own rook, or on the square castling takes it to
                int rook = MoveCodec.to(m);
                if (to.index() == rook || to.index() == board.castling.kingTo(rook)) {
                    fits.add(legal.toApi(m));
                }
            } else if (MoveCodec.to(m) == to.index()) {
                fits.add(legal.toApi(m));
            }
        }
        if (fits.isEmpty()) {
            return new MoveLookup.Illegal(whyNot(board, piece, from, to));
        }
        boolean promotes = fits.get(0).promotion() != null;
        if (!promotes) {
            if (promotion != null) {
                return new MoveLookup.Illegal("the " + name(piece) + " from " + from + " to " + to
                        + " does not promote (a pawn promotes on reaching the last rank)");
            }
            return fits.size() == 1 ? new MoveLookup.Found(fits.get(0)) : new MoveLookup.Ambiguous(fits);
        }
        if (promotion == null) {
            return new MoveLookup.NeedsPromotion(fits);
        }
        for (Move move : fits) {
            if (move.promotion() == promotion) {
                return new MoveLookup.Found(move);
            }
        }
        return new MoveLookup.Illegal("a pawn cannot promote to a " + promotion.name().toLowerCase(Locale.ROOT));
    }

    /** Why no legal move goes from {@code from} to {@code to}: the piece cannot go there, or its king would be in check. */
    private static String whyNot(Board board, int piece, Square from, Square to) {
        int target = board.squares[to.index()];
        int type = Pieces.type(piece);
        if (type == Pieces.KING && target == Pieces.code(board.side, Pieces.ROOK)) {
            return CastlingRefusal.ofRook(board, to.index());
        }
        if (target != Pieces.EMPTY && Pieces.color(target) == board.side) {
            return "the " + name(piece) + " on " + from + " cannot take its own " + name(target) + " on " + to;
        }
        if (!reaches(board, piece, from.index(), to.index())) {
            return "a " + name(piece) + " cannot move from " + from + " to " + to;
        }
        if (type == Pieces.KING) {
            return "the " + colorName(board.side) + " king would be in check on " + to;
        }
        if (board.checkers() != 0) {
            return "the " + colorName(board.side) + " king is in check, and the " + name(piece) + " from " + from
                    + " to " + to + " does not end it";
        }
        return "the " + name(piece) + " on " + from + " is pinned: moving it to " + to + " would put the "
                + colorName(board.side) + " king in check";
    }

    /** Whether the piece moves that way on this board, ignoring whether its own king is then safe. */
    private static boolean reaches(Board board, int piece, int from, int to) {
        long occupied = board.occupied;
        long target = Bits.bit(to);
        int color = Pieces.color(piece);
        return switch (Pieces.type(piece)) {
            case Pieces.KNIGHT -> (Attacks.knight(from) & target) != 0;
            case Pieces.BISHOP -> (Attacks.bishop(from, occupied) & target) != 0;
            case Pieces.ROOK -> (Attacks.rook(from, occupied) & target) != 0;
            case Pieces.QUEEN -> (Attacks.queen(from, occupied) & target) != 0;
            case Pieces.KING -> (Attacks.king(from) & target) != 0;
            default -> pawnReaches(board, color, from, to);
        };
    }

    private static boolean pawnReaches(Board board, int color, int from, int to) {
        int forward = color == Pieces.WHITE ? 8 : -8;
        if ((Attacks.pawn(color, from) & Bits.bit(to)) != 0) {
            int target = board.squares[to];
            return (target != Pieces.EMPTY && Pieces.color(target) != color) || to == board.epSquare;
        }
        if (to == from + forward) {
            return board.squares[to] == Pieces.EMPTY;
        }
        int startRank = color == Pieces.WHITE ? 1 : 6;
        return to == from + 2 * forward && from >>> 3 == startRank
                && board.squares[from + forward] == Pieces.EMPTY && board.squares[to] == Pieces.EMPTY;
    }

    private static String name(int piece) {
        return Pieces.apiType(Pieces.type(piece)).name().toLowerCase(Locale.ROOT);
    }

    private static String colorName(int color) {
        return color == Pieces.WHITE ? "White" : "Black";
    }
}
