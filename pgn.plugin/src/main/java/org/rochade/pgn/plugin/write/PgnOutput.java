package org.rochade.pgn.plugin.write;

import java.io.IOException;
import java.io.OutputStream;
import org.rochade.games.api.pgn.GameReport;

/** Games in PGN export format, by {@link PgnWriter}, written as the UTF-8 bytes it rendered them in. */
final class PgnOutput extends ForwardingVisitor<GameReport> implements GameOutput {
    private final PgnWriter writer;
    private final OutputStream out;

    PgnOutput(PgnWriter writer, OutputStream out) {
        super(writer);
        this.writer = writer;
        this.out = out;
    }

    @Override
    public GameReport endGame(GameReport report) {
        writer.finishGame();
        return report;
    }

    @Override
    public void commit() throws IOException {
        writer.writeTo(out);
    }

    @Override
    public void flush() {
        // Nothing is buffered here: each game goes straight to the stream.
    }
}
