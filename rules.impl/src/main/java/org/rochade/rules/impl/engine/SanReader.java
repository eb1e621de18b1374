package org.rochade.rules.impl.engine;

import org.rochade.rules.api.CastlingSide;
import org.rochade.rules.api.SanPattern;
import org.rochade.rules.api.Square;

/**
 * SAN text for the engine: a move token is read into its pattern by the API's one reader of SAN,
 * {@link SanPattern} (here called its "code"), and {@link Notation} finds the legal move a code
 * names with what this class tells of it on a board. Both {@code ChessRules.parseSan} and the PGN
 * replayer read through {@link #read}, or are handed the pattern read before.
 */
final class SanReader {
    /** Not SAN (a code): unreadable text, which may still be a UCI move. */
    static final int NONE = SanPattern.NONE;

    /** Role of long algebraic without a piece letter ("g1f3"): whatever stands on the from-square. */
    static final int ANY_ROLE = SanPattern.ANY_ROLE;

    private SanReader() {
    }

    /** The code of a SAN text, or {@link #NONE} when it is not SAN (null and empty text included). */
    static int read(String san) {
        return SanPattern.read(san);
    }

    /** The text without white space around it, an "e.p." suffix and marks: what a UCI reading sees. */
    static String body(String san) {
        return SanPattern.body(san);
    }

    // ---- what a code says (the API's reading; Pieces' types are PieceType's ordinals) --------

    static boolean isCastling(int code) {
        return SanPattern.isCastling(code);
    }

    static CastlingSide castlingSide(int code) {
        return SanPattern.castlingSide(code);
    }

    static boolean isPieceMove(int code) {
        return SanPattern.isPieceMove(code);
    }

    static int role(int code) {
        return SanPattern.role(code);
    }

    static int to(int code) {
        return SanPattern.to(code);
    }

    static int fromFile(int code) {
        return SanPattern.fromFile(code);
    }

    static int fromRank(int code) {
        return SanPattern.fromRank(code);
    }

    static int promotion(int code) {
        return SanPattern.promotion(code);
    }

    static boolean hasCaptureMark(int code) {
        return SanPattern.hasCaptureMark(code);
    }

    static boolean isStandardShape(int code) {
        return SanPattern.isStandardShape(code);
    }

    /** Whether a move's code can name the side to move's king: "Kh1", or "g1h1" with the king on g1. */
    static boolean namesKing(int code, Board b) {
        int role = role(code);
        if (role == Pieces.KING) {
            return true;
        }
        return role == ANY_ROLE && b.squares[fromRank(code) * 8 + fromFile(code)] == Pieces.code(b.side, Pieces.KING);
    }

    /** Whether a legal move fits a move's code. */
    static boolean matches(int code, int move, Board b) {
        int to = to(code);
        int role = role(code);
        int fromFile = fromFile(code);
        int fromRank = fromRank(code);
        int promotion = promotion(code);
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

    /** Why no legal move fits a move's code, for the error message. */
    static String explainMiss(int code, LegalMoves legal) {
        Board b = legal.board();
        int to = to(code);
        int role = role(code);
        int promotion = promotion(code);
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
            return "no piece can move from " + Square.of(fromRank(code) * 8 + fromFile(code)) + " to " + Square.of(to);
        }
        String piece = Pieces.apiType(role).name().toLowerCase(java.util.Locale.ROOT);
        return "no " + piece + " can move to " + Square.of(to);
    }
}
