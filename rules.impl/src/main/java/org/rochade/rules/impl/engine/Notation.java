package org.rochade.rules.impl.engine;

import java.util.function.Supplier;
import org.rochade.rules.api.CastlingSide;
import org.rochade.rules.api.Move;
import org.rochade.rules.api.PieceType;
import org.rochade.rules.api.SanException;
import org.rochade.rules.api.Square;
import org.rochade.rules.api.UciCastling;
import org.rochade.rules.api.UciException;
import org.rochade.rules.api.spi.CastlingConvention;

/**
 * SAN and UCI in both directions, computed from the position's legal moves. SAN text is read by
 * {@link SanReader}; here its code becomes a legal move. Castling is written as the
 * {@link CastlingConvention} writes it.
 */
final class Notation {
    private Notation() {
    }

    // ---- SAN out ---------------------------------------------------------------------------

    static String toSan(LegalMoves legal, int move, CastlingConvention convention) {
        return toSan(legal.board(), new int[MoveGen.MAX_MOVES], move, convention);
    }

    /**
     * SAN of a legal move, without generating every legal move: disambiguation looks only at the
     * moves of the same piece type to the same square ({@link MoveGen#generateTo}), and the mate
     * test runs only after a check (cheap enough to write every move of an archive).
     *
     * @param buffer scratch space of {@link MoveGen#MAX_MOVES}
     */
    static String toSan(Board b, int[] buffer, int move, CastlingConvention convention) {
        int from = MoveCodec.from(move);
        int to = MoveCodec.to(move);
        int kind = MoveCodec.kind(move);
        StringBuilder sb = new StringBuilder(8);
        if (kind == MoveCodec.CASTLE) {
            sb.append(convention.toSan(CastlingSide.of(from & 7, to & 7)));
        } else {
            int type = Pieces.type(b.squares[from]);
            boolean capture = kind == MoveCodec.EN_PASSANT || b.squares[to] != Pieces.EMPTY;
            if (type == Pieces.PAWN) {
                if (capture) {
                    sb.append((char) ('a' + (from & 7)));
                }
            } else {
                sb.append(Pieces.apiType(type).letter());
                if (type != Pieces.KING) {
                    int n = MoveGen.generateTo(b, buffer, 0, to, type);
                    appendDisambiguation(sb, buffer, n, b, move, type);
                }
            }
            if (capture) {
                sb.append('x');
            }
            sb.append(Square.of(to));
            if (kind == MoveCodec.PROMOTION) {
                sb.append('=').append(Pieces.apiType(MoveCodec.promotionType(move)).letter());
            }
        }
        b.make(move);
        char mark = checkMark(b, buffer);
        if (mark != 0) {
            sb.append(mark);
        }
        b.unmake(move);
        return sb.toString();
    }

    /** File if it tells the movers apart, else rank, else both (the PGN standard's order). */
    private static void appendDisambiguation(StringBuilder sb, int[] moves, int count, Board b, int move, int type) {
        int from = MoveCodec.from(move);
        switch (disambiguation(moves, count, b, move, type)) {
            case BY_FILE -> sb.append((char) ('a' + (from & 7)));
            case BY_RANK -> sb.append((char) ('1' + (from >>> 3)));
            case BY_SQUARE -> sb.append(Square.of(from));
            default -> {
            }
        }
    }

    private static final int BY_NOTHING = 0;
    private static final int BY_FILE = 1;
    private static final int BY_RANK = 2;
    private static final int BY_SQUARE = 3;

    /**
     * What a piece move's SAN names of its from-square to tell it from the other moves of that
     * piece type to that square ({@code moves}, from {@link MoveGen#generateTo}): nothing, the
     * file if that tells them apart, else the rank, else both (the PGN standard's order).
     */
    private static int disambiguation(int[] moves, int count, Board b, int move, int type) {
        int from = MoveCodec.from(move);
        int to = MoveCodec.to(move);
        boolean others = false;
        boolean sameFile = false;
        boolean sameRank = false;
        for (int i = 0; i < count; i++) {
            int m = moves[i];
            int otherFrom = MoveCodec.from(m);
            if (otherFrom == from || MoveCodec.to(m) != to || MoveCodec.kind(m) == MoveCodec.CASTLE
                    || Pieces.type(b.squares[otherFrom]) != type) {
                continue;
            }
            others = true;
            sameFile |= (otherFrom & 7) == (from & 7);
            sameRank |= (otherFrom >>> 3) == (from >>> 3);
        }
        return !others ? BY_NOTHING : !sameFile ? BY_FILE : !sameRank ? BY_RANK : BY_SQUARE;
    }

    /**
     * Whether a move read by the fast path is written as {@link #toSan} writes it, its check or
     * mate mark aside: then a writer can take the text as it is instead of rendering it again
     * (rendering every move was a quarter of {@code convert}'s time). {@code code} is the text's
     * {@link SanReader} code, {@code candidates} the {@code count} moves of its piece type to its
     * square that {@link #pickFast} chose {@code move} from; {@code b} is before the move.
     */
    static boolean writtenAsRendered(Board b, int[] candidates, int count, int move, int code) {
        if (!SanReader.isStandardShape(code)) {
            return false; // before the disambiguation is worked out
        }
        int from = MoveCodec.from(move);
        int to = MoveCodec.to(move);
        int type = Pieces.type(b.squares[from]);
        boolean capture = MoveCodec.kind(move) == MoveCodec.EN_PASSANT || b.squares[to] != Pieces.EMPTY;
        int needed = type == Pieces.KING || type == Pieces.PAWN ? BY_NOTHING : disambiguation(candidates, count, b, move, type);
        return writtenAsRendered(code, type, capture, needed);
    }

    /**
     * {@link #writtenAsRendered(Board, int[], int, int, int)} for a move that was the only one of its
     * piece type to its square, so that its SAN names nothing of its from-square: what the move's
     * piece type is and whether it captures is all it needs, which the board after the move tells
     * as well as the board before it.
     */
    static boolean writtenAsRenderedAlone(int code, int type, boolean capture) {
        return writtenAsRendered(code, type, capture, BY_NOTHING);
    }

    /** @param needed what the SAN must name of the from-square: BY_NOTHING, BY_FILE, BY_RANK or BY_SQUARE */
    private static boolean writtenAsRendered(int code, int type, boolean capture, int needed) {
        if (!SanReader.isStandardShape(code) || SanReader.hasCaptureMark(code) != capture) {
            return false;
        }
        boolean namesFile = SanReader.fromFile(code) >= 0;
        boolean namesRank = SanReader.fromRank(code) >= 0;
        if (type == Pieces.PAWN) {
            return namesFile == capture && !namesRank; // "exd5" for a capture, "e4" for a push
        }
        return namesFile == ((needed & BY_FILE) != 0) && namesRank == ((needed & BY_RANK) != 0);
    }

    /**
     * The SAN of a move whose text is {@link #writtenAsRendered}, its check or mate mark aside,
     * written from the text's pattern alone as ASCII bytes into {@code into} from {@code at}: the
     * piece letter (none for a pawn), the from-file and from-rank the pattern names, 'x' when it
     * has the capture mark, the destination, '=' and the promotion letter. Returns the index after it.
     */
    static int sanOfPattern(int code, byte[] into, int at) {
        int role = SanReader.role(code);
        if (role != Pieces.PAWN) {
            into[at++] = (byte) PIECE_LETTERS[role];
        }
        int fromFile = SanReader.fromFile(code);
        if (fromFile >= 0) {
            into[at++] = (byte) ('a' + fromFile);
        }
        int fromRank = SanReader.fromRank(code);
        if (fromRank >= 0) {
            into[at++] = (byte) ('1' + fromRank);
        }
        if (SanReader.hasCaptureMark(code)) {
            into[at++] = 'x';
        }
        int to = SanReader.to(code);
        into[at++] = (byte) ('a' + (to & 7));
        into[at++] = (byte) ('1' + (to >>> 3));
        int promotion = SanReader.promotion(code);
        if (promotion >= 0) {
            into[at++] = '=';
            into[at++] = (byte) PIECE_LETTERS[promotion];
        }
        return at;
    }

    /** The letters of the piece types, by Pieces' type (PieceType's ordinal). */
    private static final char[] PIECE_LETTERS = new char[6];

    static {
        for (int type = 0; type < PIECE_LETTERS.length; type++) {
            PIECE_LETTERS[type] = Pieces.apiType(type).letter();
        }
    }

    /** The check or mate mark of the position after a move ({@code b}), or 0 when it is no check. */
    static char checkMark(Board b, int[] buffer) {
        if (b.checkers() == 0) {
            return 0;
        }
        return MoveGen.hasLegalMove(b, buffer) ? '+' : '#';
    }

    // ---- SAN in ----------------------------------------------------------------------------

    // The FEN is only for error messages: a supplier, because writing it for every move read
    // cost a quarter of PGN validation time.

    /** The legal move a SAN text names, or a {@link SanException} saying why there is none. */
    static int parseSan(LegalMoves legal, String san, Supplier<String> fen) {
        return parseSan(legal, san, SanReader.read(san), fen);
    }

    /**
     * The legal move a SAN text names, its {@link SanReader} code already read, or a
     * {@link SanException} saying why there is none: the full search, with king-takes-rook castling
     * and the UCI reading of text that is not SAN.
     */
    static int parseSan(LegalMoves legal, String san, int code, Supplier<String> fen) {
        if (san == null || san.isEmpty()) {
            throw new SanException(SanException.Kind.SYNTAX, String.valueOf(san), fen.get(), "empty");
        }
        if (SanReader.isCastling(code)) {
            return castle(legal, SanReader.castlingSide(code), san, fen);
        }
        if (code == SanReader.NONE) {
            int uci = uciMove(legal, SanReader.body(san));
            if (uci >= 0) {
                return uci;
            }
            throw new SanException(SanException.Kind.SYNTAX, san, fen.get(), null);
        }
        Board b = legal.board();
        int found = -1;
        int matches = 0;
        for (int i = 0; i < legal.count(); i++) {
            int m = legal.get(i);
            if (SanReader.matches(code, m, b)) {
                found = m;
                matches++;
            }
        }
        if (matches == 0 && SanReader.namesKing(code, b)) {
            // "Kxh1", "Kh1" or "g1h1" onto the king's own rook: castling written as king takes rook.
            found = kingTakesRook(legal, SanReader.to(code));
            matches = found < 0 ? 0 : 1;
        }
        if (matches == 0) {
            int uci = uciMove(legal, SanReader.body(san));
            if (uci >= 0) {
                return uci;
            }
            throw new SanException(SanException.Kind.ILLEGAL, san, fen.get(), SanReader.explainMiss(code, legal));
        }
        if (matches > 1) {
            throw new SanException(SanException.Kind.AMBIGUOUS, san, fen.get(), matches + " moves fit");
        }
        return found;
    }

    /**
     * A move written in UCI in the move text, read as python-chess reads it: classic castling as the
     * king's two-square move (e1g1), Chess960 castling as king takes rook (e1h1), promotions with a
     * lower-case piece (e7e8q). Only asked when the text is no legal SAN move, so that a SAN reading
     * (long algebraic "e2e4" is one) always wins; -1 when it is not a legal UCI move either.
     */
    static int uciMove(LegalMoves legal, String text) {
        if (!isUci(text)) {
            return -1;
        }
        try {
            return parseUci(legal, text, "");
        } catch (UciException e) {
            return -1;
        }
    }

    /** Whether {@code text} has the shape of a UCI move: two squares, then perhaps q, r, b or n. */
    static boolean isUci(String text) {
        int n = text.length();
        return (n == 4 || (n == 5 && "qrbn".indexOf(text.charAt(4)) >= 0))
                && text.charAt(0) >= 'a' && text.charAt(0) <= 'h' && text.charAt(1) >= '1' && text.charAt(1) <= '8'
                && text.charAt(2) >= 'a' && text.charAt(2) <= 'h' && text.charAt(3) >= '1' && text.charAt(3) <= '8';
    }

    /**
     * The fast path of reading SAN: the legal move a code names when that is the plain case, found
     * among the moves of its piece type to its square only (or among the castlings), else -1:
     * castling that is not legal, king takes rook, no fit, several fits or unreadable text are
     * left to the full {@link #parseSan}, so that verdicts and messages are the same on both paths.
     */
    static int parseSanFast(Board b, int[] buffer, int code) {
        if (SanReader.isCastling(code)) {
            return castleFast(b, buffer, SanReader.castlingSide(code));
        }
        if (!SanReader.isPieceMove(code)) {
            return -1;
        }
        return pickFast(b, buffer, candidatesFast(b, buffer, code), code);
    }

    /** The moves of a code's piece type to its square, into {@code buffer}; their number. */
    static int candidatesFast(Board b, int[] buffer, int code) {
        return MoveGen.generateTo(b, buffer, 0, SanReader.to(code), SanReader.role(code));
    }

    /** The one candidate the code fits, or -1 when none or several do. */
    static int pickFast(Board b, int[] candidates, int count, int code) {
        int found = -1;
        for (int i = 0; i < count; i++) {
            if (SanReader.matches(code, candidates[i], b)) {
                if (found >= 0) {
                    return -1;
                }
                found = candidates[i];
            }
        }
        return found;
    }

    /**
     * Castling to one side read fast: only the castling moves are generated. Returns -1 when none
     * to that side is legal, so that the full {@link #parseSan} words the error.
     */
    static int castleFast(Board b, int[] buffer, CastlingSide side) {
        int n = MoveGen.castles(b, buffer, 0);
        for (int i = 0; i < n; i++) {
            int m = buffer[i];
            if (CastlingSide.of(MoveCodec.from(m) & 7, MoveCodec.to(m) & 7) == side) {
                return m;
            }
        }
        return -1;
    }

    private static int castle(LegalMoves legal, CastlingSide side, String san, Supplier<String> fen) {
        // Its own buffer: the legal moves' buffer is still in use.
        int move = castleFast(legal.board(), new int[MoveGen.MAX_MOVES], side);
        if (move >= 0) {
            return move;
        }
        throw new SanException(SanException.Kind.ILLEGAL, san, fen.get(), CastlingRefusal.ofSide(legal.board(), side));
    }

    private static int kingTakesRook(LegalMoves legal, int rook) {
        for (int i = 0; i < legal.count(); i++) {
            int m = legal.get(i);
            if (MoveCodec.kind(m) == MoveCodec.CASTLE && MoveCodec.to(m) == rook) {
                return m;
            }
        }
        return -1;
    }

    // ---- UCI -------------------------------------------------------------------------------

    static String toUci(Board b, int move, UciCastling encoding) {
        int from = MoveCodec.from(move);
        int to = MoveCodec.to(move);
        int kind = MoveCodec.kind(move);
        if (kind == MoveCodec.CASTLE && encoding == UciCastling.KING_TWO_SQUARES) {
            int kingTo = b.castling.kingTo(to);
            // Two squares only where they cannot mean another move: a king that moves one file
            // would read as the ordinary king move (or the other castling's king-takes-rook), one
            // that stays would be no move at all; those castlings stay king-takes-rook (UciCastling).
            if (Math.abs((kingTo & 7) - (from & 7)) >= 2) {
                to = kingTo;
            }
        }
        if (kind == MoveCodec.PROMOTION) {
            return SQUARE_PAIRS[from * 64 + to] + Character.toLowerCase(Pieces.apiType(MoveCodec.promotionType(move)).letter());
        }
        return SQUARE_PAIRS[from * 64 + to];
    }

    /** "e2e4" for every pair of squares, made once: UCI is written for every move a game builder reads. */
    private static final String[] SQUARE_PAIRS = new String[64 * 64];

    static {
        for (int from = 0; from < 64; from++) {
            for (int to = 0; to < 64; to++) {
                SQUARE_PAIRS[from * 64 + to] = Square.of(from).toString() + Square.of(to);
            }
        }
    }

    /**
     * Reads UCI. King-takes-rook is always castling; the king's castling destination (e1g1) counts
     * as castling only when no ordinary king move has the same squares.
     */
    static int parseUci(LegalMoves legal, String uci, String fen) {
        if (uci == null || (uci.length() != 4 && uci.length() != 5)) {
            throw new UciException(String.valueOf(uci), fen, "expected 4 or 5 characters like e2e4 or e7e8q");
        }
        if (!isUci(uci.substring(0, 4))) {
            throw new UciException(uci, fen, "not two squares in lower case");
        }
        Square from = Square.parse(uci.substring(0, 2));
        Square to = Square.parse(uci.substring(2, 4));
        int promotion = -1;
        if (uci.length() == 5) {
            PieceType type = PieceType.fromLetter(uci.charAt(4));
            if (type == null || type == PieceType.PAWN || type == PieceType.KING) {
                throw new UciException(uci, fen, "'" + uci.charAt(4) + "' is not a promotion piece (q, r, b, n)");
            }
            promotion = Pieces.ofApi(type);
        }
        Board b = legal.board();
        int castleToKingSquare = -1;
        for (int i = 0; i < legal.count(); i++) {
            int m = legal.get(i);
            if (MoveCodec.from(m) != from.index()) {
                continue;
            }
            int kind = MoveCodec.kind(m);
            if (kind == MoveCodec.CASTLE) {
                if (MoveCodec.to(m) == to.index() && promotion < 0) {
                    return m;
                }
                if (b.castling.kingTo(MoveCodec.to(m)) == to.index() && promotion < 0) {
                    castleToKingSquare = m;
                }
            } else if (MoveCodec.to(m) == to.index()
                    && (kind == MoveCodec.PROMOTION ? MoveCodec.promotionType(m) == promotion : promotion < 0)) {
                return m;
            }
        }
        if (castleToKingSquare >= 0) {
            return castleToKingSquare;
        }
        throw new UciException(uci, fen, "not a legal move");
    }

    static Move toApi(LegalMoves legal, int move) {
        return legal.toApi(move);
    }
}
