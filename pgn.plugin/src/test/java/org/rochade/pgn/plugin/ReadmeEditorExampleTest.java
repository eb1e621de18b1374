package org.rochade.pgn.plugin;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rochade.games.api.Game;
import org.rochade.games.api.GameEditor;
import org.rochade.games.api.PgnGames;
import org.rochade.games.api.PgnWriteOptions;
import org.rochade.rules.api.BoardText;

/**
 * games.api/README.md's editor example, statement for statement, with what its comments promise
 * checked: a host that copies it gets what the README says.
 */
class ReadmeEditorExampleTest {
    private final PgnGames pgnGames = TestRules.validator();

    @Test
    void theReadmesEditorExampleDoesWhatItsCommentsSay(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("edited.pgn");
        String pgn = "1. e4 e5 2. Nf3 (2. Bc4 Bc5) 2... Nc6 *";

        // README: from here ...
        Game game = pgnGames.read(pgn).get(0);
        GameEditor editor = GameEditor.fromGame(game);
        GameEditor.Node e5 = editor.root().next().next();
        List<GameEditor.Node> next = e5.continuations();
        editor.goTo(e5).enter(1);
        editor.playSan("Nf6");
        editor.goTo(e5).playSan("Nc3");
        editor.promote(editor.current());
        String list = editor.toGame().moveList(true);
        editor.undo();
        String board = BoardText.unicode(editor.position());
        Files.writeString(file, pgnGames.write(editor.toGame(), PgnWriteOptions.defaults()));
        // ... to here.

        assertThat(e5.san()).isEqualTo("e5");
        assertThat(next).extracting(GameEditor.Node::san).containsExactly("Nf3", "Bc4");
        assertThat(list).isEqualTo("1. e4 e5 2. Nf3 (2. Nc3) (2. Bc4 Bc5 (2... Nf6)) 2... Nc6 *");
        assertThat(editor.current()).isEqualTo(e5);
        assertThat(board).contains("♜").contains("♙");
        Game written = pgnGames.read(Files.readString(file)).get(0);
        assertThat(written.moveList(true)).isEqualTo("1. e4 e5 2. Nf3 (2. Bc4 Bc5 (2... Nf6)) 2... Nc6 *");
    }
}
