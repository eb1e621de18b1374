package org.rochade.rules.api;

import org.osgi.annotation.versioning.ProviderType;

/**
 * An optional capability of a {@link org.rochade.rules.api.ChessRules} service: replaying PGN move
 * text on a mutable board inside the implementation, so that no immutable {@link Position} is built
 * per move. A PGN reader checks {@code rules instanceof MoveTextReplay} and falls back to
 * {@code parseSan}/{@code play} otherwise; both paths must give the same verdicts and messages.
 */
@ProviderType
public interface MoveTextReplay {

    /** A replayer starting at {@code start}, which must come from the same rules service. */
    MoveTextReplayer replayer(Position start);

    /**
     * A replayer starting at {@code start}, like {@link #replayer(Position)}, which may be
     * {@code spare} itself started over: a replayer this service (or one of the same variant)
     * made, that its caller no longer uses and hands on (a validator replaying game after game on
     * one thread, which so makes no board per game). {@code spare} may be null or any replayer;
     * after this call the caller uses only the replayer returned. The default ignores it.
     *
     * @since 1.7.0
     */
    default MoveTextReplayer replayer(Position start, MoveTextReplayer spare) {
        return replayer(start);
    }
}
