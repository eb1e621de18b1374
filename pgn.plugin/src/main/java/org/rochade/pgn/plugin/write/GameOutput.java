package org.rochade.pgn.plugin.write;

import java.io.IOException;
import java.io.OutputStream;
import org.rochade.pgn.plugin.check.GameStart;
import org.rochade.pgn.plugin.read.PgnGame;
import org.rochade.rules.api.FenFormat;
import org.rochade.rules.api.pgn.ConversionFormat;

/** Writes valid games in one of the {@link ConversionFormat}s. Not thread-safe: one per conversion. */
public interface GameOutput {

    /** Writes one valid game, started as {@code start} says. */
    void write(PgnGame game, GameStart start) throws IOException;

    /** Flushes what is buffered to the underlying stream (which stays open). */
    void flush() throws IOException;

    /** The output for a format, writing to {@code out}. */
    static GameOutput of(ConversionFormat format, PgnWriter writer, FenFormat fenFormat, OutputStream out)
            throws IOException {
        switch (format) {
            case JSON_LINES:
                return new JsonLinesOutput(writer, fenFormat, out);
            case UCI:
                return new UciOutput(fenFormat, out);
            default:
                return new PgnOutput(writer, out);
        }
    }
}
