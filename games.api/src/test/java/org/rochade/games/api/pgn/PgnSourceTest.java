package org.rochade.games.api.pgn;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PgnSourceTest {
    @TempDir
    Path temp;

    @Test
    void aFileNamedTwiceUnderAnyNameIsRefused() throws Exception {
        Path games = Files.writeString(temp.resolve("games.pgn"), "1. e4 *\n");
        Path other = Files.writeString(temp.resolve("other.pgn"), "1. e4 *\n");
        Path link = Files.createSymbolicLink(temp.resolve("link.pgn"), games);
        Path dotted = temp.resolve(".").resolve("games.pgn");
        InputStream stdin = new ByteArrayInputStream(new byte[0]);

        assertThatThrownBy(() -> PgnSource.requireDistinct(files(games, other, games)))
                .isInstanceOf(IllegalArgumentException.class).hasMessage(games + " is named twice: name each input once");
        assertThatThrownBy(() -> PgnSource.requireDistinct(files(games, link)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage(games + " and " + link + " are the same file: name each input once");
        assertThatThrownBy(() -> PgnSource.requireDistinct(files(dotted, games))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> PgnSource.requireDistinct(List.of(PgnSource.of(games), PgnSource.of("-", stdin),
                PgnSource.of(link)))).isInstanceOf(IllegalArgumentException.class);
        PgnSource standardInput = PgnSource.of("-", stdin);
        assertThatThrownBy(() -> PgnSource.requireDistinct(List.of(standardInput, standardInput)))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("- is named twice: a stream can be read only once");
    }

    @Test
    void differentFilesAndNamesOfNoFileAreLeftToTheReading() throws Exception {
        Path games = Files.writeString(temp.resolve("games.pgn"), "1. e4 *\n");
        Path copy = Files.copy(games, temp.resolve("copy.pgn"));
        Path missing = temp.resolve("missing.pgn");

        assertThatCode(() -> PgnSource.requireDistinct(files(games, copy, missing, missing))).doesNotThrowAnyException();
    }

    private static List<PgnSource> files(Path... paths) {
        return java.util.Arrays.stream(paths).map(PgnSource::of).toList();
    }
}
