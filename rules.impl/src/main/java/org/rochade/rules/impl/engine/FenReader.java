package org.rochade.rules.impl.engine;

import static org.rochade.rules.api.FenException.Field.CASTLING;
import static org.rochade.rules.api.FenException.Field.EN_PASSANT;
import static org.rochade.rules.api.FenException.Field.FULLMOVE_NUMBER;
import static org.rochade.rules.api.FenException.Field.HALFMOVE_CLOCK;
import static org.rochade.rules.api.FenException.Field.PLACEMENT;
import static org.rochade.rules.api.FenException.Field.POSITION;
import static org.rochade.rules.api.FenException.Field.SIDE_TO_MOVE;

import org.rochade.rules.api.FenException;
import org.rochade.rules.api.PieceType;
import org.rochade.rules.api.SetupProblem;
import org.rochade.rules.api.Square;
import org.rochade.rules.api.Variant;
import org.rochade.rules.api.spi.CastlingConvention;
import org.rochade.rules.impl.start.FenFields;

/**
 * Reads standard FEN, X-FEN and Shredder-FEN into a position, rejecting what cannot be with a
 * {@link FenException} naming the field. Castling letters are read one by one, in any order:
 * K/Q mean the outermost rook on that side of the king, a file letter names the rook's file.
 */
final class FenReader {
    private final String fen;
    private final CastlingConvention convention;
    private final int[] squares = new int[64];

    private FenReader(String fen, CastlingConvention convention) {
        this.fen = fen;
        this.convention = convention;
    }

    static EnginePosition read(String fen, Variant variant, CastlingConvention convention) {
        if (fen == null) {
            throw new FenException(POSITION, "no FEN given", "");
        }
        return new FenReader(fen, convention).read(variant);
    }

    private EnginePosition read(Variant variant) {
        String[] fields = FenFields.split(fen.trim());
        if (fields.length == 1 && fields[0].isEmpty()) {
            throw fail(PLACEMENT, "the FEN is empty");
        }
        if (fields.length < 2) {
            throw fail(SIDE_TO_MOVE, "missing (a FEN needs at least placement, side to move, castling and en passant)");
        }
        if (fields.length < 3) {
            throw fail(CASTLING, "missing");
        }
        if (fields.length < 4) {
            throw fail(EN_PASSANT, "missing");
        }
        if (fields.length > 6) {
            throw fail(POSITION, "too many fields (" + fields.length + "; at most 6)");
        }
        readPlacement(fields[0]);
        int side = readSide(fields[1]);
        long rights = readCastling(fields[2]);
        int ep = readEnPassant(fields[3]);
        int halfmove = fields.length > 4 ? readNumber(fields[4], HALFMOVE_CLOCK, 0, SetupCheck.MAX_HALFMOVE_CLOCK) : 0;
        int fullmove = fields.length > 5
                ? Math.max(1, readNumber(fields[5], FULLMOVE_NUMBER, 0, SetupCheck.MAX_FULLMOVE_NUMBER)) : 1;
        SetupCheck check = new SetupCheck(squares, side, rights, ep, halfmove, fullmove, variant);
        if (!check.problems().isEmpty()) {
            SetupProblem first = check.problems().get(0);
            throw fail(first.field(), first.message());
        }
        return check.build(variant, convention);
    }

    private void readPlacement(String placement) {
        String[] ranks = placement.split("/", -1);
        if (ranks.length != 8) {
            throw fail(PLACEMENT, "expected 8 ranks separated by '/', found " + ranks.length);
        }
        for (int i = 0; i < 8; i++) {
            int rank = 7 - i;
            int file = 0;
            String row = ranks[i];
            for (int j = 0; j < row.length(); j++) {
                char c = row.charAt(j);
                if (c >= '1' && c <= '8') {
                    file += c - '0';
                } else {
                    PieceType type = PieceType.fromLetter(c);
                    if (type == null) {
                        throw fail(PLACEMENT, "unknown piece letter '" + c + "' on rank " + (rank + 1));
                    }
                    if (file < 8) {
                        int color = Character.isUpperCase(c) ? Pieces.WHITE : Pieces.BLACK;
                        squares[rank * 8 + file] = Pieces.code(color, Pieces.ofApi(type));
                    }
                    file++;
                }
                if (file > 8) {
                    throw fail(PLACEMENT, "rank " + (rank + 1) + " has more than 8 squares");
                }
            }
            if (file != 8) {
                throw fail(PLACEMENT, "rank " + (rank + 1) + " has " + file + " squares, not 8");
            }
        }
    }

    /** The square of the only king of {@code color}, or -1 when there is none or more than one. */
    private int onlyKing(int color) {
        int found = -1;
        for (int sq = 0; sq < 64; sq++) {
            if (squares[sq] == Pieces.code(color, Pieces.KING)) {
                if (found >= 0) {
                    return -1;
                }
                found = sq;
            }
        }
        return found;
    }

    private int readSide(String field) {
        return switch (field) {
            case "w" -> Pieces.WHITE;
            case "b" -> Pieces.BLACK;
            default -> throw fail(SIDE_TO_MOVE, "'" + field + "' is neither 'w' nor 'b'");
        };
    }

    /**
     * The castling letters as rook squares. Only what the letters themselves say is judged here
     * (unknown letters, K/Q without a rook on that side, a right given twice); whether the rights
     * fit the position is {@link SetupCheck}'s question.
     */
    private long readCastling(String field) {
        if (field.equals("-")) {
            return 0;
        }
        long rights = 0;
        for (int i = 0; i < field.length(); i++) {
            char c = field.charAt(i);
            int color = Character.isUpperCase(c) ? Pieces.WHITE : Pieces.BLACK;
            char lower = Character.toLowerCase(c);
            int backRank = color == Pieces.WHITE ? 0 : 7;
            if (lower != 'k' && lower != 'q' && (lower < 'a' || lower > 'h')) {
                throw fail(CASTLING, "'" + c + "' is not a castling letter (K, Q, k, q or a file a-h / A-H)");
            }
            int rook;
            if (lower == 'k' || lower == 'q') {
                int king = onlyKing(color);
                if (king < 0) {
                    continue; // no king, or two: the placement's problem, reported by SetupCheck
                }
                if (king >>> 3 != backRank) {
                    throw fail(CASTLING, "right '" + c + "' but the " + colorName(color) + " king is on "
                            + Square.of(king) + ", not on its back rank");
                }
                rook = outermostRook(color, backRank, king, lower == 'k' ? +1 : -1);
                if (rook < 0) {
                    throw fail(CASTLING, "right '" + c + "' but " + colorName(color) + " has no rook on the "
                            + (lower == 'k' ? "king" : "queen") + " side of its king on rank " + (backRank + 1));
                }
            } else {
                rook = backRank * 8 + (lower - 'a');
            }
            if ((rights & Bits.bit(rook)) != 0) {
                throw fail(CASTLING, "the right for the rook on " + Square.of(rook) + " is given twice");
            }
            rights |= Bits.bit(rook);
        }
        return rights;
    }

    /** The rook of {@code color} farthest from the king in direction {@code step} on the back rank, or -1. */
    private int outermostRook(int color, int backRank, int king, int step) {
        int rookCode = Pieces.code(color, Pieces.ROOK);
        int found = -1;
        for (int file = (king & 7) + step; file >= 0 && file < 8; file += step) {
            if (squares[backRank * 8 + file] == rookCode) {
                found = backRank * 8 + file;
            }
        }
        return found;
    }

    private int readEnPassant(String field) {
        if (field.equals("-")) {
            return -1;
        }
        Square square = Square.parse(field);
        if (square == null || !field.equals(field.toLowerCase(java.util.Locale.ROOT))) {
            throw fail(EN_PASSANT, "'" + field + "' is not a square or '-'");
        }
        return square.index();
    }

    private int readNumber(String field, FenException.Field which, int min, int max) {
        int value = 0;
        if (field.isEmpty() || field.length() > 9) {
            throw fail(which, "'" + field + "' is not a number between " + min + " and " + max);
        }
        for (int i = 0; i < field.length(); i++) {
            char c = field.charAt(i);
            if (c < '0' || c > '9') {
                throw fail(which, "'" + field + "' is not a non-negative whole number");
            }
            value = value * 10 + (c - '0');
        }
        if (value < min || value > max) {
            throw fail(which, field + " is out of range " + min + ".." + max);
        }
        return value;
    }

    private static String colorName(int color) {
        return color == Pieces.WHITE ? "white" : "black";
    }

    private FenException fail(FenException.Field field, String problem) {
        return new FenException(field, problem, fen);
    }
}
