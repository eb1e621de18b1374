package org.rochade.desktop.files;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.rochade.games.api.Game;
import org.rochade.games.api.PgnGames;
import org.rochade.games.api.PgnWriteOptions;
import org.rochade.games.api.pgn.ValidationOptions;
import org.rochade.files.AtomicOutput;
import org.rochade.files.OutputTarget;

/**
 * PGN files through the {@link PgnGames} service: a file read into games (each with what validating
 * it found, never an exception for bad PGN), and games written as PGN. A file is written aside and
 * renamed over the target ({@link AtomicOutput}), so that a failed write never leaves half a file
 * where the games were.
 */
public final class GameFiles {
    private final PgnGames games;

    public GameFiles(PgnGames games) {
        this.games = games;
    }

    /**
     * The games of a {@code .pgn} or {@code .pgn.gz} file, in file order.
     *
     * @throws IOException naming the file when it cannot be read
     */
    public List<Game> open(Path file) throws IOException {
        try (Stream<Game> read = games.stream(file, ValidationOptions.defaults())) {
            return read.toList();
        } catch (UncheckedIOException e) {
            throw new IOException("cannot read " + file + ": " + e.getCause().getMessage(), e.getCause());
        } catch (IOException e) {
            throw new IOException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }

    /** The games of a PGN text (pasted from the clipboard, say). */
    public List<Game> read(String pgn) {
        return games.read(pgn);
    }

    /** The games in PGN export format, one after another, as {@link #save} writes them. */
    public String text(List<Game> list) {
        StringBuilder text = new StringBuilder();
        for (Game game : list) {
            text.append(games.write(game, PgnWriteOptions.defaults()));
        }
        return text.toString();
    }

    /**
     * Writes the games to {@code file}, replacing it, by the rule for every file Rochade writes
     * (module files: {@link AtomicOutput}): aside first, synced, then renamed; a replaced file keeps
     * its permissions.
     *
     * @throws IOException naming the file when it cannot be written (the old file is as it was)
     * @throws IllegalArgumentException when a game cannot be written (its start is not known, or a
     *                                  move of it was not legal); nothing is written then
     */
    public void save(List<Game> list, Path file) throws IOException {
        byte[] bytes = text(list).getBytes(StandardCharsets.UTF_8);
        AtomicOutput.write(OutputTarget.of(file), out -> out.write(bytes));
    }
}
