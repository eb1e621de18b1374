package org.rochade.desktop.window;

import java.awt.Toolkit;
import java.awt.datatransfer.DataFlavor;
import java.awt.datatransfer.UnsupportedFlavorException;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JFileChooser;
import org.rochade.desktop.files.GameFiles;
import org.rochade.desktop.files.GameListDialog;
import org.rochade.desktop.game.GameSession;
import org.rochade.desktop.host.RochadeServices;
import org.rochade.games.api.Game;
import org.rochade.games.api.PgnGames;

/**
 * The File menu's jobs: open a PGN file (its games listed, one picked), paste PGN from the
 * clipboard, save and save as; and the games of the file open, the open game's place among them,
 * which a save writes with the open game as it is now. Reading and writing go through the
 * {@link PgnGames} service ({@link GameFiles}).
 *
 * <p>Swing's thread only.
 */
final class FileActions {
    private final ChessWindow window;
    private final RochadeServices services;
    /** The file open (null: none, or the games were pasted), its games, the open game's index among them (-1: none). */
    private Path file;
    private List<Game> games = List.of();
    private int index = -1;

    FileActions(ChessWindow window, RochadeServices services) {
        this.window = window;
        this.services = services;
    }

    /** The file open, or null. */
    Path file() {
        return file;
    }

    /** The games of the file open, as last opened or saved. */
    List<Game> games() {
        return List.copyOf(games);
    }

    /** A new game is open: no file's games any more. */
    void forget() {
        file = null;
        games = List.of();
        index = -1;
    }

    private GameFiles files() {
        PgnGames pgn = services.games().orElse(null);
        if (pgn == null) {
            window.say("no PGN service is running (pgn.plugin)");
            return null;
        }
        return new GameFiles(pgn);
    }

    void openFile() {
        JFileChooser chooser = new JFileChooser(file == null ? null : file.toFile().getParentFile());
        chooser.setName("openChooser");
        if (chooser.showOpenDialog(window) == JFileChooser.APPROVE_OPTION) {
            open(chooser.getSelectedFile().toPath());
        }
    }

    void open(Path path) {
        GameFiles files = files();
        if (files == null) {
            return;
        }
        try {
            List<Game> read = files.open(path);
            if (read.isEmpty()) {
                window.say("no games in " + path);
                return;
            }
            int picked = read.size() == 1 ? 0
                    : GameListDialog.choose(window, path.getFileName() + ": " + read.size() + " games", read);
            if (picked >= 0 && window.load(read.get(picked), path.getFileName() + ", game " + (picked + 1))) {
                opened(path, read, picked);
            }
        } catch (IOException e) {
            window.say(e.getMessage());
        }
    }

    void pastePgn() {
        GameFiles files = files();
        if (files == null) {
            return;
        }
        String text;
        try {
            text = (String) Toolkit.getDefaultToolkit().getSystemClipboard().getData(DataFlavor.stringFlavor);
        } catch (UnsupportedFlavorException | IOException | IllegalStateException e) {
            window.say("the clipboard holds no text");
            return;
        }
        List<Game> read = files.read(text);
        if (read.isEmpty()) {
            window.say("no PGN game in the clipboard");
            return;
        }
        int picked = read.size() == 1 ? 0 : GameListDialog.choose(window, "Pasted: " + read.size() + " games", read);
        if (picked >= 0 && window.load(read.get(picked), "pasted game " + (picked + 1))) {
            opened(null, read, picked);
        }
    }

    private void opened(Path from, List<Game> read, int picked) {
        file = from;
        games = new ArrayList<>(read);
        index = picked;
        window.refresh();
    }

    void save() {
        if (file == null) {
            saveAs();
        } else {
            saveTo(file);
        }
    }

    void saveAs() {
        JFileChooser chooser = new JFileChooser(file == null ? null : file.toFile().getParentFile());
        chooser.setName("saveChooser");
        if (chooser.showSaveDialog(window) == JFileChooser.APPROVE_OPTION) {
            saveTo(chooser.getSelectedFile().toPath());
        }
    }

    /** Saves the file's games with the open game as it is now in its place (or the open game alone). */
    void saveTo(Path target) {
        GameFiles files = files();
        GameSession session = window.session();
        if (files == null || session == null) {
            return;
        }
        List<Game> toSave = new ArrayList<>(games);
        int place = index;
        if (place >= 0) {
            toSave.set(place, session.game());
        } else {
            toSave = new ArrayList<>(List.of(session.game()));
            place = 0;
        }
        try {
            files.save(toSave, target);
            file = target;
            games = toSave;
            index = place;
            window.say("saved " + toSave.size() + (toSave.size() == 1 ? " game to " : " games to ") + target);
            window.refresh();
        } catch (IOException | IllegalArgumentException e) {
            window.say(e.getMessage());
        }
    }
}
