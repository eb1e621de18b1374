package org.rochade.rules.api;

/**
 * The one reading of SAN text: a move token becomes one int, its pattern, which says what the text
 * names (a piece or pawn move's piece type, from-file, from-rank, destination and promotion, or a
 * castling side) and how it was written, read with the static methods here; the rules find the legal
 * move a pattern names. {@link ChessRules#parseSan} and {@link MoveTextReplayer#play(String)} read
 * through {@link #read}; a reader that meets the same text many times (a PGN archive has a few
 * thousand distinct move texts in millions of moves) reads it once and hands the pattern to
 * {@link MoveTextReplayer#play(String, int)}. The grammar is the same for every variant.
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
 * the characters they need ({@link #readCommon}). A pattern is a plain int, equal for equal texts
 * in every run and every version of this package's minor line; its bits are not a contract, only what
 * the methods here read from it.
 *
 * @since 1.5.0
 */
public final class SanPattern {
    /** Not SAN (a pattern): unreadable text, which may still be a UCI move. */
    public static final int NONE = -1;

    /** Role of long algebraic without a piece letter ("g1f3"): whatever stands on the from-square. */
    public static final int ANY_ROLE = -1;

    // Piece types as PieceType's ordinals.
    private static final int PAWN = 0;
    private static final int KNIGHT = 1;
    private static final int BISHOP = 2;
    private static final int ROOK = 3;
    private static final int QUEEN = 4;
    private static final int KING = 5;

    // A move's pattern: role, from-file, from-rank, destination, promotion in bit fields, -1 values
    // (none, any role) as all ones, and two flags. Patterns let the hot path of PGN validation read
    // a move without touching an object: every object read per move is a likely cache miss.
    private static final int FILE_SHIFT = 3;
    private static final int RANK_SHIFT = 7;
    private static final int TO_SHIFT = 11;
    private static final int PROMOTION_SHIFT = 17;
    /** The text has a capture mark "x". */
    private static final int CAPTURE_MARK = 1 << 20;
    /** See {@link #isStandardShape}. */
    private static final int STANDARD_SHAPE = 1 << 21;
    /** A castling word; bit 0 is the side (0 king side, 1 queen side). */
    private static final int CASTLING = 1 << 22;
    /** A move in the standard shape written with a check mark "+". */
    private static final int CHECK_MARK = 1 << 23;
    /** A move in the standard shape written with a mate mark "#". */
    private static final int MATE_MARK = 1 << 24;

    /** ASCII hyphen-minus, U+2010 hyphen, U+2011 non-breaking hyphen, U+2013 en dash, U+2014 em dash. */
    private static final String CASTLING_SEPARATORS = "-\u2010\u2011\u2013\u2014";

    private SanPattern() {
    }

    /** The pattern of a SAN text, or {@link #NONE} when it is not SAN (null and empty text included). */
    public static int read(String san) {
        int common = readCommon(san);
        return common != NONE ? common : readAny(san);
    }

    /**
     * The fast path: the commonest shapes read straight from the text, a pawn move or capture
     * ("e4", "exd5", "e8=Q", "exd8=Q"), a piece move ("Nf3", "Kxf7", "Nbd2", "R1xe2") or castling
     * as the standard writes it ("O-O", "O-O-O"), with at most one check or mate mark;
     * {@link #NONE} for anything else, which {@link #readAny} reads.
     * Where it answers, its pattern is the one {@link #readAny} gives ({@code SanPatternTest} checks it).
     */
    static int readCommon(String san) {
        if (san == null) {
            return NONE;
        }
        int end = san.length();
        int mark = 0;
        if (end > 0 && (san.charAt(end - 1) == '+' || san.charAt(end - 1) == '#')) {
            mark = markBits(san.charAt(end - 1));
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
            if (promotion < 0 || promotion == KING) {
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
                return encode(PAWN, -1, -1, to, promotion) | STANDARD_SHAPE | mark;
            }
            return end == 4 && san.charAt(1) == 'x'
                    ? encode(PAWN, first - 'a', -1, to, promotion) | CAPTURE_MARK | STANDARD_SHAPE | mark : NONE;
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
        int flags = STANDARD_SHAPE | mark;
        if (i < end - 2 && san.charAt(i) == 'x') {
            flags |= CAPTURE_MARK;
            i++;
        }
        return i == end - 2 ? encode(role, fromFile, fromRank, to, -1) | flags : NONE;
    }

    /** The role of an upper-case piece letter N, B, R, Q or K, or -1. */
    private static int pieceRole(char letter) {
        return switch (letter) {
            case 'N' -> KNIGHT;
            case 'B' -> BISHOP;
            case 'R' -> ROOK;
            case 'Q' -> QUEEN;
            case 'K' -> KING;
            default -> -1;
        };
    }

    /** The whole grammar: the pattern of any SAN text, or {@link #NONE}. */
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
        int code = move(san, start, end, standard);
        return code != NONE && isStandardShape(code) ? code | markBits(san.charAt(n - 1)) : code;
    }

    /** The bits of a standard-shape text's last character when it is a check or mate mark, else 0. */
    private static int markBits(char last) {
        return last == '+' ? CHECK_MARK : last == '#' ? MATE_MARK : 0;
    }

    /** The text without white space around it, an "e.p." suffix and marks: what a UCI reading sees. */
    public static String body(String san) {
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
                if (type == PAWN || type == KING) {
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
        int role = PAWN;
        char first = san.charAt(start);
        if (first >= 'A' && first <= 'Z') {
            role = role(first);
            if (role < 0 || role == PAWN) {
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
        if (promotion >= 0 && role != PAWN) {
            return NONE;
        }
        if (role == PAWN && fromRank >= 0) {
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
            case 'P', 'p' -> PAWN;
            case 'N', 'n' -> KNIGHT;
            case 'B', 'b' -> BISHOP;
            case 'R', 'r' -> ROOK;
            case 'Q', 'q' -> QUEEN;
            case 'K', 'k' -> KING;
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

    // ---- what a pattern says ---------------------------------------------------------------

    /** Whether a pattern is a castling word. */
    public static boolean isCastling(int code) {
        return code != NONE && (code & CASTLING) != 0;
    }

    /** The side of a castling pattern. */
    public static CastlingSide castlingSide(int code) {
        return (code & 1) == 0 ? CastlingSide.KING_SIDE : CastlingSide.QUEEN_SIDE;
    }

    /** Whether a pattern names a move of a known piece type (not castling, not two squares alone, not {@link #NONE}). */
    public static boolean isPieceMove(int code) {
        return code != NONE && (code & CASTLING) == 0 && (code & 7) != 7;
    }

    /** The piece type a move's pattern moves ({@link PieceType#ordinal()}), or {@link #ANY_ROLE}. */
    public static int role(int code) {
        int role = code & 7;
        return role == 7 ? ANY_ROLE : role;
    }

    /** The destination square of a move's pattern, 0 (a1) to 63 (h8), as {@link Square#index()}. */
    public static int to(int code) {
        return (code >>> TO_SHIFT) & 63;
    }

    /** The from-file a move's pattern names, 0 (a) to 7 (h), or -1. */
    public static int fromFile(int code) {
        int file = (code >>> FILE_SHIFT) & 15;
        return file == 15 ? -1 : file;
    }

    /** The from-rank a move's pattern names, 0 (rank 1) to 7 (rank 8), or -1. */
    public static int fromRank(int code) {
        int rank = (code >>> RANK_SHIFT) & 15;
        return rank == 15 ? -1 : rank;
    }

    /** The promotion piece type a move's pattern names ({@link PieceType#ordinal()}), or -1. */
    public static int promotion(int code) {
        int promotion = (code >>> PROMOTION_SHIFT) & 7;
        return promotion == 7 ? -1 : promotion;
    }

    /** Whether the text has a capture mark "x" (which need not match a capture: many tools misplace it). */
    public static boolean hasCaptureMark(int code) {
        return (code & CAPTURE_MARK) != 0;
    }

    /**
     * The check or mate mark a move in the standard shape ({@link #isStandardShape}) is written
     * with: {@code '+'}, {@code '#'}, or 0 when it has none (and for any other pattern). With it a
     * writer that finds a move written as it renders it needs not look at the text for its mark.
     *
     * @since 1.7.0
     */
    public static char checkMark(int code) {
        if (code == NONE || (code & STANDARD_SHAPE) == 0) {
            return 0;
        }
        return (code & CHECK_MARK) != 0 ? '+' : (code & MATE_MARK) != 0 ? '#' : 0;
    }

    /**
     * Whether the text is a move in the standard shape (SAN, or a piece move with both
     * from-coordinates) with at most one check or mate mark and nothing else: then it may be written
     * exactly as {@link ChessRules#toSan} writes it. Two squares without a piece letter ("e2e4",
     * "g1f3", UCI's shape) are never the standard shape.
     */
    public static boolean isStandardShape(int code) {
        return (code & STANDARD_SHAPE) != 0;
    }
}
