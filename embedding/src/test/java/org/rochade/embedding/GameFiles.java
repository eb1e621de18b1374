package org.rochade.embedding;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.rochade.games.api.Game;
import org.rochade.games.api.PgnGames;
import org.rochade.games.api.PgnWriteOptions;
import org.rochade.games.api.pgn.ValidationOptions;

/**
 * The GUI's File menu: a PGN file opened into games, and a game saved as PGN, both with the
 * {@link PgnGames} service. A broken game comes with what could be read of it and its findings
 * (never an exception), so the GUI can list it and show why.
 */
public final class GameFiles {
    private final PgnGames games;

    public GameFiles(PgnGames games) {
        this.games = games;
    }

    /** The games of a {@code .pgn}, {@code .pgn.gz} or {@code .pgn.zst} file, in file order. */
    public List<Game> open(Path file) throws IOException {
        try (Stream<Game> read = games.stream(file, ValidationOptions.defaults())) {
            return read.toList();
        }
    }

    /**
     * Saves a game in PGN export format (Variant, SetUp and FEN tags for every start but the
     * classic one; castling as O-O and O-O-O), replacing the file.
     */
    public void save(Game game, Path file) throws IOException {
        Files.writeString(file, games.write(game, PgnWriteOptions.defaults()), StandardCharsets.UTF_8);
    }
}
