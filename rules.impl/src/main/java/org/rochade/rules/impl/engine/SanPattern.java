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

    /** No pattern (a code): the text is castling, a king move or anything {@link #parseCommon} leaves alone. */
    static final int NONE = -1;

    // A pattern is one int (a "code"): role, from-file, from-rank, destination, promotion in bit
    // fields, -1 values (none, any role) as all ones. Codes let the hot path of PGN validation read
    // a move's pattern without touching an object: every object read per move is a likely cache miss.
    private static final int FILE_SHIFT = 3;
    private static final int RANK_SHIFT = 7;
    private static final int TO_SHIFT = 11;
    private static final int PROMOTION_SHIFT = 17;

    private final int code;

    private SanPattern(int code) {
        this.code = code;
    }

    private static int encode(int role, int fromFile, int fromRank, int to, int promotion) {
        return (role & 7) | (fromFile & 15) << FILE_SHIFT | (fromRank & 15) << RANK_SHIFT
                | to << TO_SHIFT | (promotion & 7) << PROMOTION_SHIFT;
    }

    /** The piece type a code moves, or {@link #ANY_ROLE}. */
    static int role(int code) {
        int role = code & 7;
        return role == 7 ? ANY_ROLE : role;
    }

    static int to(int code) {
        return (code >>> TO_SHIFT) & 63;
    }

    static int fromFile(int code) {
        int file = (code >>> FILE_SHIFT) & 15;
        return file == 15 ? -1 : file;
    }

    static int fromRank(int code) {
        int rank = (code >>> RANK_SHIFT) & 15;
        return rank == 15 ? -1 : rank;
    }

    private static int promotion(int code) {
        int promotion = (code >>> PROMOTION_SHIFT) & 7;
        return promotion == 7 ? -1 : promotion;
    }

    /** This pattern as a code. */
    int code() {
        return code;
    }

    /**
     * The code of the commonest SAN shapes, read straight from the text with no cache: a pawn
     * move or capture ("e4", "exd5", "e8=Q", "exd8=Q") or a move of a knight, bishop, rook or
     * queen ("Nf3", "Nxf3", "Nbd2", "R1xe2"), with at most one check or mate mark. Anything else,
     * castling and king moves included, is {@link #NONE}: {@link #parse} and the castling
     * convention decide those. Where it answers, the code is the one {@link #parse} gives the
     * text without its mark ({@code SanPatternTest} checks this), and no castling convention
     * reads such a text as castling (the castling SPI says so).
     */
    static int parseCommon(String san) {
        if (san == null) {
            return NONE; // the full reading words the error
        }
        int end = san.length();
        if (end > 0 && (san.charAt(end - 1) == '+' || san.charAt(end - 1) == '#')) {
            end--;
        }
        if (end < 2 || end > 6) {
            return NONE;
        }
        int promotion = -1;
        if (san.charAt(end - 2) == '=') {
            promotion = promotionRole(san.charAt(end - 1));
            if (promotion < 0) {
                return NONE;
            }
            end -= 2;
        }
        if (end < 2) {
            return NONE;
        }
        int toFile = san.charAt(end - 2) - 'a';
        int toRank = san.charAt(end - 1) - '1';
        if (toFile < 0 || toFile > 7 || toRank < 0 || toRank > 7) {
            return NONE;
        }
        int to = toRank * 8 + toFile;
        char first = san.charAt(0);
        if (first >= 'a' && first <= 'h') {
            if (end == 2) {
                return encode(Pieces.PAWN, -1, -1, to, promotion);
            }
            return end == 4 && san.charAt(1) == 'x' ? encode(Pieces.PAWN, first - 'a', -1, to, promotion) : NONE;
        }
        int role = promotionRole(first); // N, B, R, Q: the pieces a pawn can become
        if (role < 0 || promotion >= 0) {
            return NONE;
        }
        int fromFile = -1;
        int fromRank = -1;
        int i = 1;
        if (i < end - 2) {
            char c = san.charAt(i);
            if (c >= 'a' && c <= 'h') {
                fromFile = c - 'a';
                i++;
            } else if (c >= '1' && c <= '8') {
                fromRank = c - '1';
                i++;
            }
        }
        if (i < end - 2 && san.charAt(i) == 'x') {
            i++;
        }
        return i == end - 2 ? encode(role, fromFile, fromRank, to, -1) : NONE;
    }

    private static int promotionRole(char letter) {
        return switch (letter) {
            case 'N' -> Pieces.KNIGHT;
            case 'B' -> Pieces.BISHOP;
            case 'R' -> Pieces.ROOK;
            case 'Q' -> Pieces.QUEEN;
            default -> -1;
        };
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
        return new SanPattern(encode(role, fromFile, fromRank, dest.index(), promotion));
    }

    /** The piece type to move, or {@link #ANY_ROLE}. */
    int role() {
        return role(code);
    }

    /** Whether the pattern can name the side to move's king: "Kh1", or "g1h1" with the king on g1. */
    boolean namesKing(Board b) {
        int role = role(code);
        if (role == Pieces.KING) {
            return true;
        }
        return role == ANY_ROLE && b.squares[fromRank(code) * 8 + fromFile(code)] == Pieces.code(b.side, Pieces.KING);
    }

    int to() {
        return to(code);
    }

    boolean matches(int move, Board b) {
        return matches(code, move, b);
    }

    /** Whether a legal move fits the pattern of a code. */
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

    /** Why no legal move fits, for the error message. */
    String explainMiss(LegalMoves legal) {
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
