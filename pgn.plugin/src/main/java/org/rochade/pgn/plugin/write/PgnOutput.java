package org.rochade.pgn.plugin.write;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import org.rochade.pgn.plugin.check.GameStart;
import org.rochade.pgn.plugin.read.PgnGame;

/** Games in PGN export format, by {@link PgnWriter}. */
final class PgnOutput implements GameOutput {
    private final PgnWriter writer;
    private final OutputStream out;

    PgnOutput(PgnWriter writer, OutputStream out) {
        this.writer = writer;
        this.out = out;
    }

    @Override
    public void write(PgnGame game, GameStart start) throws IOException {
        out.write(writer.write(game, start).getBytes(StandardCharsets.UTF_8));
    }

    @Override
    public void flush() {
        // Nothing is buffered here: each game goes straight to the stream.
    }
}
