package org.rochade.rules.impl.engine;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.IntSupplier;
import java.util.random.RandomGenerator;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.DiceResult;
import org.rochade.rules.api.GameStatus;
import org.rochade.rules.api.Move;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.StartArray;
import org.rochade.rules.api.StartVerdict;
import org.rochade.rules.api.UciCastling;
import org.rochade.rules.api.Variant;
import org.rochade.rules.api.spi.CastlingConvention;

/**
 * The engine's {@link ChessRules}: one variant, one castling convention. Immutable and thread-safe;
 * the OSGi components and the plain class-path providers extend it only to be constructed.
 */
public class EngineRules implements ChessRules {
    private final Variant variant;
    private final CastlingConvention castling;

    public EngineRules(Variant variant, CastlingConvention castling) {
        this.variant = Objects.requireNonNull(variant, "variant");
        this.castling = Objects.requireNonNull(castling, "castling");
    }

    @Override public Variant variant() { return variant; }
    @Override public List<String> pgnAliases() { throw new IllegalStateException("in progress"); }
    @Override public String castlingConvention() { return castling.name(); }
    @Override public List<StartArray> startArrays() { throw new IllegalStateException("in progress"); }
    @Override public StartArray startArray(int number) { throw new IllegalStateException("in progress"); }
    @Override public StartArray randomStartArray(RandomGenerator random) { throw new IllegalStateException("in progress"); }
    @Override public StartVerdict checkStart(String fen) { throw new IllegalStateException("in progress"); }
    @Override public DiceResult rollDice(IntSupplier die) { throw new IllegalStateException("in progress"); }
    @Override public Position startPosition(StartArray array) { throw new IllegalStateException("in progress"); }
    @Override public Position fromFen(String fen) { throw new IllegalStateException("in progress"); }
    @Override public List<Move> legalMoves(Position position) { throw new IllegalStateException("in progress"); }
    @Override public boolean isLegal(Position position, Move move) { throw new IllegalStateException("in progress"); }
    @Override public Position play(Position position, Move move) { throw new IllegalStateException("in progress"); }
    @Override public Move parseSan(Position position, String san) { throw new IllegalStateException("in progress"); }
    @Override public String toSan(Position position, Move move) { throw new IllegalStateException("in progress"); }
    @Override public Move parseUci(Position position, String uci) { throw new IllegalStateException("in progress"); }
    @Override public String toUci(Position position, Move move, UciCastling castling) { throw new IllegalStateException("in progress"); }
    @Override public GameStatus status(Position position) { throw new IllegalStateException("in progress"); }
    @Override public GameStatus status(List<Position> history) { throw new IllegalStateException("in progress"); }
    @Override public long perft(Position position, int depth) { throw new IllegalStateException("in progress"); }
    @Override public Map<Move, Long> divide(Position position, int depth) { throw new IllegalStateException("in progress"); }
}
