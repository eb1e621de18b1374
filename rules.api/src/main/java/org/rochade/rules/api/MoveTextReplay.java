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
}
