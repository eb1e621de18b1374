package org.rochade.desktop.files;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.ServiceLoader;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rochade.games.api.Game;
import org.rochade.games.api.PgnGames;

/** Saving and opening PGN files with the PgnGames service found on the plain class path. */
class GameFilesTest {
    private static final GameFiles FILES = new GameFiles(ServiceLoader.load(PgnGames.class).findFirst().orElseThrow());
    private static final String PGN = """
            [Event "Club night"]
            [Site "Utrecht"]
            [Date "2026.11.20"]
            [Round "1"]
            [White "Alice"]
            [Black "Bob"]
            [Result "1-0"]
            [Variant "Chess960"]
            [SetUp "1"]
            [FEN "bbqnrkrn/pppppppp/8/8/8/8/PPPPPPPP/BBQNRKRN w KQkq - 0 1"]

            1. O-O {[%clk 0:09:58]} d6 2. h3 (2. a3 Qd7) 2... Qd7 $1 1-0
            """;

    @TempDir
    Path dir;

    @Test
    void savesOverAFileThroughAFileAsideAndReadsItBackEqual() throws IOException {
        Path file = dir.resolve("games.pgn");
        Files.writeString(file, "old content");
        List<Game> games = FILES.read(PGN + "\n" + PGN.replace("Round \"1\"", "Round \"2\""));
        FILES.save(games, file);
        assertThat(FILES.open(file)).isEqualTo(games);
        try (Stream<Path> left = Files.list(dir)) {
            assertThat(left).containsExactly(file);
        }
    }

    @Test
    void aFailedWriteNamesTheFileAndLeavesNothingBehind() throws IOException {
        Path missing = dir.resolve("no such directory").resolve("games.pgn");
        assertThatThrownBy(() -> FILES.save(FILES.read(PGN), missing))
                .isInstanceOf(IOException.class).hasMessageContaining(missing.toString());
        Path readOnlyTarget = dir.resolve("a directory.pgn");
        Files.createDirectory(readOnlyTarget);
        Files.writeString(readOnlyTarget.resolve("inside"), "x");
        assertThatThrownBy(() -> FILES.save(FILES.read(PGN), readOnlyTarget))
                .isInstanceOf(IOException.class).hasMessageContaining(readOnlyTarget.toString());
        try (Stream<Path> left = Files.list(dir)) {
            assertThat(left).containsExactly(readOnlyTarget);
        }
    }

    @Test
    void anUnreadableFileIsAnErrorNamingIt() {
        Path missing = dir.resolve("missing.pgn");
        assertThatThrownBy(() -> FILES.open(missing)).isInstanceOf(IOException.class).hasMessageContaining(missing.toString());
    }
}
