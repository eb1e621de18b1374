package org.rochade.games.api;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.osgi.annotation.versioning.ProviderType;
import org.rochade.games.api.pgn.ValidationOptions;

/**
 * Reads PGN into {@link Game}s or through a host's {@link PgnVisitor}, and writes games as PGN.
 * A service of the PGN plugin (in OSGi, with the {@code ChessRules} services it has bound; on a
 * plain class path, {@code ServiceLoader.load(PgnGames.class)} finds it with the rules
 * {@code ServiceLoader} finds). Thread-safe: calls are independent.
 *
 * <p>Each game comes with its findings exactly as {@code validate} reports them (same kinds,
 * places and messages; its start and variant decided the same way): bad PGN is never an exception.
 * A broken game holds what could be read: its tags, the moves up to the damage (moves after an
 * illegal one as written, not played), and the errors. Streams read one game at a time, in constant
 * memory; close them (try-with-resources) to close the input. A read failure of the input itself
 * (a truncated .gz, a disk error) ends the stream with an {@link java.io.UncheckedIOException}
 * naming where reading stopped.
 */
@ProviderType
public interface PgnGames {

    /** The games of a PGN text, with the default options (variations checked, default limits). */
    List<Game> read(String pgn);

    /** The games of characters, one at a time. */
    Stream<Game> stream(Reader in, ValidationOptions options);

    /** The games of bytes: UTF-8 (a text that is not is read as windows-1252, with a warning), gzip or zstd. */
    Stream<Game> stream(InputStream in, ValidationOptions options);

    /** The games of a file: {@code .pgn}, {@code .pgn.gz} or {@code .pgn.zst} (recognised by its bytes). */
    Stream<Game> stream(Path file, ValidationOptions options) throws IOException;

    /**
     * The input's games through a visitor, one at a time: each element is what
     * {@link PgnVisitor#endGame} returned for a game. The visitor is called on the thread that
     * consumes the stream.
     */
    <R> Stream<R> visit(InputStream in, ValidationOptions options, PgnVisitor<R> visitor);

    /** Like {@link #visit(InputStream, ValidationOptions, PgnVisitor)} for a file. */
    <R> Stream<R> visit(Path file, ValidationOptions options, PgnVisitor<R> visitor) throws IOException;

    /**
     * A game in PGN export format, with the writer {@code convert} uses: the Seven Tag Roster first,
     * Variant, SetUp and FEN whenever the game does not start from the classic array, SAN as Rochade
     * writes it, comments exactly as their text is, NAGs and variations, lines of at most
     * {@link PgnWriteOptions#lineLength()} characters (a comment's own lines excepted: comments are
     * never re-wrapped), a blank line after the game. Reading it back gives an equal game
     * ({@link Game#equals}).
     *
     * <p>Only games whose moves were all played can be written; other findings do not stop it: the
     * game is written as it stands (a Result tag that disagrees with the termination marker, a tag
     * given twice, a null move on the main line) and reads back invalid again, and a missing roster
     * tag is written as its placeholder (Result as the termination marker's result).
     *
     * @throws IllegalArgumentException when the game's start is not known, or a move of it was not
     *                                  legal, or the Chess960 spelling does not read back as Chess960
     */
    String write(Game game, PgnWriteOptions options);

    /** A visitor that writes each game it is given as {@link #write} does, returning the text. */
    PgnVisitor<String> writer(PgnWriteOptions options);
}
