package org.rochade.rules.impl.engine;

import org.rochade.rules.api.PieceType;
import org.rochade.rules.api.Square;

/**
 * A non-castling SAN move taken apart: piece, optional from-file and from-rank, destination,
 * optional promotion. Long algebraic forms ("Ng1-f3", "e2e4", "Ng1xf3") are read too, and a
 * capture mark is not required to match a capture (many tools omit or misplace it).
 */
final class SanPattern {
    /** Role of long algebraic without a piece letter ("g1f3"): whatever stands on the from-square. */
    static final int ANY_ROLE = -1;

    private final int role;
    private final int fromFile;
    private final int fromRank;
    private final int to;
    private final int promotion;

    private SanPattern(int role, int fromFile, int fromRank, int to, int promotion) {
        this.role = role;
        this.fromFile = fromFile;
        this.fromRank = fromRank;
        this.to = to;
        this.promotion = promotion;
    }

    /** Parses text without check marks or glyphs; null when it is not SAN. */
    static SanPattern parse(String text) {
        int end = text.length();
        int promotion = -1;
        if (end >= 3) {
            char last = text.charAt(end - 1);
            PieceType type = PieceType.fromLetter(last);
            boolean afterSquare = Character.isDigit(text.charAt(end - 2)) || text.charAt(end - 2) == '=';
            if (type != null && afterSquare && Character.isLetter(last) && (Character.isUpperCase(last) || text.charAt(end - 2) == '=')) {
                if (type == PieceType.PAWN || type == PieceType.KING) {
                    return null;
                }
                promotion = Pieces.ofApi(type);
                end--;
                if (text.charAt(end - 1) == '=') {
                    end--;
                }
            }
        }
        if (end < 2) {
            return null;
        }
        Square dest = Square.parse(text.substring(end - 2, end));
        if (dest == null || !Character.isLowerCase(text.charAt(end - 2))) {
            return null;
        }
        int start = 0;
        int role = Pieces.PAWN;
        char first = text.charAt(0);
        if (Character.isUpperCase(first)) {
            PieceType type = PieceType.fromLetter(first);
            if (type == null || type == PieceType.PAWN) {
                return null;
            }
            role = Pieces.ofApi(type);
            start = 1;
        }
        int fromFile = -1;
        int fromRank = -1;
        boolean captureOrDash = false;
        for (int i = start; i < end - 2; i++) {
            char c = text.charAt(i);
            if (c >= 'a' && c <= 'h' && fromFile < 0 && fromRank < 0 && !captureOrDash) {
                fromFile = c - 'a';
            } else if (c >= '1' && c <= '8' && fromRank < 0 && !captureOrDash) {
                fromRank = c - '1';
            } else if ((c == 'x' || c == '-' || c == ':') && !captureOrDash) {
                captureOrDash = true;
            } else {
                return null;
            }
        }
        if (promotion >= 0 && role != Pieces.PAWN) {
            return null;
        }
        if (start == 0 && fromFile >= 0 && fromRank >= 0) {
            role = ANY_ROLE;
        }
        return new SanPattern(role, fromFile, fromRank, dest.index(), promotion);
    }

    /** The piece type to move, or {@link #ANY_ROLE}. */
    int role() {
        return role;
    }

    /** Whether the pattern can name the side to move's king: "Kh1", or "g1h1" with the king on g1. */
    boolean namesKing(Board b) {
        if (role == Pieces.KING) {
            return true;
        }
        return role == ANY_ROLE && b.squares[fromRank * 8 + fromFile] == Pieces.code(b.side, Pieces.KING);
    }

    int to() {
        return to;
    }

    boolean matches(int move, Board b) {
        if (MoveCodec.to(move) != to || MoveCodec.kind(move) == MoveCodec.CASTLE) {
            return false;
        }
        int from = MoveCodec.from(move);
        if (role != ANY_ROLE && Pieces.type(b.squares[from]) != role) {
            return false;
        }
        if (fromFile >= 0 && (from & 7) != fromFile || fromRank >= 0 && (from >>> 3) != fromRank) {
            return false;
        }
        if (role == Pieces.PAWN && fromFile < 0 && (from & 7) != (to & 7)) {
            // A pawn capture must name its file: "d5" is never exd5.
            return false;
        }
        boolean promotes = MoveCodec.kind(move) == MoveCodec.PROMOTION;
        return promotion < 0 ? !promotes : promotes && MoveCodec.promotionType(move) == promotion;
    }

    /** Why no legal move fits, for the error message. */
    String explainMiss(LegalMoves legal) {
        Board b = legal.board();
        boolean promotionMissing = false;
        for (int i = 0; i < legal.count(); i++) {
            int m = legal.get(i);
            if (MoveCodec.to(m) == to && MoveCodec.kind(m) == MoveCodec.PROMOTION && promotion < 0
                    && (role == ANY_ROLE || Pieces.type(b.squares[MoveCodec.from(m)]) == role)) {
                promotionMissing = true;
            }
        }
        if (promotionMissing) {
            return "a pawn reaching the last rank must name its promotion piece";
        }
        if (role == ANY_ROLE) {
            return "no piece can move from " + Square.of(fromRank * 8 + fromFile) + " to " + Square.of(to);
        }
        String piece = Pieces.apiType(role).name().toLowerCase(java.util.Locale.ROOT);
        return "no " + piece + " can move to " + Square.of(to);
    }
}
