package org.rochade.pgn.plugin;

import java.util.List;
import java.util.Map;
import java.util.function.IntSupplier;
import java.util.random.RandomGenerator;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.DiceResult;
import org.rochade.rules.api.GameStatus;
import org.rochade.rules.api.Move;
import org.rochade.rules.api.MoveLookup;
import org.rochade.rules.api.PieceType;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.Setup;
import org.rochade.rules.api.SetupProblem;
import org.rochade.rules.api.Square;
import org.rochade.rules.api.StartArray;
import org.rochade.rules.api.StartVerdict;
import org.rochade.rules.api.UciCastling;
import org.rochade.rules.api.Variant;

/** Rules that offer only the ChessRules calls (no MoveTextReplay fast path), to test the fallback. */
final class ApiOnlyRules implements ChessRules {
    private final ChessRules d;

    ApiOnlyRules(ChessRules delegate) {
        this.d = delegate;
    }

    @Override public Variant variant() { return d.variant(); }
    @Override public String castlingConvention() { return d.castlingConvention(); }
    @Override public List<StartArray> startArrays() { return d.startArrays(); }
    @Override public StartArray startArray(int number) { return d.startArray(number); }
    @Override public StartArray startArray(int sp, int spBlack) { return d.startArray(sp, spBlack); }
    @Override public StartArray randomStartArray(RandomGenerator random) { return d.randomStartArray(random); }
    @Override public StartVerdict checkStart(String fen) { return d.checkStart(fen); }
    @Override public DiceResult rollDice(IntSupplier die) { return d.rollDice(die); }
    @Override public Position startPosition(StartArray array) { return d.startPosition(array); }
    @Override public Position fromFen(String fen) { return d.fromFen(fen); }
    @Override public Position position(Setup setup) { return d.position(setup); }
    @Override public List<SetupProblem> problems(Setup setup) { return d.problems(setup); }
    @Override public Position playNullMove(Position position) { return d.playNullMove(position); }
    @Override public MoveLookup findMove(Position position, Square from, Square to, PieceType promotion) {
        return d.findMove(position, from, to, promotion);
    }
    @Override public List<Move> legalMoves(Position position) { return d.legalMoves(position); }
    @Override public boolean isLegal(Position position, Move move) { return d.isLegal(position, move); }
    @Override public Position play(Position position, Move move) { return d.play(position, move); }
    @Override public Move parseSan(Position position, String san) { return d.parseSan(position, san); }
    @Override public String toSan(Position position, Move move) { return d.toSan(position, move); }
    @Override public Move parseUci(Position position, String uci) { return d.parseUci(position, uci); }
    @Override public String toUci(Position position, Move move, UciCastling castling) { return d.toUci(position, move, castling); }
    @Override public GameStatus status(Position position) { return d.status(position); }
    @Override public GameStatus status(List<Position> history) { return d.status(history); }
    @Override public long perft(Position position, int depth) { return d.perft(position, depth); }
    @Override public Map<Move, Long> divide(Position position, int depth) { return d.divide(position, depth); }
}
