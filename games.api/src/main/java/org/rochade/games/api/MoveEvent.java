package org.rochade.games.api;

import org.osgi.annotation.versioning.ProviderType;
import org.rochade.rules.api.Color;
import org.rochade.rules.api.Move;
import org.rochade.rules.api.MoveTextReplayer;
import org.rochade.rules.api.Position;

/**
 * One move of PGN move text as the pipeline played it. Valid only during
 * {@link PgnVisitor#move}: keep the strings and the move, not the event. What is rendered
 * ({@link #san()}, {@link #uci()}, {@link #move()}, {@link #after()}) is worked out when asked for.
 */
@ProviderType
public interface MoveEvent {

    /** The move as written in the input, e.g. {@code "Nf3"}, {@code "0-0"}, {@code "--"}. */
    String written();

    /** Whether this is a null move ("--", "Z0", "0000"): the side to move passes. */
    boolean isNullMove();

    /** The input line of the move (1-based). */
    long line();

    /** The byte column of the move (1-based). */
    int column();

    /**
     * The move's ply counted from the start position (1-based); the first move of a variation has
     * the ply of the move it replaces.
     */
    int ply();

    /** The variation depth: 0 on the main line. */
    int depth();

    /**
     * Whether the move was legal and played. False for an illegal or unreadable move, for every move
     * after one on the same line (its variations included), and when the game has no legal start.
     */
    boolean isPlayed();

    /** The move, or null for a null move or one that was not played. */
    Move move();

    /**
     * The move in SAN as Rochade writes it (O-O/O-O-O, minimal disambiguation, + and #), {@code "--"}
     * for a null move, null when not played.
     */
    String san();

    /**
     * {@link #san()} written as ASCII bytes into {@code into} from {@code at}, for a writer that keeps
     * its text in bytes: the same characters, without a String where the pipeline can avoid one.
     *
     * @param into room for {@link MoveTextReplayer#SAN_BYTES} bytes from {@code at}
     * @return the index after the SAN, or -1 when {@link #san()} is null, longer than
     *         {@link MoveTextReplayer#SAN_BYTES} characters or not ASCII (then ask {@link #san()})
     * @since 1.2.0
     */
    default int san(byte[] into, int at) {
        return MoveTextReplayer.asciiInto(san(), into, at);
    }

    /** The move in UCI with the variant's default castling encoding, {@code "0000"} for a null move, null when not played. */
    String uci();

    /** The position after the move (built on each call), null when not played. */
    Position after();

    /**
     * The side that plays the move: the side to move at the start on odd plies (White when the
     * start is not known).
     *
     * @since 1.1.0
     */
    Color mover();

    /**
     * The position the move is played from, when known: for a move read from PGN only when the
     * visitor asked for it ({@link PgnVisitor#wantsPositionBefore()}, so that reading pays nothing
     * otherwise) and the line was still playable; for a game walked in memory
     * ({@link Game#accept}) whenever the moves before it were legal. Null otherwise.
     *
     * @since 1.1.0
     */
    Position before();
}
