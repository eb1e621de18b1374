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
    private static final int MAX_HALFMOVE_CLOCK = 10_000;
    private static final int MAX_FULLMOVE_NUMBER = 100_000;

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
        int[] kings = checkMaterial();
        int side = readSide(fields[1]);
        long rights = readCastling(fields[2], kings, variant);
        int ep = readEnPassant(fields[3], side);
        int halfmove = fields.length > 4 ? readNumber(fields[4], HALFMOVE_CLOCK, 0, MAX_HALFMOVE_CLOCK) : 0;
        int fullmove = fields.length > 5 ? Math.max(1, readNumber(fields[5], FULLMOVE_NUMBER, 0, MAX_FULLMOVE_NUMBER)) : 1;

        CastlingTable table = new CastlingTable(convention, kings, rights);
        Board board = new Board(table);
        for (int sq = 0; sq < 64; sq++) {
            if (squares[sq] != Pieces.EMPTY) {
                board.put(sq, squares[sq]);
            }
        }
        board.side = side;
        board.castlingRights = rights & table.castlingRooks();
        board.epSquare = ep;
        board.halfmoveClock = halfmove;
        board.fullmoveNumber = fullmove;
        int notToMove = side ^ 1;
        if (board.isAttacked(kings[notToMove], side, board.occupied)) {
            throw fail(POSITION, "the side not to move (" + (notToMove == Pieces.WHITE ? "white" : "black")
                    + ") is in check");
        }
        return EnginePosition.of(board, variant);
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

    /** Checks kings, pawns and piece counts; returns the king square per colour. */
    private int[] checkMaterial() {
        int[] kings = {-1, -1};
        int[] pawns = new int[2];
        int[] pieces = new int[2];
        for (int sq = 0; sq < 64; sq++) {
            int code = squares[sq];
            if (code == Pieces.EMPTY) {
                continue;
            }
            int color = Pieces.color(code);
            pieces[color]++;
            if (Pieces.type(code) == Pieces.KING) {
                if (kings[color] >= 0) {
                    throw fail(PLACEMENT, "two " + colorName(color) + " kings (" + Square.of(kings[color]) + " and " + Square.of(sq) + ")");
                }
                kings[color] = sq;
            } else if (Pieces.type(code) == Pieces.PAWN) {
                pawns[color]++;
                int rank = sq >>> 3;
                if (rank == 0 || rank == 7) {
                    throw fail(PLACEMENT, colorName(color) + " pawn on " + Square.of(sq) + " (pawns cannot stand on the first or last rank)");
                }
            }
        }
        for (int color = 0; color < 2; color++) {
            if (kings[color] < 0) {
                throw fail(PLACEMENT, "no " + colorName(color) + " king");
            }
            if (pawns[color] > 8) {
                throw fail(PLACEMENT, colorName(color) + " has " + pawns[color] + " pawns (at most 8)");
            }
            if (pieces[color] > 16) {
                throw fail(PLACEMENT, colorName(color) + " has " + pieces[color] + " pieces (at most 16)");
            }
        }
        return kings;
    }

    private int readSide(String field) {
        return switch (field) {
            case "w" -> Pieces.WHITE;
            case "b" -> Pieces.BLACK;
            default -> throw fail(SIDE_TO_MOVE, "'" + field + "' is neither 'w' nor 'b'");
        };
    }

    private long readCastling(String field, int[] kings, Variant variant) {
        if (field.equals("-")) {
            return 0;
        }
        long rights = 0;
        for (int i = 0; i < field.length(); i++) {
            char c = field.charAt(i);
            int color = Character.isUpperCase(c) ? Pieces.WHITE : Pieces.BLACK;
            char lower = Character.toLowerCase(c);
            int backRank = color == Pieces.WHITE ? 0 : 7;
            int king = kings[color];
            if (lower != 'k' && lower != 'q' && (lower < 'a' || lower > 'h')) {
                throw fail(CASTLING, "'" + c + "' is not a castling letter (K, Q, k, q or a file a-h / A-H)");
            }
            if (king >>> 3 != backRank) {
                throw fail(CASTLING, "right '" + c + "' but the " + colorName(color) + " king is on "
                        + Square.of(king) + ", not on its back rank");
            }
            int rook = switch (lower) {
                case 'k' -> outermostRook(color, backRank, king, +1);
                case 'q' -> outermostRook(color, backRank, king, -1);
                default -> backRank * 8 + (lower - 'a');
            };
            if (rook < 0) {
                throw fail(CASTLING, "right '" + c + "' but " + colorName(color) + " has no rook on the "
                        + (lower == 'k' ? "king" : "queen") + " side of its king on rank " + (backRank + 1));
            }
            if (squares[rook] != Pieces.code(color, Pieces.ROOK)) {
                throw fail(CASTLING, "right '" + c + "' but there is no " + colorName(color) + " rook on " + Square.of(rook));
            }
            if (variant == Variant.CLASSIC) {
                checkClassicCastling(c, color, backRank, king, rook);
            }
            if ((rights & Bits.bit(rook)) != 0) {
                throw fail(CASTLING, "the right for the rook on " + Square.of(rook) + " is given twice");
            }
            long sameSide = rights & Bits.rankMask(backRank)
                    & (rook < king ? Bits.bit(king) - 1 : ~(Bits.bit(king + 1) - 1));
            if (sameSide != 0) {
                throw fail(CASTLING, "two rights on the " + (rook < king ? "queen" : "king") + " side of the "
                        + colorName(color) + " king (rooks on " + Square.of(Bits.lowest(sameSide)) + " and " + Square.of(rook) + ")");
            }
            rights |= Bits.bit(rook);
        }
        return rights;
    }

    /**
     * Classic chess castles only from the classic array's squares: the king on e1/e8 and the rook
     * on the a- or h-file. Without this a classic game could castle from any Chess960 setup.
     */
    private void checkClassicCastling(char c, int color, int backRank, int king, int rook) {
        Square kingHome = Square.of(backRank * 8 + 4);
        Square rookHome = Square.of(backRank * 8 + (rook < king ? 0 : 7));
        if (king != kingHome.index() || rook != rookHome.index()) {
            throw fail(CASTLING, "right '" + c + "' but in classic chess castling needs the " + colorName(color)
                    + " king on " + kingHome + " and the rook on " + rookHome + " (king on " + Square.of(king)
                    + ", rook on " + Square.of(rook) + ")");
        }
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

    private int readEnPassant(String field, int side) {
        if (field.equals("-")) {
            return -1;
        }
        Square square = Square.parse(field);
        if (square == null || !field.equals(field.toLowerCase(java.util.Locale.ROOT))) {
            throw fail(EN_PASSANT, "'" + field + "' is not a square or '-'");
        }
        int sq = square.index();
        int expectedRank = side == Pieces.WHITE ? 5 : 2;
        if (sq >>> 3 != expectedRank) {
            throw fail(EN_PASSANT, "impossible square " + field + ": with " + colorName(side) + " to move it must be on rank "
                    + (expectedRank + 1));
        }
        int mover = side ^ 1;
        int pawnSquare = side == Pieces.WHITE ? sq - 8 : sq + 8;
        int origin = side == Pieces.WHITE ? sq + 8 : sq - 8;
        if (squares[pawnSquare] != Pieces.code(mover, Pieces.PAWN) || squares[sq] != Pieces.EMPTY
                || squares[origin] != Pieces.EMPTY) {
            throw fail(EN_PASSANT, "impossible square " + field + ": no " + colorName(mover)
                    + " pawn can just have moved two squares past it");
        }
        return sq;
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
