package org.rochade.launcher.cli;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rochade.launcher.host.UserError;

class InputNamesTest {
    @TempDir
    Path temp;

    @Test
    void aFileNamedTwiceUnderAnyNameIsRefused() throws Exception {
        Path games = Files.writeString(temp.resolve("games.pgn"), "1. e4 *\n");
        Path other = Files.writeString(temp.resolve("other.pgn"), "1. e4 *\n");
        Path link = Files.createSymbolicLink(temp.resolve("link.pgn"), games);
        Path dotted = temp.resolve(".").resolve("games.pgn");

        assertThatThrownBy(() -> InputNames.checkNamedOnce(List.of(games, other, games)))
                .isInstanceOf(UserError.class).hasMessage(games + " is named twice: name each input once");
        assertThatThrownBy(() -> InputNames.checkNamedOnce(List.of(games, link)))
                .isInstanceOf(UserError.class).hasMessage(games + " and " + link + " are the same file: name each input once");
        assertThatThrownBy(() -> InputNames.checkNamedOnce(List.of(dotted, games))).isInstanceOf(UserError.class);
        assertThatThrownBy(() -> InputNames.sources(List.of(games.toString(), "-", link.toString()), System.in))
                .isInstanceOf(UserError.class);
    }

    @Test
    void differentFilesAndNamesOfNoFileAreLeftToTheReading() throws Exception {
        Path games = Files.writeString(temp.resolve("games.pgn"), "1. e4 *\n");
        Path copy = Files.copy(games, temp.resolve("copy.pgn"));
        Path missing = temp.resolve("missing.pgn");

        assertThatCode(() -> InputNames.checkNamedOnce(List.of(games, copy, missing, missing))).doesNotThrowAnyException();
    }
}
