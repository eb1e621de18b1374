package org.rochade.pgn.plugin.write;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import org.rochade.games.api.pgn.GameReport;

/** Games in PGN export format, by {@link PgnWriter}. */
final class PgnOutput extends ForwardingVisitor<GameReport> implements GameOutput {
    private final PgnWriter writer;
    private final OutputStream out;
    private String game;

    PgnOutput(PgnWriter writer, OutputStream out) {
        super(writer);
        this.writer = writer;
        this.out = out;
    }

    @Override
    public GameReport endGame(GameReport report) {
        game = writer.endGame(report);
        return report;
    }

    @Override
    public void commit() throws IOException {
        out.write(game.getBytes(StandardCharsets.UTF_8));
    }

    @Override
    public void flush() {
        // Nothing is buffered here: each game goes straight to the stream.
    }
}
