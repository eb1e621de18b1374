package org.rochade.rules.impl.fen;

import static org.rochade.rules.api.FenException.Field.CASTLING;
import static org.rochade.rules.api.FenException.Field.EN_PASSANT;
import static org.rochade.rules.api.FenException.Field.FULLMOVE_NUMBER;
import static org.rochade.rules.api.FenException.Field.HALFMOVE_CLOCK;
import static org.rochade.rules.api.FenException.Field.PLACEMENT;
import static org.rochade.rules.api.FenException.Field.POSITION;
import static org.rochade.rules.api.FenException.Field.SIDE_TO_MOVE;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.rochade.rules.api.FenException;
import org.rochade.rules.api.SetupProblem;
import org.rochade.rules.api.Square;

/**
 * The one reader of FEN text: standard FEN, X-FEN and Shredder-FEN, castling letters in any order
 * and mixed. It reads what each field says into a {@link FenSetup} and never throws: whether that
 * is a legal position is the engine's question, whether it is the start of a game from start
 * arrays the start check's; both ask this reader.
 *
 * <p>Castling letters are read one by one: K/Q mean the outermost rook on that side of the king, a
 * file letter names that file's rook square on the side's back rank. Only what the letters say is
 * judged here (unknown letters, K/Q without a king on its back rank or a rook on that side, a right
 * given twice); whether the rights fit the position is the engine's setup check.
 */
public final class FenReader {
    /** The one-character fields most FENs have ("-", a counter's digit), shared rather than copied. */
    private static final String[] ONE_CHARACTER = new String[128];

    static {
        for (char c = 0; c < ONE_CHARACTER.length; c++) {
            ONE_CHARACTER[c] = String.valueOf(c);
        }
    }

    private final String fen;
    private final char[] board = new char[64];
    private final List<SetupProblem> problems = new ArrayList<>(1);
    /** The trimmed FEN, whose fields are read by their bounds (no String per field). */
    private String text;
    /** The square of each side's only king, -1 when it has none, -2 when more than one (read with the placement). */
    private int whiteKing = -1;
    private int blackKing = -1;

    private FenReader(String fen) {
        this.fen = fen;
    }

    /** What {@code fen} says, field by field, with the problems of the fields that could not be read. */
    public static FenSetup read(String fen) {
        return new FenReader(fen).read();
    }

    private FenSetup read() {
        if (fen == null) {
            return unread(POSITION, "no FEN given");
        }
        String trimmed = fen.trim();
        if (trimmed.isEmpty()) {
            return unread(PLACEMENT, "the FEN is empty");
        }
        int[] bounds = new int[12];
        int fields = FenFields.bounds(trimmed, bounds);
        if (fields < 4) {
            return unread(POSITION, fields + (fields == 1 ? " field" : " fields")
                    + ", at least 4 expected (placement, side to move, castling, en passant)");
        }
        if (fields > 6) {
            return unread(POSITION, fields + " fields, at most 6 expected");
        }
        text = trimmed;
        String placement = readPlacement(bounds[0], bounds[1]);
        if (placement != null) {
            Arrays.fill(board, (char) 0);
            return unread(PLACEMENT, placement);
        }
        boolean whiteToMove = readSide(bounds[2], bounds[3]);
        String castling = field(bounds[4], bounds[5]);
        int[] rooks = readCastling(castling);
        int enPassant = readEnPassant(bounds[6], bounds[7]);
        String halfmove = fields > 4 ? readNumber(bounds[8], bounds[9], HALFMOVE_CLOCK) : null;
        String fullmove = fields > 5 ? readNumber(bounds[10], bounds[11], FULLMOVE_NUMBER) : null;
        return new FenSetup(fen, board, whiteToMove, castling, rooks, enPassant, halfmove, fullmove,
                List.copyOf(problems));
    }

    private FenSetup unread(FenException.Field field, String problem) {
        return new FenSetup(fen, board, true, "", new int[0], -1, null, null, List.of(new SetupProblem(field, SetupProblem.Kind.UNREADABLE, problem)));
    }

    /** The field from {@code from} to {@code to} of the trimmed FEN as a String. */
    private String field(int from, int to) {
        if (to - from == 1 && text.charAt(from) < ONE_CHARACTER.length) {
            return ONE_CHARACTER[text.charAt(from)];
        }
        if (to - from == 4 && text.startsWith("KQkq", from)) {
            return "KQkq";
        }
        return text.substring(from, to);
    }

    /**
     * Fills the board from the placement (the trimmed FEN from {@code from} to {@code to}) and
     * notes where the kings are; the placement's first problem, or null.
     */
    private String readPlacement(int from, int to) {
        if (placesPieces(from, to)) {
            return null;
        }
        Arrays.fill(board, (char) 0);
        whiteKing = -1;
        blackKing = -1;
        return placementProblem(from, to);
    }

    /**
     * Places the pieces of a placement in one pass, true when it reads (8 ranks of 8 squares each);
     * false at the first sign that it does not, leaving it to {@link #placementProblem} to say
     * what is wrong first. Every FEN of an archive of positions comes through here.
     */
    private boolean placesPieces(int from, int to) {
        String placement = text;
        int rank = 7;
        int file = 0;
        for (int i = from; i < to; i++) {
            char c = placement.charAt(i);
            if (c == '/') {
                if (file != 8 || rank == 0) {
                    return false;
                }
                rank--;
                file = 0;
            } else if (c >= '1' && c <= '8') {
                file += c - '0';
                if (file > 8) {
                    return false;
                }
            } else if (file < 8 && isPieceLetter(c)) {
                int sq = rank * 8 + file;
                board[sq] = c;
                if (c == 'K') {
                    whiteKing = whiteKing == -1 ? sq : -2;
                } else if (c == 'k') {
                    blackKing = blackKing == -1 ? sq : -2;
                }
                file++;
            } else {
                return false;
            }
        }
        return rank == 0 && file == 8;
    }

    /**
     * The first problem of a placement that does not read: first the number of ranks, then rank by
     * rank from the 8th the first character that is neither piece letter nor digit, or a rank
     * whose squares do not add up to 8. Walks the text as {@code split("/", -1)} would split it,
     * without a String per rank. Leaves the board as it was.
     */
    private String placementProblem(int from, int to) {
        String placement = text;
        int ranks = 1;
        for (int i = from; i < to; i++) {
            if (placement.charAt(i) == '/') {
                ranks++;
            }
        }
        if (ranks != 8) {
            return "the placement has " + ranks + " ranks, 8 expected";
        }
        int i = from;
        for (int row = 0; row < 8; row++) {
            int rank = 7 - row;
            int file = 0;
            for (; i < to && placement.charAt(i) != '/'; i++) {
                char c = placement.charAt(i);
                if (c >= '1' && c <= '8') {
                    file += c - '0';
                } else if (isPieceLetter(c)) {
                    file++;
                } else {
                    return "'" + c + "' in rank " + (rank + 1) + " is neither a piece letter nor a digit 1..8";
                }
            }
            i++; // past the '/'
            if (file != 8) {
                return "rank " + (rank + 1) + " has " + file + " squares, 8 expected";
            }
        }
        return null;
    }

    /** One of PNBRQKpnbrqk. */
    private static boolean isPieceLetter(char c) {
        return switch (c) {
            case 'P', 'N', 'B', 'R', 'Q', 'K', 'p', 'n', 'b', 'r', 'q', 'k' -> true;
            default -> false;
        };
    }

    /** The side to move (the field from {@code from} to {@code to}): White unless it is "b". */
    private boolean readSide(int from, int to) {
        char c = text.charAt(from);
        if (to - from != 1 || c != 'w' && c != 'b') {
            problem(SIDE_TO_MOVE, "'" + text.substring(from, to) + "', 'w' or 'b' expected");
            return true;
        }
        return c == 'w';
    }

    /** The rook squares of the castling letters, up to the first letter that cannot be read. */
    private int[] readCastling(String field) {
        if (field.equals("-")) {
            return new int[0];
        }
        // Every right names another rook square (a second one is refused): at most 16.
        int[] rooks = new int[Math.min(16, field.length())];
        int count = 0;
        long seen = 0;
        for (int i = 0; i < field.length(); i++) {
            char c = field.charAt(i);
            boolean white = c >= 'A' && c <= 'Z';
            char lower = white ? (char) (c + ('a' - 'A')) : c;
            int backRank = white ? 0 : 7;
            int rook;
            if (lower == 'k' || lower == 'q') {
                int king = white ? whiteKing : blackKing;
                if (king < 0) {
                    continue; // no king, or two: the placement's problem, reported by the setup check
                }
                String color = white ? "white" : "black";
                if (king >>> 3 != backRank) {
                    problem(CASTLING, "right '" + c + "' but the " + color + " king is on " + Square.of(king)
                            + ", not on its back rank");
                    break;
                }
                rook = outermostRook(white ? 'R' : 'r', backRank, king, lower == 'k' ? +1 : -1);
                if (rook < 0) {
                    problem(CASTLING, "right '" + c + "' but " + color + " has no rook on the "
                            + (lower == 'k' ? "king" : "queen") + " side of its king on rank " + (backRank + 1));
                    break;
                }
            } else if (lower >= 'a' && lower <= 'h') {
                rook = backRank * 8 + (lower - 'a');
            } else {
                problem(CASTLING, "'" + field + "' has '" + c + "', which is neither K, Q, k, q nor a file letter");
                break;
            }
            if ((seen & 1L << rook) != 0) {
                problem(CASTLING, "'" + field + "' grants the right of the rook on " + Square.of(rook) + " twice");
                break;
            }
            seen |= 1L << rook;
            rooks[count++] = rook;
        }
        return count == rooks.length ? rooks : Arrays.copyOf(rooks, count);
    }

    /** The {@code rook} farthest from the king in direction {@code step} on the back rank, or -1. */
    private int outermostRook(char rook, int backRank, int king, int step) {
        int found = -1;
        for (int file = (king & 7) + step; file >= 0 && file < 8; file += step) {
            if (board[backRank * 8 + file] == rook) {
                found = backRank * 8 + file;
            }
        }
        return found;
    }

    /** The en passant square (the field from {@code from} to {@code to}), which can only be on rank 3 or 6, or -1. */
    private int readEnPassant(int from, int to) {
        char file = text.charAt(from);
        if (to - from == 1 && file == '-') {
            return -1;
        }
        if (to - from == 2 && file >= 'a' && file <= 'h'
                && (text.charAt(from + 1) == '3' || text.charAt(from + 1) == '6')) {
            return (text.charAt(from + 1) - '1') * 8 + (file - 'a');
        }
        problem(EN_PASSANT, "'" + text.substring(from, to) + "' is neither '-' nor a square on rank 3 or 6");
        return -1;
    }

    /** The field from {@code from} to {@code to} when it is one or more ASCII digits (any number of them), else null. */
    private String readNumber(int from, int to, FenException.Field which) {
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                problem(which, "'" + text.substring(from, to) + "' is not a number");
                return null;
            }
        }
        return field(from, to); // never empty: fields are split at white space
    }

    private void problem(FenException.Field field, String message) {
        problems.add(new SetupProblem(field, SetupProblem.Kind.UNREADABLE, message));
    }
}
