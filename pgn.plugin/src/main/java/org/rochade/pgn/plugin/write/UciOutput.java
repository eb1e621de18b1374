package org.rochade.pgn.plugin.write;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import org.rochade.rules.api.FenFormat;
import org.rochade.games.api.MoveEvent;
import org.rochade.games.api.Start;
import org.rochade.games.api.pgn.GameReport;

/**
 * One line per game in the form a UCI engine reads, {@code position fen START moves M1 M2 ...}
 * ({@code position fen START} for a game without moves), so that a line can be fed to an engine as
 * it is. The main line only; castling in the variant's default UCI encoding: king takes rook for
 * Chess960 and Fischer168 (what UCI_Chess960 engines expect), king two squares for classic chess.
 */
final class UciOutput implements GameOutput {
    private final FenFormat fenFormat;
    private final OutputStream out;
    private final StringBuilder line = new StringBuilder(1024);
    private boolean moves;

    UciOutput(FenFormat fenFormat, OutputStream out) {
        this.fenFormat = fenFormat;
        this.out = out;
    }

    @Override
    public void beginGame(long number, long line) {
        this.line.setLength(0);
        moves = false;
    }

    @Override
    public void start(Start start) {
        line.append("position fen ").append(start.position() == null ? "?" : start.position().fen(fenFormat));
    }

    @Override
    public void move(MoveEvent move) {
        if (move.depth() == 0) {
            line.append(moves ? " " : " moves ").append(move.uci());
            moves = true;
        }
    }

    @Override
    public Flow beginVariation(long line, int column) {
        return Flow.SKIP;
    }

    @Override
    public GameReport endGame(GameReport report) {
        line.append('\n');
        return report;
    }

    @Override
    public void commit() throws IOException {
        out.write(line.toString().getBytes(StandardCharsets.US_ASCII));
    }

    @Override
    public void flush() {
        // Nothing is buffered here: each game goes straight to the stream.
    }
}
