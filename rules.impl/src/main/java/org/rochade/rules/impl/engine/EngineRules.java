package org.rochade.rules.impl.engine;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.IntSupplier;
import java.util.random.RandomGenerator;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.DiceResult;
import org.rochade.rules.api.GameStatus;
import org.rochade.rules.api.IllegalMoveException;
import org.rochade.rules.api.Move;
import org.rochade.rules.api.MoveLookup;
import org.rochade.rules.api.PieceType;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.RulesException;
import org.rochade.rules.api.Setup;
import org.rochade.rules.api.SetupException;
import org.rochade.rules.api.SetupProblem;
import org.rochade.rules.api.Square;
import org.rochade.rules.api.StartArray;
import org.rochade.rules.api.StartVerdict;
import org.rochade.rules.api.UciCastling;
import org.rochade.rules.api.Variant;
import org.rochade.rules.api.MoveTextReplay;
import org.rochade.rules.api.MoveTextReplayer;
import org.rochade.rules.api.spi.CastlingConvention;
import org.rochade.rules.impl.start.DieProcedure;
import org.rochade.rules.impl.start.StartArrayCatalog;

/**
 * The engine's {@link ChessRules}: one variant, one castling convention. Immutable and thread-safe
 * (each call works on its own board); the OSGi components and the plain class-path providers
 * extend it only to be constructed.
 */
public class EngineRules implements ChessRules, MoveTextReplay {
    private final Variant variant;
    private final CastlingConvention castling;
    private final StartArrayCatalog starts;
    /** The convention's castling tables, shared by the positions these rules build. */
    private final CastlingTables tables;

    public EngineRules(Variant variant, CastlingConvention castling) {
        this.variant = Objects.requireNonNull(variant, "variant");
        this.castling = Objects.requireNonNull(castling, "castling");
        this.starts = StartArrayCatalog.of(variant);
        this.tables = new CastlingTables(castling);
    }

    @Override
    public Variant variant() {
        return variant;
    }

    @Override
    public String castlingConvention() {
        return castling.name();
    }

    // ---- start arrays ----------------------------------------------------------------------

    @Override
    public List<StartArray> startArrays() {
        return starts.all();
    }

    @Override
    public StartArray startArray(int number) {
        return starts.byNumber(number);
    }

    @Override
    public StartArray startArray(int sp, int spBlack) {
        return starts.bySps(sp, spBlack);
    }

    @Override
    public StartArray randomStartArray(RandomGenerator random) {
        return starts.random(random);
    }

    @Override
    public StartVerdict checkStart(String fen) {
        return starts.check(fen);
    }

    @Override
    public DiceResult rollDice(IntSupplier die) {
        if (!variant.hasDieProcedure()) {
            throw new UnsupportedOperationException("the die procedure makes Chess960 arrays; " + variant + " has none");
        }
        return variant.mirrored() ? DieProcedure.roll(die) : DieProcedure.rollDfrc(die);
    }

    @Override
    public Position startPosition(StartArray array) {
        return SetupCheck.start(array, variant, tables);
    }

    // ---- positions and moves ---------------------------------------------------------------

    @Override
    public Position fromFen(String fen) {
        return SetupCheck.fromFen(fen, variant, tables);
    }

    @Override
    public Position position(Setup setup) {
        SetupCheck check = SetupCheck.of(Objects.requireNonNull(setup, "setup"), variant);
        if (!check.problems().isEmpty()) {
            throw new SetupException(check.problems());
        }
        return check.build(variant, tables);
    }

    @Override
    public List<SetupProblem> problems(Setup setup) {
        return SetupCheck.of(Objects.requireNonNull(setup, "setup"), variant).problems();
    }

    @Override
    public Position playNullMove(Position position) {
        Board board = own(position).toBoard();
        if (board.checkers() != 0) {
            throw new RulesException("a null move is not allowed in check (" + position.fen() + ")");
        }
        if (board.side == Pieces.BLACK) {
            board.fullmoveNumber++;
        }
        board.side ^= 1;
        board.epSquare = -1;
        board.halfmoveClock++;
        return EnginePosition.of(board, variant);
    }

    @Override
    public MoveLookup findMove(Position position, Square from, Square to, PieceType promotion) {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
        return MoveFinder.find(legal(position), from, to, promotion);
    }

    @Override
    public List<Move> legalMoves(Position position) {
        return legal(position).toApi();
    }

    @Override
    public boolean isLegal(Position position, Move move) {
        return legal(position).find(move) >= 0;
    }

    @Override
    public Position play(Position position, Move move) {
        LegalMoves legal = legal(position);
        int m = legal.find(move);
        if (m < 0) {
            throw new IllegalMoveException(move, position.fen());
        }
        return after(legal, m);
    }

    // ---- notation --------------------------------------------------------------------------

    @Override
    public Move parseSan(Position position, String san) {
        LegalMoves legal = legal(position);
        return legal.toApi(Notation.parseSan(legal, san, position::fen));
    }

    @Override
    public String toSan(Position position, Move move) {
        LegalMoves legal = legal(position);
        return Notation.toSan(legal, legalOrThrow(legal, move, position), castling);
    }

    @Override
    public Move parseUci(Position position, String uci) {
        LegalMoves legal = legal(position);
        return legal.toApi(Notation.parseUci(legal, uci, position.fen()));
    }

    @Override
    public String toUci(Position position, Move move, UciCastling encoding) {
        LegalMoves legal = legal(position);
        return Notation.toUci(legal.board(), legalOrThrow(legal, move, position), encoding);
    }

    // ---- move text replay (the PGN fast path) -----------------------------------------------

    @Override
    public MoveTextReplayer replayer(Position start) {
        return new EngineReplayer(own(start).toBoard(2), variant, castling);
    }

    /** {@inheritDoc} A replayer of these rules' variant and convention starts over on its own boards. */
    @Override
    public MoveTextReplayer replayer(Position start, MoveTextReplayer spare) {
        EnginePosition position = own(start);
        if (spare instanceof EngineReplayer replayer && replayer.replaysFor(variant, castling)) {
            return replayer.restart(position);
        }
        return new EngineReplayer(position.toBoard(2), variant, castling);
    }

    // ---- status and perft ------------------------------------------------------------------

    @Override
    public GameStatus status(Position position) {
        return StatusJudge.judge(own(position), List.of());
    }

    @Override
    public GameStatus status(List<Position> history) {
        if (history.isEmpty()) {
            throw new RulesException("the history is empty: it must end with the current position");
        }
        return StatusJudge.judge(own(history.get(history.size() - 1)), history);
    }

    @Override
    public long perft(Position position, int depth) {
        checkDepth(depth, 0);
        return new Perft(own(position).toBoard(), depth).run(depth);
    }

    @Override
    public Map<Move, Long> divide(Position position, int depth) {
        checkDepth(depth, 1);
        LegalMoves legal = legal(position);
        Board board = legal.board();
        Perft perft = new Perft(board, depth);
        Map<Move, Long> result = new LinkedHashMap<>();
        for (int i = 0; i < legal.count(); i++) {
            int m = legal.get(i);
            Move move = legal.toApi(m);
            board.make(m);
            result.put(move, perft.run(depth - 1));
            board.unmake(m);
        }
        return result;
    }

    // ---- helpers ---------------------------------------------------------------------------

    /** perft counts from depth 0 (the position itself: 1 node), divide from 1 (a root move to split by). */
    private static void checkDepth(int depth, int least) {
        if (depth < least || depth > 64) {
            throw new RulesException((least == 0 ? "perft" : "divide") + " depth must be " + least + "..64, not " + depth);
        }
    }

    private LegalMoves legal(Position position) {
        return new LegalMoves(own(position).toBoard());
    }

    private Position after(LegalMoves legal, int move) {
        Board board = legal.board();
        board.make(move);
        return EnginePosition.of(board, variant);
    }

    private static int legalOrThrow(LegalMoves legal, Move move, Position position) {
        int m = legal.find(move);
        if (m < 0) {
            throw new IllegalMoveException(move, position.fen());
        }
        return m;
    }

    /** Positions of other implementations (or other conventions) are read again through their FEN. */
    private EnginePosition own(Position position) {
        Objects.requireNonNull(position, "position");
        if (position instanceof EnginePosition p && p.convention() == castling && p.variant() == variant) {
            return p;
        }
        return SetupCheck.fromFen(position.fen(org.rochade.rules.api.FenFormat.SHREDDER), variant, tables);
    }
}
