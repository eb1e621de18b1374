package org.rochade.games.api;

import org.osgi.annotation.versioning.ConsumerType;
import org.rochade.games.api.pgn.GameReport;

/**
 * Receives PGN games as events, in input order, after the reader has cut them out of the input and
 * the checker has resolved their start and played their moves (as pgn-reader's {@code Visitor} and
 * python-chess's {@code BaseVisitor} do, with the moves already played).
 *
 * <p>For each game the calls come in this order (nothing else is ever called):
 * <pre>
 * beginGame
 *   tag*                 every tag pair in input order, a name given twice twice
 * endTags                SKIP: nothing more for this game but endGame
 * start                  the variant, FEN and start array as validation decides them
 *   ( comment            a comment, before or after a move (the text inside the braces, or after ';')
 *   | startingComment    a comment between a move number and its move ("12. {text} Nf3"), always
 *                        followed by that move (perhaps after more of them)
 *   | move               a move or a null move, with its SAN as written and, when legal, as played
 *   | nag                a numeric annotation glyph ($n; !, ?, !!, ??, !?, ?! as $1..$6)
 *   | beginVariation     SKIP: no event from inside that variation, not even its endVariation
 *       ... endVariation
 *   )*
 * outcome?               the termination marker (1-0, 0-1, 1/2-1/2, *), when the game has one
 * endGame                the game's report: findings as validate reports them, status, tags
 * </pre>
 * A variation is an alternative to the move just before it: its first move is played from the
 * position before that move. Variations nest; each {@code beginVariation} that was not skipped has
 * its {@code endVariation}, also in a game cut short. After an illegal move the moves of the rest of
 * that line are still reported (as written, {@link MoveEvent#isPlayed()} false).
 *
 * <p>A visitor is called for one game at a time on one thread; the same instance gets the games of
 * a whole input one after another. Strings and numbers passed in may be kept; a {@link MoveEvent}
 * is valid only during its call.
 *
 * @param <R> what the visitor makes of one game (returned by {@link #endGame})
 */
@ConsumerType
public interface PgnVisitor<R> {

    /** Whether to go on with the events of a game or a variation. */
    enum Flow {
        CONTINUE, SKIP
    }

    /**
     * A game starts.
     *
     * @param number 1-based number of the game in its input
     * @param line   the input line where it starts
     */
    default void beginGame(long number, long line) {
    }

    /** A tag pair; {@code line} and {@code column} are where its '[' is (bytes, 1-based). */
    default void tag(String name, String value, long line, int column) {
    }

    /** The tag section is over. */
    default Flow endTags() {
        return Flow.CONTINUE;
    }

    /** Where the game starts. {@link Start#fen()} is null when no legal start could be made out. */
    default void start(Start start) {
    }

    /**
     * A comment, its text exactly as in the file: every character between the braces (or after
     * ';' up to the line end), white space at its ends included, each line end inside it (CR, LF
     * or CRLF) as one LF.
     */
    default void comment(String text, long line, int column) {
    }

    /**
     * A comment written between a move number and its move ({@code 12. {text} Nf3}): it belongs to
     * the move after it (that move's starting comment), where a comment after a move belongs to
     * that move. The move follows, perhaps after more starting comments. Text as in
     * {@link #comment}; by default handed to {@link #comment}.
     *
     * @since 1.1.0
     */
    default void startingComment(String text, long line, int column) {
        comment(text, line, column);
    }

    /**
     * Whether {@link MoveEvent#before()} should carry the position each move is played from. Asked
     * once per game, before its first move; reading builds that position for every move only when
     * the answer is true. Games walked in memory ({@link Game#accept}) give it either way.
     *
     * @since 1.1.0
     */
    default boolean wantsPositionBefore() {
        return false;
    }

    /** A move or a null move ({@link MoveEvent#isNullMove()}); the event is valid during this call only. */
    default void move(MoveEvent move) {
    }

    /** A numeric annotation glyph, after the move it annotates. */
    default void nag(int nag, long line, int column) {
    }

    /** A variation opens ('('). */
    default Flow beginVariation(long line, int column) {
        return Flow.CONTINUE;
    }

    /** The innermost variation closes. */
    default void endVariation() {
    }

    /** The game's termination marker. */
    default void outcome(String marker, long line, int column) {
    }

    /**
     * The game is over.
     *
     * @param report what validating the game found, exactly as {@code validate} reports it
     * @return the visitor's result for this game
     */
    R endGame(GameReport report);
}
