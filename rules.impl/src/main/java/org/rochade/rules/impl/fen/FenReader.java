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
    private final String fen;
    private final char[] board = new char[64];
    private final List<SetupProblem> problems = new ArrayList<>(1);

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
        String[] fields = FenFields.split(trimmed);
        if (fields.length < 4) {
            return unread(POSITION, fields.length + (fields.length == 1 ? " field" : " fields")
                    + ", at least 4 expected (placement, side to move, castling, en passant)");
        }
        if (fields.length > 6) {
            return unread(POSITION, fields.length + " fields, at most 6 expected");
        }
        String placement = readPlacement(fields[0]);
        if (placement != null) {
            Arrays.fill(board, (char) 0);
            return unread(PLACEMENT, placement);
        }
        boolean whiteToMove = readSide(fields[1]);
        int[] rooks = readCastling(fields[2]);
        int enPassant = readEnPassant(fields[3]);
        String halfmove = fields.length > 4 ? readNumber(fields[4], HALFMOVE_CLOCK) : null;
        String fullmove = fields.length > 5 ? readNumber(fields[5], FULLMOVE_NUMBER) : null;
        return new FenSetup(fen, board, whiteToMove, fields[2], rooks, enPassant, halfmove, fullmove,
                List.copyOf(problems));
    }

    private FenSetup unread(FenException.Field field, String problem) {
        return new FenSetup(fen, board, true, "", new int[0], -1, null, null, List.of(new SetupProblem(field, SetupProblem.Kind.UNREADABLE, problem)));
    }

    /**
     * Fills the board; the placement's first problem, or null. Walks the text once, ranks at each
     * '/' (what {@code split("/", -1)} would give, without a String per rank: every FEN of an
     * archive of positions comes through here).
     */
    private String readPlacement(String placement) {
        int n = placement.length();
        int ranks = 1;
        for (int i = 0; i < n; i++) {
            if (placement.charAt(i) == '/') {
                ranks++;
            }
        }
        if (ranks != 8) {
            return "the placement has " + ranks + " ranks, 8 expected";
        }
        int i = 0;
        for (int row = 0; row < 8; row++) {
            int rank = 7 - row;
            int file = 0;
            for (; i < n && placement.charAt(i) != '/'; i++) {
                char c = placement.charAt(i);
                if (c >= '1' && c <= '8') {
                    file += c - '0';
                } else if (isPieceLetter(c)) {
                    if (file < 8) {
                        board[rank * 8 + file] = c;
                    }
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

    private boolean readSide(String field) {
        if (!field.equals("w") && !field.equals("b")) {
            problem(SIDE_TO_MOVE, "'" + field + "', 'w' or 'b' expected");
        }
        return !field.equals("b");
    }

    /** The rook squares of the castling letters, up to the first letter that cannot be read. */
    private int[] readCastling(String field) {
        if (field.equals("-")) {
            return new int[0];
        }
        int[] rooks = new int[field.length()];
        int count = 0;
        long seen = 0;
        for (int i = 0; i < field.length(); i++) {
            char c = field.charAt(i);
            boolean white = c >= 'A' && c <= 'Z';
            char lower = white ? (char) (c + ('a' - 'A')) : c;
            int backRank = white ? 0 : 7;
            int rook;
            if (lower == 'k' || lower == 'q') {
                int king = onlyKing(white ? 'K' : 'k');
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
        return Arrays.copyOf(rooks, count);
    }

    /** The square of the only {@code king}, or -1 when there is none or more than one. */
    private int onlyKing(char king) {
        int found = -1;
        for (int sq = 0; sq < 64; sq++) {
            if (board[sq] == king) {
                if (found >= 0) {
                    return -1;
                }
                found = sq;
            }
        }
        return found;
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

    /** The en passant square, which can only be on rank 3 or 6, or -1. */
    private int readEnPassant(String field) {
        if (field.equals("-")) {
            return -1;
        }
        if (field.length() == 2 && field.charAt(0) >= 'a' && field.charAt(0) <= 'h'
                && (field.charAt(1) == '3' || field.charAt(1) == '6')) {
            return (field.charAt(1) - '1') * 8 + (field.charAt(0) - 'a');
        }
        problem(EN_PASSANT, "'" + field + "' is neither '-' nor a square on rank 3 or 6");
        return -1;
    }

    /** The field when it is one or more ASCII digits (any number of them), else null. */
    private String readNumber(String field, FenException.Field which) {
        for (int i = 0; i < field.length(); i++) {
            char c = field.charAt(i);
            if (c < '0' || c > '9') {
                problem(which, "'" + field + "' is not a number");
                return null;
            }
        }
        return field; // never empty: fields are split at white space
    }

    private void problem(FenException.Field field, String message) {
        problems.add(new SetupProblem(field, SetupProblem.Kind.UNREADABLE, message));
    }
}
