package org.rochade.games.api.pgn;

import java.io.IOException;
import java.nio.file.Path;
import org.osgi.annotation.versioning.ProviderType;

/**
 * Results by start array: how each start of an archive turned out (White wins, draws, Black wins,
 * unfinished games, castling, length), counting valid games only. Built on {@link PgnValidator}:
 * a {@link Collector} is a {@link GameReportSink}, so the statistics of an archive cost one
 * validation run and take every input form, option and thread count that validation takes.
 *
 * @since 1.4
 */
@ProviderType
public interface StartStatistics {

    /** An empty collector; feed it the reports of any number of validation runs. */
    Collector collector();

    /** Validates the files one after the other with {@code options} and returns their statistics. */
    StartStatsTable collect(Iterable<Path> files, ValidationOptions options) throws IOException;

    /**
     * Tallies game reports by start. Feed it from one thread at a time (the thread that calls
     * {@link PgnValidator#validate}, which is what a sink gets).
     */
    interface Collector extends GameReportSink {

        /** The statistics of the games reported so far. */
        StartStatsTable table();
    }
}
