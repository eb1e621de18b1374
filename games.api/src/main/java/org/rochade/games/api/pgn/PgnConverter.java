package org.rochade.games.api.pgn;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.List;
import org.osgi.annotation.versioning.ProviderType;

/**
 * Converts PGN archives to one clean form: every valid game in PGN export format (Seven Tag Roster
 * first, Variant/SetUp/FEN where needed, SAN re-rendered from the position so 0-0 and
 * king-takes-rook castling become O-O/O-O-O, comments exactly as read, NAGs and variations kept,
 * lines of at most 80 characters but a comment's own); every invalid game copied through byte for
 * byte. For valid games parse(write(parse(x))) equals parse(x), and converting the output again
 * gives the same bytes.
 */
@ProviderType
public interface PgnConverter {

    /**
     * Converts a stream. Reports go nowhere: validate first for them.
     *
     * @param rejects where invalid games go, or null to copy them into {@code out} in their place
     *                (PGN output only)
     * @throws IllegalArgumentException when the format cannot hold invalid games and {@code rejects} is null,
     *                                  or the Chess960 Variant spelling does not name Chess960
     */
    ConversionSummary convert(InputStream in, ConversionOptions options, OutputStream out, OutputStream rejects)
            throws IOException;

    /**
     * Converts a file ({@code .pgn}, {@code .pgn.gz}, {@code .pgn.zst}) into {@code out}, which
     * appears only complete: it is written beside the target and renamed at the end. A target named
     * {@code .gz} or {@code .zst} (also {@code rejects}, and in every method here) is written
     * compressed so, as a reader expects of that name.
     *
     * @param rejects file for invalid games (written the same way), or null to keep them in {@code out}
     * @throws IOException when reading or writing fails, or {@code out} is the input file
     */
    ConversionSummary convert(Path in, ConversionOptions options, Path out, Path rejects) throws IOException;

    /**
     * Converts several inputs, one after the other, into one {@code out} (and one {@code rejects}),
     * written beside their targets and renamed only when every input has been converted; on any
     * failure neither appears (an existing file of that name is left as it was).
     *
     * <p>Before any file is touched: the format can hold invalid games or a rejects file is given,
     * the Chess960 Variant spelling names Chess960, no stream is named twice, every file is there
     * and readable, the targets can be written and neither is an input, and the rejects file is
     * not {@code out}.
     *
     * @param reports gives, for each input, the sink for its reports: every game's that the filters keep,
     *                valid or not, in input order, and the input's totals at its end through
     *                {@link GameReportSink#finish}; e.g.
     *                {@link PgnValidator#reportSink(ReportFormat, java.io.OutputStream, String)} over
     *                standard error, to say why games were not written
     * @return the totals over every input
     * @throws IllegalArgumentException when the format cannot hold invalid games
     *                     ({@link ConversionFormat#holdsRawPgn()}) and {@code rejects} is null, the
     *                     Chess960 spelling does not name Chess960, or a stream is named twice
     * @throws IOException when an input is not there or cannot be read, a target cannot be written or
     *                     is an input, {@code rejects} is {@code out}, or writing fails
     * @since 1.7.0 (sources)
     */
    ConversionSummary convert(List<PgnSource> in, ConversionOptions options, Path out, Path rejects,
                              java.util.function.Function<PgnSource, GameReportSink> reports) throws IOException;

    /**
     * Converts several inputs, one after the other, into a stream such as standard output or a
     * pipe: written as the games are converted (a stream cannot be written aside and renamed), and
     * flushed at the end, not closed. The rejects file, when given, is written aside and renamed as
     * {@link #convert(List, ConversionOptions, Path, Path, java.util.function.Function)} writes it,
     * and is checked the same way before any work.
     *
     * @throws IllegalArgumentException as for the file form
     * @throws IOException as for the file form, or when writing to {@code out} fails
     * @since 1.2.0
     */
    ConversionSummary convert(List<PgnSource> in, ConversionOptions options, OutputStream out, Path rejects,
                              java.util.function.Function<PgnSource, GameReportSink> reports) throws IOException;

    /** {@link #convert(List, ConversionOptions, Path, Path, java.util.function.Function)} without reports. */
    ConversionSummary convert(List<PgnSource> in, ConversionOptions options, Path out, Path rejects) throws IOException;
}
