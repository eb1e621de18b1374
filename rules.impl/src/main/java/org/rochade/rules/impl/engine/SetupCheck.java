package org.rochade.rules.impl.engine;

import static org.rochade.rules.api.FenException.Field.CASTLING;
import static org.rochade.rules.api.FenException.Field.EN_PASSANT;
import static org.rochade.rules.api.FenException.Field.FULLMOVE_NUMBER;
import static org.rochade.rules.api.FenException.Field.HALFMOVE_CLOCK;
import static org.rochade.rules.api.FenException.Field.PLACEMENT;
import static org.rochade.rules.api.FenException.Field.POSITION;

import java.util.ArrayList;
import java.util.List;
import org.rochade.rules.api.FenException;
import org.rochade.rules.api.Piece;
import org.rochade.rules.api.PieceType;
import org.rochade.rules.api.Setup;
import org.rochade.rules.api.SetupProblem;
import org.rochade.rules.api.SetupProblem.Kind;
import org.rochade.rules.api.Square;
import org.rochade.rules.api.StartArray;
import org.rochade.rules.api.Variant;
import org.rochade.rules.api.spi.CastlingConvention;
import org.rochade.rules.impl.fen.FenReader;
import org.rochade.rules.impl.fen.FenSetup;

/**
 * The one place that decides whether pieces, side to move, castling rights (by rook square),
 * en passant square and counters make a legal position, and builds it. Both ways in use it: FEN
 * text (read by the {@link FenReader}; the first problem is reported, naming the FEN field) and a
 * position editor's {@link Setup} (which gets every problem).
 */
final class SetupCheck {
    static final int MAX_HALFMOVE_CLOCK = 10_000;
    static final int MAX_FULLMOVE_NUMBER = 100_000;

    /** Engine piece codes by square index: the squares of {@link #pieces}. */
    private final int[] squares;
    private final int side;
    private final long rights;
    private final int ep;
    private final int halfmove;
    private final int fullmove;
    private final List<SetupProblem> problems = new ArrayList<>();
    /** King square per colour, -1 when there is none or more than one. */
    private final int[] kings = {-1, -1};
    /**
     * The pieces on a board without castling, placed once by the caller: asked about attacks by
     * the checks, and taken over by the position {@link #build} makes (a FEN's pieces were placed
     * twice, and copied twice more). Never changed here.
     */
    private final Board pieces;

    /**
     * @param pieces the pieces, on a board of {@link #emptyBoard()} that is this check's from now on
     * @param rights the castling rights as a bitboard of rook squares
     * @param ep     the en passant square, or -1
     */
    private SetupCheck(Board pieces, int side, long rights, int ep, int halfmove, int fullmove, Variant variant) {
        this.pieces = pieces;
        this.squares = pieces.squares;
        this.side = side;
        this.rights = rights;
        this.ep = ep;
        this.halfmove = halfmove;
        this.fullmove = fullmove;
        checkMaterial();
        checkCastling(variant);
        checkEnPassant();
        checkCounters();
        checkOppositeCheck();
    }

    /**
     * The position a FEN shows, or a {@link FenException} naming the field of its first problem:
     * what the {@link FenReader} could not read, else a move counter out of range, else the setup's.
     */
    static EnginePosition fromFen(String fen, Variant variant, CastlingConvention convention) {
        FenSetup read = FenReader.read(fen);
        String text = fen == null ? "" : fen;
        if (!read.problems().isEmpty()) {
            throw fail(read.problems().get(0), text);
        }
        Board pieces = emptyBoard();
        char[] letters = read.board();
        for (int sq = 0; sq < 64; sq++) {
            char letter = letters[sq];
            if (letter != 0) {
                pieces.put(sq, code(letter));
            }
        }
        long rights = 0;
        for (int rook : read.castlingRooks()) {
            rights |= Bits.bit(rook);
        }
        int halfmove = read.halfmoveClock() == null ? 0
                : counter(read.halfmoveClock(), HALFMOVE_CLOCK, MAX_HALFMOVE_CLOCK, text);
        int fullmove = read.fullmoveNumber() == null ? 1
                : Math.max(1, counter(read.fullmoveNumber(), FULLMOVE_NUMBER, MAX_FULLMOVE_NUMBER, text));
        SetupCheck check = new SetupCheck(pieces, read.whiteToMove() ? Pieces.WHITE : Pieces.BLACK, rights,
                read.enPassant(), halfmove, fullmove, variant);
        if (!check.problems.isEmpty()) {
            throw fail(check.problems.get(0), text);
        }
        return check.build(variant, convention);
    }

    /**
     * The position of a start array with White to move and every castling right, built from its
     * back ranks with the same checks as any setup (the variant's rules may refuse the array, as
     * classic rules refuse every array but SP 518): no FEN text is written and read again. An
     * archive's first games meet hundreds of arrays, before the JIT compiler has compiled the FEN
     * reader (all 960 arrays read cold: 40 ms; built: 19 ms).
     */
    static EnginePosition start(StartArray array, Variant variant, CastlingConvention convention) {
        Board pieces = emptyBoard();
        long rights = 0;
        for (int file = 0; file < 8; file++) {
            int white = Pieces.ofApi(PieceType.fromLetter(array.backRank().charAt(file)));
            int black = Pieces.ofApi(PieceType.fromLetter(array.blackBackRank().charAt(file)));
            pieces.put(file, Pieces.code(Pieces.WHITE, white));
            pieces.put(8 + file, Pieces.code(Pieces.WHITE, Pieces.PAWN));
            pieces.put(48 + file, Pieces.code(Pieces.BLACK, Pieces.PAWN));
            pieces.put(56 + file, Pieces.code(Pieces.BLACK, black));
            // Each side has one rook on either side of its king: the rights of an X-FEN "KQkq".
            rights |= white == Pieces.ROOK ? Bits.bit(file) : 0;
            rights |= black == Pieces.ROOK ? Bits.bit(56 + file) : 0;
        }
        SetupCheck check = new SetupCheck(pieces, Pieces.WHITE, rights, -1, 0, 1, variant);
        if (!check.problems.isEmpty()) {
            throw fail(check.problems.get(0), array.xfen());
        }
        return check.build(variant, convention);
    }

    /** An empty board without castling and without undo stack, for the pieces of a setup. */
    private static Board emptyBoard() {
        return new Board(CastlingTable.NONE, 0);
    }

    /** The engine's code of a FEN piece letter (one of PNBRQKpnbrqk, as the reader checked). */
    private static int code(char letter) {
        return CODES[letter & 0x7F];
    }

    /** {@link #code} by letter: one load per piece of every FEN read. Never changed after it is filled. */
    private static final int[] CODES = new int[128];

    static {
        String letters = "PNBRQK";
        int[] types = {Pieces.PAWN, Pieces.KNIGHT, Pieces.BISHOP, Pieces.ROOK, Pieces.QUEEN, Pieces.KING};
        for (int i = 0; i < letters.length(); i++) {
            CODES[letters.charAt(i)] = Pieces.code(Pieces.WHITE, types[i]);
            CODES[Character.toLowerCase(letters.charAt(i))] = Pieces.code(Pieces.BLACK, types[i]);
        }
    }

    /** A move counter's digits as a number, or a {@link FenException} when it is above {@code max}. */
    private static int counter(String digits, FenException.Field field, int max, String fen) {
        int value = digits.length() > 9 ? -1 : Integer.parseInt(digits);
        if (value < 0 || value > max) {
            throw new FenException(field, digits + " is out of range 0.." + max, fen);
        }
        return value;
    }

    private static FenException fail(SetupProblem problem, String fen) {
        return new FenException(problem.field(), problem.message(), fen);
    }

    static SetupCheck of(Setup setup, Variant variant) {
        Board pieces = emptyBoard();
        for (Square square : Square.values()) {
            Piece piece = setup.pieceAt(square);
            if (piece != null) {
                pieces.put(square.index(), Pieces.code(Pieces.ofApi(piece.color()), Pieces.ofApi(piece.type())));
            }
        }
        long rights = 0;
        for (Square rook : setup.castlingRooks()) {
            rights |= Bits.bit(rook.index());
        }
        Square ep = setup.enPassantSquare();
        return new SetupCheck(pieces, Pieces.ofApi(setup.sideToMove()), rights, ep == null ? -1 : ep.index(),
                setup.halfmoveClock(), setup.fullmoveNumber(), variant);
    }

    /** Every problem found, in the order of the FEN fields. */
    List<SetupProblem> problems() {
        return List.copyOf(problems);
    }

    /** The position; call only when {@link #problems()} is empty. */
    EnginePosition build(Variant variant, CastlingConvention convention) {
        if (!problems.isEmpty()) {
            throw new IllegalStateException("not a legal position: " + problems);
        }
        CastlingTable table = new CastlingTable(convention, kings, rights);
        if (ep < 0) {
            // The position takes over the checked pieces' arrays as they are: no second board,
            // no copies (reading an archive of positions: a FEN per game). Nothing here changes
            // the pieces afterwards, so a second build shares them just as safely.
            return EnginePosition.ofPieces(pieces, table, side, rights & table.castlingRooks(), halfmove, fullmove,
                    variant);
        }
        // No undo stack: the board is only read into the snapshot (and its en passant captures
        // generated, which makes no move). A full stack per FEN read was most of what reading
        // an archive of positions allocated.
        Board board = new Board(table, 0);
        board.placePiecesOf(pieces);
        board.side = side;
        board.castlingRights = rights & table.castlingRooks();
        board.epSquare = ep;
        board.halfmoveClock = halfmove;
        board.fullmoveNumber = fullmove;
        return EnginePosition.of(board, variant);
    }

    private void problem(FenException.Field field, Kind kind, String message) {
        problems.add(new SetupProblem(field, kind, message));
    }

    private void checkMaterial() {
        // From the pieces' bitboards, placed already: this runs for every FEN read.
        long pawnsOnBackRanks = pieces.byType[Pieces.PAWN] & (Bits.RANK_1 | Bits.RANK_8);
        for (long p = pawnsOnBackRanks; p != 0; p &= p - 1) {
            int sq = Bits.lowest(p);
            problem(PLACEMENT, Kind.PAWN_ON_BACK_RANK, colorName(Pieces.color(squares[sq])) + " pawn on " + Square.of(sq)
                    + " (pawns cannot stand on the first or last rank)");
        }
        for (int color = 0; color < 2; color++) {
            long own = pieces.byColor[color];
            long kingsOf = pieces.byType[Pieces.KING] & own;
            int kingCount = Long.bitCount(kingsOf);
            int pawns = Long.bitCount(pieces.byType[Pieces.PAWN] & own);
            if (kingCount == 0) {
                problem(PLACEMENT, Kind.NO_KING, "no " + colorName(color) + " king");
            } else if (kingCount == 2) {
                problem(PLACEMENT, Kind.TOO_MANY_KINGS, "two " + colorName(color) + " kings (" + Square.of(Bits.lowest(kingsOf))
                        + " and " + Square.of(63 - Long.numberOfLeadingZeros(kingsOf)) + ")");
            } else if (kingCount > 2) {
                problem(PLACEMENT, Kind.TOO_MANY_KINGS, kingCount + " " + colorName(color) + " kings "
                        + kingSquares(color));
            } else {
                kings[color] = Bits.lowest(kingsOf);
            }
            if (pawns > 8) {
                problem(PLACEMENT, Kind.TOO_MANY_PAWNS, colorName(color) + " has " + pawns + " pawns (at most 8)");
            }
            if (Long.bitCount(own) > 16) {
                problem(PLACEMENT, Kind.TOO_MANY_PIECES, colorName(color) + " has " + Long.bitCount(own) + " pieces (at most 16)");
            }
        }
    }

    /** The squares of a colour's kings, in square order (for the message about more than two). */
    private List<Square> kingSquares(int color) {
        List<Square> found = new ArrayList<>();
        for (int sq = 0; sq < 64; sq++) {
            if (squares[sq] == Pieces.code(color, Pieces.KING)) {
                found.add(Square.of(sq));
            }
        }
        return found;
    }

    private void checkCastling(Variant variant) {
        long seen = 0;
        for (long rooks = rights; rooks != 0; rooks &= rooks - 1) {
            int rook = Bits.lowest(rooks);
            int rank = rook >>> 3;
            if (rank != 0 && rank != 7) {
                problem(CASTLING, Kind.CASTLING_RIGHT_OFF_BACK_RANK, "a right for " + Square.of(rook) + ", which is on neither back rank");
                continue;
            }
            int color = rank == 0 ? Pieces.WHITE : Pieces.BLACK;
            int king = kings[color];
            if (king < 0) {
                continue; // the missing or extra king is reported already
            }
            if (king >>> 3 != rank) {
                problem(CASTLING, Kind.CASTLING_KING_OFF_BACK_RANK, "a right for " + Square.of(rook) + " but the " + colorName(color) + " king is on "
                        + Square.of(king) + ", not on its back rank");
                continue;
            }
            if (squares[rook] != Pieces.code(color, Pieces.ROOK)) {
                problem(CASTLING, Kind.CASTLING_ROOK_MISSING, "a right for " + Square.of(rook) + " but there is no " + colorName(color)
                        + " rook on " + Square.of(rook));
                continue;
            }
            if (variant == Variant.CLASSIC) {
                String classic = classicCastling(color, rank, king, rook);
                if (classic != null) {
                    problem(CASTLING, Kind.CASTLING_NOT_CLASSIC, classic);
                    continue;
                }
            }
            long sameSide = seen & Bits.rankMask(rank) & (rook < king ? Bits.bit(king) - 1 : ~(Bits.bit(king + 1) - 1));
            if (sameSide != 0) {
                problem(CASTLING, Kind.CASTLING_TWO_ON_ONE_SIDE, "two rights on the " + (rook < king ? "queen" : "king") + " side of the "
                        + colorName(color) + " king (rooks on " + Square.of(Bits.lowest(sameSide)) + " and "
                        + Square.of(rook) + ")");
            }
            seen |= Bits.bit(rook);
        }
    }

    /**
     * Classic chess castles only from the classic array's squares: the king on e1/e8 and the rook
     * on the a- or h-file. Without this a classic game could castle from any Chess960 setup.
     */
    private static String classicCastling(int color, int rank, int king, int rook) {
        Square kingHome = Square.of(rank * 8 + 4);
        Square rookHome = Square.of(rank * 8 + (rook < king ? 0 : 7));
        if (king == kingHome.index() && rook == rookHome.index()) {
            return null;
        }
        return "a right for " + Square.of(rook) + " but in classic chess castling needs the " + colorName(color)
                + " king on " + kingHome + " and the rook on " + rookHome + " (king on " + Square.of(king)
                + ", rook on " + Square.of(rook) + ")";
    }

    private void checkEnPassant() {
        if (ep < 0) {
            return;
        }
        int expectedRank = side == Pieces.WHITE ? 5 : 2;
        if (ep >>> 3 != expectedRank) {
            problem(EN_PASSANT, Kind.EN_PASSANT_IMPOSSIBLE, "impossible square " + Square.of(ep) + ": with " + colorName(side)
                    + " to move it must be on rank " + (expectedRank + 1));
            return;
        }
        int mover = side ^ 1;
        int pawnSquare = side == Pieces.WHITE ? ep - 8 : ep + 8;
        int origin = side == Pieces.WHITE ? ep + 8 : ep - 8;
        if (squares[pawnSquare] != Pieces.code(mover, Pieces.PAWN) || squares[ep] != Pieces.EMPTY
                || squares[origin] != Pieces.EMPTY) {
            problem(EN_PASSANT, Kind.EN_PASSANT_IMPOSSIBLE, "impossible square " + Square.of(ep) + ": no " + colorName(mover)
                    + " pawn can just have moved two squares past it");
        }
    }

    private void checkCounters() {
        if (halfmove < 0 || halfmove > MAX_HALFMOVE_CLOCK) {
            problem(HALFMOVE_CLOCK, Kind.COUNTER_OUT_OF_RANGE, halfmove + " is out of range 0.." + MAX_HALFMOVE_CLOCK);
        }
        if (fullmove < 1 || fullmove > MAX_FULLMOVE_NUMBER) {
            problem(FULLMOVE_NUMBER, Kind.COUNTER_OUT_OF_RANGE, fullmove + " is out of range 1.." + MAX_FULLMOVE_NUMBER);
        }
    }

    /**
     * The side not to move may not be in check: it would mean its king can be taken. The side to
     * move may be, but by two pieces at most: one move uncovers at most one more.
     */
    private void checkOppositeCheck() {
        int notToMove = side ^ 1;
        if (kings[notToMove] < 0 || kings[side] < 0) {
            return;
        }
        Board board = pieces;
        long occupied = board.occupied;
        if (board.isAttacked(kings[notToMove], side, occupied)) {
            problem(POSITION, Kind.OPPONENT_IN_CHECK, "the side not to move (" + colorName(notToMove) + ") is in check");
        }
        long checkers = board.attackersTo(kings[side], occupied) & board.byColor[notToMove];
        if (Long.bitCount(checkers) > 2) {
            problem(POSITION, Kind.TOO_MANY_CHECKERS, "the side to move (" + colorName(side) + ") is in check from "
                    + Long.bitCount(checkers) + " pieces, and no move gives more than two checks at once");
        }
    }

    private static String colorName(int color) {
        return color == Pieces.WHITE ? "white" : "black";
    }
}
