package org.rochade.pgn.plugin.write;

import java.io.IOException;
import java.io.OutputStream;
import org.rochade.games.api.PgnVisitor;
import org.rochade.games.api.PgnWriteOptions;
import org.rochade.games.api.pgn.ConversionFormat;
import org.rochade.games.api.pgn.GameReport;

/**
 * Writes games in one of the {@link ConversionFormat}s, as a visitor: it renders each game it is
 * given and keeps it until the conversion, which learns from the report ({@link #endGame} returns
 * it) whether the game is valid and wanted, calls {@link #commit()}. Not thread-safe: one per
 * conversion.
 */
public interface GameOutput extends PgnVisitor<GameReport> {

    /** Writes the game last visited to the output. */
    void commit() throws IOException;

    /** Flushes what is buffered to the underlying stream (which stays open). */
    void flush() throws IOException;

    /**
     * The output for one game too large to hold whole, written to {@code out} as it is visited
     * (PGN: {@link PgnWriter#streaming}; the JSON and UCI forms hold only what they write of a
     * game, and write it on {@link #commit()}). Only for a game known to be valid and wanted: what
     * is visited is written.
     *
     * @param marker the game's termination marker (its tag section comes first), or null
     */
    static GameOutput streaming(ConversionFormat format, PgnWriteOptions options, OutputStream out, String marker)
            throws IOException {
        if (format == ConversionFormat.PGN) {
            return new PgnOutput(PgnWriter.streaming(options, out, marker), out);
        }
        return of(format, options, out);
    }

    /** The output for a format, writing to {@code out}. */
    static GameOutput of(ConversionFormat format, PgnWriteOptions options, OutputStream out) throws IOException {
        switch (format) {
            case JSON_LINES:
                return new JsonLinesOutput(new PgnWriter(options), options.fenFormat(), out);
            case JSON:
                return new JsonTreeOutput(options.fenFormat(), out);
            case UCI:
                return new UciOutput(options.fenFormat(), out);
            default:
                return new PgnOutput(new PgnWriter(options), out);
        }
    }
}
