package org.rochade.rules.impl.engine;

import java.util.ArrayList;
import org.rochade.rules.api.CastlingSide;
import org.rochade.rules.api.FenFormat;
import org.rochade.rules.api.GameStatus;
import org.rochade.rules.api.Move;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.RulesException;
import org.rochade.rules.api.SanPattern;
import org.rochade.rules.api.Variant;
import org.rochade.rules.api.MoveTextReplayer;
import org.rochade.rules.api.spi.CastlingConvention;

/**
 * PGN move text on one working board: each SAN move costs a look backwards from its square for the
 * pieces of its type ({@link SanMoves}; else a generation of their moves to it, {@link MoveGen#generateTo}) and one make,
 * with no Position built. Only the last move of the current line can be taken back (for a
 * variation); entering a variation saves a copy of the board, leaving it restores the copy.
 */
final class EngineReplayer implements MoveTextReplayer {
    private static final int NONE = -1;
    private static final int NULL_MOVE = -2;

    private final Variant variant;
    private final CastlingConvention castling;
    /**
     * Move generation's scratch, made when first needed: a game of no moves (an opening book's
     * position) asks only for the status, which its king's steps mostly settle.
     */
    private int[] buffer;
    /**
     * The moves of one piece type to one square, for each SAN move read ({@link MoveGen#MAX_MOVES_TO}):
     * the full buffer (1 KB, zeroed) made for every game was most of what a game's replay allocated.
     */
    private final int[] candidates = new int[MoveGen.MAX_MOVES_TO];
    private Board board;
    /** The last move of the current line (to take back for a variation), NONE or NULL_MOVE. */
    private int last = NONE;
    /**
     * The last move's text when the fast path read it (a piece or pawn move), else null; with
     * {@link #lastCode}, its {@link SanReader} code. When it is written as {@link #lastSan} renders
     * it, check mark aside (most moves of most files), that text is the SAN. Whether it is, is
     * decided when the SAN is asked for: validation never asks.
     */
    private String lastWritten;
    private int lastCode;
    /**
     * 1 when the last move was the only one of its piece type to reach its square, so that its SAN
     * names nothing of its from-square; more when others did (or may have: {@link SanMoves} does
     * not count the legal ones), and the disambiguation is worked out when the SAN is asked for.
     */
    private int lastCandidates;
    /** The board before a null move: make/unmake cannot take a pass back. */
    private Board beforeNull;
    /** The enclosing lines' states, innermost last: a variation returns to them when it ends. */
    private final ArrayList<SavedLine> saved = new ArrayList<>();

    /**
     * Working boards of variations that ended, for the next variation's saved copy of its line's
     * board: a new board per variation was a fifth of what validating the 100,000-game archive
     * allocated (with the start board, over 40%).
     */
    private final ArrayList<Board> spareBoards = new ArrayList<>();

    /** What a line was doing when a variation interrupted it. */
    private record SavedLine(Board board, int last, Board beforeNull) {
    }

    EngineReplayer(Board board, Variant variant, CastlingConvention castling) {
        this.board = board;
        this.variant = variant;
        this.castling = castling;
    }

    /** Whether this replayer replays for rules of this variant and castling convention. */
    boolean replaysFor(Variant rulesVariant, CastlingConvention rulesCastling) {
        return variant == rulesVariant && castling == rulesCastling;
    }

    /**
     * Starts over at {@code start} (of this replayer's variant and castling convention), as a new
     * replayer there would be, on the boards it has: whatever the game before left (variations
     * still open included) is forgotten.
     */
    EngineReplayer restart(EnginePosition start) {
        saved.clear();
        board = start.loadInto(board);
        last = NONE;
        lastWritten = null;
        beforeNull = null;
        return this;
    }

    @Override
    public void play(String san) {
        play(san, SanReader.read(san));
    }

    /** {@inheritDoc} The pattern is this engine's code of the text ({@link SanReader}). */
    @Override
    public void play(String san, int code) {
        int move;
        lastWritten = null;
        if (SanReader.isPieceMove(code)) {
            int found = SanMoves.find(board, code);
            int count;
            if (found >= 0) {
                move = found & ~SanMoves.ALONE;
                count = (found & SanMoves.ALONE) != 0 ? 1 : 2; // others reached the square: worked out when asked
            } else {
                count = Notation.candidatesFast(board, candidates, code);
                move = Notation.pickFast(board, candidates, count, code);
            }
            if (move >= 0) {
                lastWritten = san;
                lastCode = code;
                lastCandidates = count;
            }
        } else {
            move = Notation.parseSanFast(board, candidates, code); // castling: two moves at most
        }
        if (move < 0) {
            move = Notation.parseSan(new LegalMoves(board, moves()), san, code, this::fen);
        }
        board.clearUndo();
        board.make(move);
        last = move;
    }

    private int[] moves() {
        int[] moves = buffer;
        if (moves == null) {
            moves = new int[MoveGen.MAX_MOVES];
            buffer = moves;
        }
        return moves;
    }

    @Override
    public void playNull() {
        if (board.checkers() != 0) {
            throw new RulesException("null move while in check in " + fen());
        }
        beforeNull = board.copy();
        if (board.side == Pieces.BLACK) {
            board.fullmoveNumber++;
        }
        board.side ^= 1;
        board.epSquare = -1;
        board.halfmoveClock++;
        board.clearUndo();
        last = NULL_MOVE;
        lastWritten = null;
    }

    @Override
    public void startVariation() {
        if (last == NONE) {
            throw new RulesException("a variation needs a move before it to replace");
        }
        saved.add(new SavedLine(copyOfBoard(), last, beforeNull));
        if (last == NULL_MOVE) {
            board = beforeNull.copy();
        } else {
            board.unmake(last);
        }
        last = NONE;
        lastWritten = null;
    }

    /** A copy of the working board, into a spare one when there is one. */
    private Board copyOfBoard() {
        int spares = spareBoards.size();
        return spares == 0 ? board.copy() : board.copyInto(spareBoards.remove(spares - 1));
    }

    @Override
    public void endVariation() {
        SavedLine line = saved.remove(saved.size() - 1);
        spareBoards.add(board); // the variation's board: nothing else holds it (positions are snapshots)
        board = line.board();
        last = line.last();
        beforeNull = line.beforeNull();
        lastWritten = null;
    }

    @Override
    public CastlingSide lastCastling() {
        if (last < 0 || MoveCodec.kind(last) != MoveCodec.CASTLE) {
            return null;
        }
        return CastlingSide.of(MoveCodec.from(last) & 7, MoveCodec.to(last) & 7);
    }

    @Override
    public boolean isCheck() {
        return board.checkers() != 0;
    }

    @Override
    public GameStatus status() {
        return StatusJudge.judge(board, buffer, 0); // made there when the king's steps do not settle it
    }

    @Override
    public Position position() {
        return EnginePosition.of(board, variant);
    }

    @Override
    public Move lastMove() {
        if (last < 0) {
            return null;
        }
        return LegalMoves.lastToApi(board, last);
    }

    @Override
    public String lastSan() {
        if (last == NULL_MOVE) {
            return "--";
        }
        if (last < 0) {
            return null;
        }
        boolean asWritten = lastWritten != null
                && (lastCandidates == 1 ? isWrittenAsRenderedAlone() : isWrittenAsRenderedAmongOthers());
        if (asWritten) {
            // The text's own mark is in its pattern: a text with the right mark is returned
            // without reading it (the first touch of a cached String, a cache miss per move).
            char mark = checkMark();
            return SanPattern.checkMark(lastCode) == mark ? lastWritten : withCheckMark(lastWritten, mark);
        }
        board.unmake(last);
        String san = Notation.toSan(board, moves(), last, castling);
        board.make(last);
        return san;
    }

    /**
     * {@inheritDoc} A move whose text is written as rendered is written from its pattern, which
     * holds all its SAN names but the check mark, without touching its text (a String of the
     * reader's cache, a cache miss per move when an archive is written); others as {@link #lastSan()}.
     */
    @Override
    public int lastSan(byte[] into, int at) {
        if (last >= 0 && lastWritten != null
                && (lastCandidates == 1 ? isWrittenAsRenderedAlone() : isWrittenAsRenderedAmongOthers())) {
            int end = Notation.sanOfPattern(lastCode, into, at);
            char mark = checkMark();
            if (mark != 0) {
                into[end++] = (byte) mark;
            }
            return end;
        }
        return MoveTextReplayer.asciiInto(lastSan(), into, at);
    }

    @Override
    public String lastUci() {
        if (last == NULL_MOVE) {
            return "0000";
        }
        return last < 0 ? null : Notation.toUci(board, last, variant.defaultUciCastling());
    }

    /**
     * Whether the last move's text is written as rendered when it was the only move of its piece
     * type to its square: no disambiguation, so the board after the move tells enough.
     */
    private boolean isWrittenAsRenderedAlone() {
        int kind = MoveCodec.kind(last);
        int type = kind == MoveCodec.PROMOTION ? Pieces.PAWN : Pieces.type(board.squares[MoveCodec.to(last)]);
        boolean capture = kind == MoveCodec.EN_PASSANT || board.lastCaptured() != Pieces.EMPTY;
        return Notation.writtenAsRenderedAlone(lastCode, type, capture);
    }

    /**
     * Whether the last move's text is written as rendered when other moves of its piece type went
     * to its square too: the disambiguation is worked out on the board before the move.
     */
    private boolean isWrittenAsRenderedAmongOthers() {
        board.unmake(last);
        boolean written = Notation.writtenAsRendered(board, candidates, Notation.candidatesFast(board, candidates, lastCode),
                last, lastCode);
        board.make(last);
        return written;
    }

    /**
     * The last move's check or mate mark, or 0: the move buffer (1 KB) is made only for the mate
     * test after a check, not for every game written.
     */
    private char checkMark() {
        return board.checkers() == 0 ? 0 : Notation.checkMark(board, moves());
    }

    /** The text with this check or mate mark (0: none) instead of the one it has (written otherwise). */
    private static String withCheckMark(String text, char mark) {
        char written = text.charAt(text.length() - 1);
        boolean hasMark = written == '+' || written == '#';
        if (hasMark ? written == mark : mark == 0) {
            return text;
        }
        String body = hasMark ? text.substring(0, text.length() - 1) : text;
        return mark == 0 ? body : body + mark;
    }

    private String fen() {
        return position().fen(FenFormat.XFEN);
    }
}
