package org.rochade.rules.impl.engine;

import org.rochade.rules.api.CastlingSide;
import org.rochade.rules.api.Square;

/**
 * The one reader of SAN text: a move token becomes one int, its "code", which says what the text
 * names (a piece or pawn move's pattern, or a castling side) and how it was written; {@link Notation}
 * finds the legal move a code names. Both {@code ChessRules.parseSan} and the PGN replayer read
 * through {@link #read}.
 *
 * <p>The grammar: optional white space around the move; a trailing "e.p."; any check, mate and
 * annotation marks ({@code + # ! ?}) at the end. Castling is "O-O" / "O-O-O" with the letter O,
 * the digit zero or a lower-case o, joined by a hyphen (or a Unicode hyphen, non-breaking hyphen, en
 * or em dash) or by nothing, one letter and one separator kind per word: strict, so that "O-O-O-O"
 * or "O-0" is reported as unreadable rather than read as some castling. Any other move is an
 * optional piece letter (N, B, R, Q, K; none for a pawn), an optional from-file and from-rank, an
 * optional capture mark or dash ({@code x - :}), the destination square and for a pawn an optional
 * promotion ("=Q", "Q", "=q"). Long algebraic ("Ng1-f3", "e2e4", "g1f3") is read too; a capture
 * mark is not required to match a capture (many tools omit or misplace it).
 *
 * <p>It reads with no cache and no allocation, the commonest shapes on a fast path that reads only
 * the characters they need ({@link #readCommon}): reading SAN is the hottest code of PGN validation.
 */
final class SanReader {
    /** Not SAN (a code): unreadable text, which may still be a UCI move. */
    static final int NONE = -1;

    /** Role of long algebraic without a piece letter ("g1f3"): whatever stands on the from-square. */
    static final int ANY_ROLE = -1;

    // A move's code: role, from-file, from-rank, destination, promotion in bit fields, -1 values
    // (none, any role) as all ones, and two flags. Codes let the hot path of PGN validation read a
    // move's pattern without touching an object: every object read per move is a likely cache miss.
    private static final int FILE_SHIFT = 3;
    private static final int RANK_SHIFT = 7;
    private static final int TO_SHIFT = 11;
    private static final int PROMOTION_SHIFT = 17;
    /** The text has a capture mark "x". */
    private static final int CAPTURE_MARK = 1 << 20;
    /**
     * The text is the move in the standard shape (SAN or with both from-coordinates) and at most
     * one check or mate mark, nothing else: {@link Notation#writtenAsRendered} may then find it
     * written exactly as Rochade writes it.
     */
    private static final int STANDARD_SHAPE = 1 << 21;
    /** A castling word; bit 0 is the side (0 king side, 1 queen side). */
    private static final int CASTLING = 1 << 22;

    /** ASCII hyphen-minus, U+2010 hyphen, U+2011 non-breaking hyphen, U+2013 en dash, U+2014 em dash. */
    private static final String CASTLING_SEPARATORS = "-\u2010\u2011\u2013\u2014";

    private SanReader() {
    }

    /** The code of a SAN text, or {@link #NONE} when it is not SAN (null and empty text included). */
    static int read(String san) {
        int common = readCommon(san);
        return common != NONE ? common : readAny(san);
    }

    /**
     * The fast path: the commonest shapes read straight from the text, a pawn move or capture
     * ("e4", "exd5", "e8=Q", "exd8=Q"), a piece move ("Nf3", "Kxf7", "Nbd2", "R1xe2") or castling
     * as the standard writes it ("O-O", "O-O-O"), with at most one check or mate mark;
     * {@link #NONE} for anything else, which {@link #readAny} reads.
     * Where it answers, its code is the one {@link #readAny} gives ({@code SanReaderTest} checks it).
     */
    static int readCommon(String san) {
        if (san == null) {
            return NONE;
        }
        int end = san.length();
        if (end > 0 && (san.charAt(end - 1) == '+' || san.charAt(end - 1) == '#')) {
            end--;
        }
        if (end < 2 || end > 6) {
            return NONE;
        }
        if (san.charAt(0) == 'O') { // castling; its other spellings are left to readAny
            if (end == 3 && san.startsWith("O-O")) {
                return CASTLING;
            }
            return end == 5 && san.startsWith("O-O-O") ? CASTLING | 1 : NONE;
        }
        int promotion = -1;
        if (san.charAt(end - 2) == '=') {
            promotion = pieceRole(san.charAt(end - 1));
            if (promotion < 0 || promotion == Pieces.KING) {
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
                return encode(Pieces.PAWN, -1, -1, to, promotion) | STANDARD_SHAPE;
            }
            return end == 4 && san.charAt(1) == 'x'
                    ? encode(Pieces.PAWN, first - 'a', -1, to, promotion) | CAPTURE_MARK | STANDARD_SHAPE : NONE;
        }
        int role = pieceRole(first);
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
        int flags = STANDARD_SHAPE;
        if (i < end - 2 && san.charAt(i) == 'x') {
            flags |= CAPTURE_MARK;
            i++;
        }
        return i == end - 2 ? encode(role, fromFile, fromRank, to, -1) | flags : NONE;
    }

    /** The role of an upper-case piece letter N, B, R, Q or K, or -1. */
    private static int pieceRole(char letter) {
        return switch (letter) {
            case 'N' -> Pieces.KNIGHT;
            case 'B' -> Pieces.BISHOP;
            case 'R' -> Pieces.ROOK;
            case 'Q' -> Pieces.QUEEN;
            case 'K' -> Pieces.KING;
            default -> -1;
        };
    }

    /** The whole grammar: the code of any SAN text, or {@link #NONE}. */
    static int readAny(String san) {
        if (san == null) {
            return NONE;
        }
        int n = san.length();
        int start = moveStart(san);
        int marksFrom = marksEnd(san, start);
        int end = moveEnd(san, start, marksFrom);
        // Spaces, "e.p.", two marks or a glyph: not the standard shape.
        boolean standard = start == 0 && (marksFrom == n && (end == n
                || end == n - 1 && (san.charAt(end) == '+' || san.charAt(end) == '#')));
        if (start == end) {
            return NONE;
        }
        char first = san.charAt(start);
        if (first == 'O' || first == '0' || first == 'o') {
            return castling(san, start, end); // no piece or pawn move starts with these letters
        }
        return move(san, start, end, standard);
    }

    /** The text without white space around it, an "e.p." suffix and marks: what a UCI reading sees. */
    static String body(String san) {
        int start = moveStart(san);
        return san.substring(start, moveEnd(san, start, marksEnd(san, start)));
    }

    /** Where the move starts: after leading white space. */
    private static int moveStart(String san) {
        int start = 0;
        while (start < san.length() && san.charAt(start) <= ' ') {
            start++;
        }
        return start;
    }

    /** Where the move and its marks end: before trailing white space and an "e.p." suffix. */
    private static int marksEnd(String san, int start) {
        int end = trimEnd(san, start, san.length());
        if (end - start >= 4 && san.charAt(end - 1) == '.' && san.charAt(end - 2) == 'p'
                && san.charAt(end - 3) == '.' && san.charAt(end - 4) == 'e') {
            end = trimEnd(san, start, end - 4);
        }
        return end;
    }

    /** Where the move ends: before the check, mate and annotation marks ending at {@code end}. */
    private static int moveEnd(String san, int start, int end) {
        while (end > start && isMark(san.charAt(end - 1))) {
            end--;
        }
        return end;
    }

    private static int trimEnd(String san, int start, int end) {
        while (end > start && san.charAt(end - 1) <= ' ') {
            end--;
        }
        return end;
    }

    private static boolean isMark(char c) {
        return c == '+' || c == '#' || c == '!' || c == '?';
    }

    /** A piece or pawn move in {@code [start, end)}, or {@link #NONE}. */
    private static int move(String san, int start, int end, boolean standard) {
        int promotion = -1;
        if (end - start >= 3) {
            char last = san.charAt(end - 1);
            char before = san.charAt(end - 2);
            int type = role(last);
            boolean afterSquare = before >= '0' && before <= '9' || before == '=';
            boolean upperCase = last >= 'A' && last <= 'Z';
            if (type >= 0 && afterSquare && (upperCase || before == '=')) {
                if (type == Pieces.PAWN || type == Pieces.KING) {
                    return NONE;
                }
                promotion = type;
                standard &= before == '=' && upperCase;
                end -= before == '=' ? 2 : 1;
            }
        }
        if (end - start < 2) {
            return NONE;
        }
        int toFile = san.charAt(end - 2) - 'a';
        int toRank = san.charAt(end - 1) - '1';
        if (toFile < 0 || toFile > 7 || toRank < 0 || toRank > 7) {
            return NONE;
        }
        int i = start;
        int role = Pieces.PAWN;
        char first = san.charAt(start);
        if (first >= 'A' && first <= 'Z') {
            role = role(first);
            if (role < 0 || role == Pieces.PAWN) {
                return NONE;
            }
            i++;
        }
        int fromFile = -1;
        int fromRank = -1;
        boolean separator = false;
        int flags = 0;
        for (; i < end - 2; i++) {
            char c = san.charAt(i);
            if (c >= 'a' && c <= 'h' && fromFile < 0 && fromRank < 0 && !separator) {
                fromFile = c - 'a';
            } else if (c >= '1' && c <= '8' && fromRank < 0 && !separator) {
                fromRank = c - '1';
            } else if ((c == 'x' || c == '-' || c == ':') && !separator) {
                separator = true;
                if (c == 'x') {
                    flags |= CAPTURE_MARK;
                } else {
                    standard = false;
                }
            } else {
                return NONE;
            }
        }
        if (promotion >= 0 && role != Pieces.PAWN) {
            return NONE;
        }
        if (role == Pieces.PAWN && fromRank >= 0) {
            standard = false;
            if (fromFile >= 0 && first >= 'a') {
                role = ANY_ROLE; // "e2e4", "g1f3": two squares, whatever piece stands on the first
            }
        }
        return encode(role, fromFile, fromRank, toRank * 8 + toFile, promotion)
                | flags | (standard ? STANDARD_SHAPE : 0);
    }

    /** The role of an ASCII piece letter in either case, or -1. */
    private static int role(char letter) {
        return switch (letter) {
            case 'P', 'p' -> Pieces.PAWN;
            case 'N', 'n' -> Pieces.KNIGHT;
            case 'B', 'b' -> Pieces.BISHOP;
            case 'R', 'r' -> Pieces.ROOK;
            case 'Q', 'q' -> Pieces.QUEEN;
            case 'K', 'k' -> Pieces.KING;
            default -> -1;
        };
    }

    /** A castling word in {@code [start, end)}, its first character a castling letter, or {@link #NONE}. */
    private static int castling(String san, int start, int end) {
        char letter = san.charAt(start);
        int length = end - start;
        int letters;
        if (length >= 2 && CASTLING_SEPARATORS.indexOf(san.charAt(start + 1)) >= 0) {
            char separator = san.charAt(start + 1);
            letters = length % 2 == 0 ? -1 : length / 2 + 1; // "L-L" or "L-L-L"
            for (int i = 0; i < length && letters > 0; i++) {
                if (san.charAt(start + i) != (i % 2 == 0 ? letter : separator)) {
                    letters = -1;
                }
            }
        } else {
            letters = length; // "LL" or "LLL"
            for (int i = 0; i < length && letters > 0; i++) {
                if (san.charAt(start + i) != letter) {
                    letters = -1;
                }
            }
        }
        return switch (letters) {
            case 2 -> CASTLING;
            case 3 -> CASTLING | 1;
            default -> NONE;
        };
    }

    private static int encode(int role, int fromFile, int fromRank, int to, int promotion) {
        return (role & 7) | (fromFile & 15) << FILE_SHIFT | (fromRank & 15) << RANK_SHIFT
                | to << TO_SHIFT | (promotion & 7) << PROMOTION_SHIFT;
    }

    // ---- what a code says ------------------------------------------------------------------

    static boolean isCastling(int code) {
        return code != NONE && (code & CASTLING) != 0;
    }

    /** The side of a castling code. */
    static CastlingSide castlingSide(int code) {
        return (code & 1) == 0 ? CastlingSide.KING_SIDE : CastlingSide.QUEEN_SIDE;
    }

    /** Whether a code names a move of a known piece type: what the fast path finds among that type's moves. */
    static boolean isPieceMove(int code) {
        return code != NONE && (code & CASTLING) == 0 && (code & 7) != 7;
    }

    /** The piece type a move's code moves, or {@link #ANY_ROLE}. */
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

    static int promotion(int code) {
        int promotion = (code >>> PROMOTION_SHIFT) & 7;
        return promotion == 7 ? -1 : promotion;
    }

    static boolean hasCaptureMark(int code) {
        return (code & CAPTURE_MARK) != 0;
    }

    static boolean isStandardShape(int code) {
        return (code & STANDARD_SHAPE) != 0;
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
