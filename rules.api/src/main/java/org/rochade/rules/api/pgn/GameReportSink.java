package org.rochade.rules.api.pgn;

import java.io.IOException;
import org.osgi.annotation.versioning.ConsumerType;

/**
 * Receives one report per game, in input order, on the thread that called
 * {@link PgnValidator#validate}, then the summary once.
 */
@ConsumerType
public interface GameReportSink {

    void game(GameReport report) throws IOException;

    /** Called once after the last game; the default does nothing. */
    default void finish(ValidationSummary summary) throws IOException {
    }
}
