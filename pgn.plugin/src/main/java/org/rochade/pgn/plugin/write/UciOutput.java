package org.rochade.pgn.plugin.write;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import org.rochade.pgn.plugin.check.GameStart;
import org.rochade.pgn.plugin.read.PgnGame;
import org.rochade.rules.api.FenFormat;

/**
 * One line per game in the form a UCI engine reads, {@code position fen START moves M1 M2 ...}
 * ({@code position fen START} for a game without moves), so that a line can be fed to an engine as
 * it is. Castling is in the variant's default UCI encoding: king takes rook for Chess960 and
 * Fischer168 (what UCI_Chess960 engines expect), king two squares for classic chess.
 */
final class UciOutput implements GameOutput {
    private final FenFormat fenFormat;
    private final OutputStream out;

    UciOutput(FenFormat fenFormat, OutputStream out) {
        this.fenFormat = fenFormat;
        this.out = out;
    }

    @Override
    public void write(PgnGame game, GameStart start) throws IOException {
        MainLine line = MainLine.of(game, start);
        StringBuilder sb = new StringBuilder(32 + 6 * line.uci().size());
        sb.append("position fen ").append(start.position().fen(fenFormat));
        if (!line.uci().isEmpty()) {
            sb.append(" moves");
            for (String move : line.uci()) {
                sb.append(' ').append(move);
            }
        }
        sb.append('\n');
        out.write(sb.toString().getBytes(StandardCharsets.US_ASCII));
    }

    @Override
    public void flush() {
        // Nothing is buffered here: each game goes straight to the stream.
    }
}
