package org.rochade.rules.api;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.function.IntSupplier;
import java.util.random.RandomGenerator;
import org.osgi.annotation.versioning.ProviderType;

/**
 * The rules of one variant: start arrays, FEN, legal moves, notation, game status and perft.
 *
 * <p>Registered as an OSGi service with {@value #VARIANT_PROPERTY} = {@code chess960},
 * {@code fischer168}, {@code classic} or {@code dfrc}, and {@value #PGN_ALIASES_PROPERTY} listing the PGN
 * Variant tag spellings it answers to, which are its {@link Variant}'s ({@link Variant#pgnAliases()}).
 * Implementations are thread-safe; every method
 * may be called concurrently. Errors in caller-supplied text are {@link RulesException}s whose
 * message names the problem.
 */
@ProviderType
public interface ChessRules {

    /** Service property naming the variant: {@code chess960}, {@code fischer168}, {@code classic} or {@code dfrc}. */
    String VARIANT_PROPERTY = "variant";

    /**
     * Service property: the PGN Variant tag spellings this service answers to, lower case; always
     * its variant's {@link Variant#pgnAliases()}, so a host may filter on it or ask the variant.
     */
    String PGN_ALIASES_PROPERTY = "pgn.aliases";

    /**
     * The ConfigAdmin PID of a variant's rules component inside OSGi: this prefix and the variant's
     * id ({@code org.rochade.rules.chess960}, {@code org.rochade.rules.classic}, ...). A configuration
     * is optional; its property {@code castling.target}, an LDAP filter on
     * {@value org.rochade.rules.api.spi.CastlingConvention#NAME_PROPERTY} such as
     * {@code (castling.convention=fide)}, pins the castling convention of that variant's rules
     * whatever else is deployed (without it the highest-ranked convention is bound), and its
     * properties become the service's. Changing it replaces the service, as a new convention does.
     *
     * @since 1.8.0
     */
    String CONFIGURATION_PID_PREFIX = "org.rochade.rules.";

    Variant variant();

    /** The name of the castling convention in force, e.g. {@code fide} or {@code none}. */
    String castlingConvention();

    // ---- start arrays ----------------------------------------------------------------------

    /**
     * Every start array of the variant in ascending number. For dfrc the list has 921,600 entries
     * and is a read-only view that builds each array when it is asked for (no 921,600 objects are
     * held): index it or stream it, but do not copy it without need.
     */
    List<StartArray> startArrays();

    /**
     * The start array with the variant's own number: SP 0..959 for chess960 (960 is an alias of 0),
     * 1..168 for fischer168, 518 for classic, {@code sp * 960 + spBlack} (0..921,599) for dfrc.
     *
     * @throws RulesException when no array has that number
     */
    StartArray startArray(int number);

    /**
     * The start array with White's Scharnagl number {@code sp} and Black's {@code spBlack}: any pair
     * 0..959 for dfrc ({@code 502, 532} is TCEC's {@code DFRC 502:532}); in the mirrored variants
     * the two must be equal and name one of the variant's arrays.
     *
     * @throws RulesException when the variant has no such array
     */
    StartArray startArray(int sp, int spBlack);

    /** A uniformly chosen start array; the same generator state gives the same array. */
    StartArray randomStartArray(RandomGenerator random);

    /**
     * Whether a FEN shows a legal start of this variant (any castling notation, any move counters),
     * and if not, why. Never throws for bad text: an unreadable FEN is a reason too. A start that
     * gives fewer castling rights than its array has (an event played without castling) is legal;
     * {@link StartVerdict#missingCastling()} says which rights are left out.
     */
    StartVerdict checkStart(String fen);

    /**
     * The die procedure (Bodlaender): throws the die as often as needed, re-rolling faces that are
     * out of range, and reports every throw. Chess960 runs it once; dfrc runs it for White's array,
     * then again for Black's (each throw's meaning names the side). A die backed by a
     * fixed list of rolls signals that it has run out by throwing
     * {@link java.util.NoSuchElementException}, which is reported as a {@link RulesException}.
     *
     * @throws RulesException when a face outside 1..6 is supplied, or the die runs out of throws
     * @throws UnsupportedOperationException for variants other than chess960 and dfrc
     */
    DiceResult rollDice(IntSupplier die);

    /** The position at the start of a game from this array. */
    Position startPosition(StartArray array);

    // ---- positions and moves ---------------------------------------------------------------

    /**
     * Reads standard FEN, X-FEN or Shredder-FEN (castling letters in any order). The move counters
     * may be missing (they default to 0 and 1).
     *
     * @throws FenException naming the field and what is wrong
     */
    Position fromFen(String fen);

    /**
     * The position a setup describes (a position editor's result).
     *
     * @throws SetupException listing every problem when it is not a legal position
     */
    Position position(Setup setup);

    /** Every problem that keeps {@code setup} from being a legal position; empty when it is one. */
    List<SetupProblem> problems(Setup setup);

    /** The legal moves, in a stable order. */
    List<Move> legalMoves(Position position);

    boolean isLegal(Position position, Move move);

    /**
     * The position after a legal move.
     *
     * @throws IllegalMoveException when the move is not legal here
     */
    Position play(Position position, Move move);

    /**
     * The position after a null move: the side to move passes. The en passant square goes, the
     * halfmove clock grows, the fullmove number grows after Black's pass; castling rights stay.
     *
     * @throws RulesException when the side to move is in check (passing would leave the king in check)
     */
    Position playNullMove(Position position);

    /**
     * The move a GUI means by a piece dragged from {@code from} to {@code to}: one legal move,
     * several ({@link MoveLookup.Ambiguous}), a promotion without its piece
     * ({@link MoveLookup.NeedsPromotion}) or none, with the reason ({@link MoveLookup.Illegal}).
     * Castling is found by dropping the king on its own rook, or on the square castling takes it
     * to, where that cannot also be an ordinary king move. A found move equals the same move in
     * {@link #legalMoves}.
     *
     * @param promotion the piece a pawn promotes to, or null when none was chosen (yet)
     */
    MoveLookup findMove(Position position, Square from, Square to, PieceType promotion);

    // ---- notation --------------------------------------------------------------------------

    /**
     * Reads SAN, tolerating check/mate marks, annotation glyphs, "0-0"/"o-o" castling and a king
     * move onto its own rook when that is unambiguously castling.
     *
     * @throws SanException with {@link SanException.Kind} SYNTAX, ILLEGAL or AMBIGUOUS
     */
    Move parseSan(Position position, String san);

    /** SAN with minimal disambiguation and a check (+) or mate (#) mark; castling as O-O / O-O-O. */
    String toSan(Position position, Move move);

    /**
     * Reads a UCI move; castling is accepted both as king-takes-rook and as the king's two-square
     * move where that cannot mean anything else.
     *
     * @throws UciException when the text is not UCI or the move is illegal
     */
    Move parseUci(Position position, String uci);

    String toUci(Position position, Move move, UciCastling castling);

    /** UCI in the variant's default castling encoding ({@link Variant#defaultUciCastling()}). */
    default String toUci(Position position, Move move) {
        return toUci(position, move, variant().defaultUciCastling());
    }

    // ---- game status -----------------------------------------------------------------------

    /** Checkmate, stalemate, insufficient material, 50/75-move rules; no repetition (no history). */
    GameStatus status(Position position);

    /**
     * As {@link #status(Position)}, with threefold and fivefold repetition judged over
     * {@code history}: every position of the game in order, the last being the current one.
     */
    GameStatus status(List<Position> history);

    // ---- perft -----------------------------------------------------------------------------

    /**
     * Number of leaf nodes of the legal move tree to {@code depth} plies, 0 to 64: perft 0 is 1 (the
     * position itself), perft 1 the number of legal moves.
     *
     * @throws RulesException when {@code depth} is outside 0..64
     */
    long perft(Position position, int depth);

    /**
     * Perft split by root move, in the order of {@link #legalMoves}: each root move's perft to
     * {@code depth - 1}; {@code depth} 1 to 64 (depth 0 has no root move to split by).
     *
     * @throws RulesException when {@code depth} is outside 1..64
     */
    Map<Move, Long> divide(Position position, int depth);

    /**
     * {@link #divide(Position, int)} with each root move's subtree counted on {@code executor}
     * (a host's thread pool): the same counts in the same order. At depth 1 or below there is
     * nothing to split (each root move is one node) and it counts on the calling thread. Rules are
     * thread-safe and positions immutable, so the subtrees share them.
     *
     * @throws RuntimeException what a count threw, unwrapped
     * @since 1.6.0
     */
    default Map<Move, Long> divide(Position position, int depth, Executor executor) {
        if (depth <= 1) {
            return divide(position, depth);
        }
        List<Move> moves = legalMoves(position);
        List<CompletableFuture<Long>> counts = new ArrayList<>(moves.size());
        for (Move move : moves) {
            counts.add(CompletableFuture.supplyAsync(() -> perft(play(position, move), depth - 1), executor));
        }
        Map<Move, Long> perMove = new LinkedHashMap<>();
        for (int i = 0; i < moves.size(); i++) {
            try {
                perMove.put(moves.get(i), counts.get(i).join());
            } catch (CompletionException e) {
                if (e.getCause() instanceof RuntimeException runtime) {
                    throw runtime;
                }
                if (e.getCause() instanceof Error error) {
                    throw error;
                }
                throw e;
            }
        }
        return perMove;
    }
}
