package org.rochade.games.api.pgn;

import java.io.IOException;
import org.osgi.annotation.versioning.ConsumerType;

/**
 * Receives one report per game, in input order, on the thread that called
 * {@link PgnValidator#validate}, then the summary once.
 */
@ConsumerType
public interface GameReportSink {

    void game(GameReport report) throws IOException;

    /**
     * Called once after the last game, also when the input then fails midway (before
     * {@code validate} throws); the default does nothing. Sinks that write flush here.
     */
    default void finish(ValidationSummary summary) throws IOException {
    }

    /**
     * Writes out what is buffered without the summary, for a caller that wants the games only;
     * the default does nothing.
     *
     * @since 1.3
     */
    default void flush() throws IOException {
    }
}
