package org.rochade.games.api.pgn;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.List;
import org.osgi.annotation.versioning.ProviderType;

/**
 * Validates PGN archives: every game, its main line and its variations, with the rules service of
 * the game's variant. Reading is streaming (memory does not grow with the archive) and a broken game
 * never hides the games after it.
 *
 * <p>Input may be plain PGN (UTF-8, with or without BOM; a game that is not valid UTF-8 is read as
 * windows-1252 with a warning), gzip or zstd compressed; compression is recognised by its magic bytes.
 * Thread-safe: concurrent calls are independent.
 */
@ProviderType
public interface PgnValidator {

    /**
     * Validates a file ({@code .pgn}, {@code .pgn.gz}, {@code .pgn.zst}).
     *
     * @return the totals, also handed to {@link GameReportSink#finish}
     * @throws IOException when the file cannot be read (not for bad PGN, which is reported per game);
     *                     when it fails midway, after the reports of the games before and
     *                     {@link GameReportSink#finish} with their totals
     */
    ValidationSummary validate(Path file, ValidationOptions options, GameReportSink sink) throws IOException;

    /**
     * Validates a stream such as standard input. The stream is read to its end and not closed.
     *
     * @param sourceName how to name the input in messages, e.g. {@code "-"}
     */
    ValidationSummary validate(InputStream in, String sourceName, ValidationOptions options, GameReportSink sink)
            throws IOException;

    /**
     * Validates several inputs one after the other, each into the sink the listener gives for it.
     * Before anything is read every file must be there and readable and no stream may be named
     * twice (it can be read only once). An input that cannot be read to its end is handed to
     * {@link SourceListener#unreadable} and the next one is read.
     *
     * @return the totals over every input, the games read from an unreadable input before it broke included
     * @throws IOException naming the first file that is not there or not readable, before any input is
     *                     read, or when a sink fails
     * @throws IllegalArgumentException when a stream is named twice
     * @since 1.7.0
     */
    ValidationSummary validate(List<PgnSource> sources, ValidationOptions options, SourceListener listener)
            throws IOException;

    /**
     * A sink writing reports in a format to {@code out} (UTF-8). The sink flushes but does not close
     * {@code out}.
     */
    GameReportSink reportSink(ReportFormat format, OutputStream out);

    /**
     * Like {@link #reportSink(ReportFormat, OutputStream)}, naming the input in every report, so
     * that the reports of several inputs written to one stream can be told apart: a
     * {@code "file"} field first in each JSON object, the name before each invalid game's first
     * line and before the totals in the human report.
     *
     * @param sourceName the input as the user named it, e.g. a path or {@code "-"}
     * @since 1.3
     */
    GameReportSink reportSink(ReportFormat format, OutputStream out, String sourceName);
}
