package org.rochade.ratings;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.List;
import org.osgi.annotation.versioning.ProviderType;

/**
 * The rating report of an event: reads its games' tags from PGN and rates them. Thread-safe; calls
 * are independent.
 *
 * <p>Reading needs the PGN plugin's {@code PgnGames} service (in OSGi bound when present; on a plain
 * class path found with {@code ServiceLoader}); rating does not, so a host with its own games needs
 * only this bundle and its API.
 */
@ProviderType
public interface Ratings {

    /**
     * The games of a PGN file ({@code .pgn}, {@code .pgn.gz}, {@code .pgn.zst}), read in one pass
     * with a visitor that takes the tags and skips the move text. Each game's verdict is the one
     * {@code validate} gives: an invalid game is not returned but named in
     * {@link RatedGames#warnings()}, as is a rating tag that is not a rating (the game is then unrated).
     *
     * @throws IOException           when the file cannot be opened or reading it fails
     * @throws IllegalStateException when no {@code PgnGames} service is there to read PGN
     */
    RatedGames read(Path file) throws IOException;

    /**
     * Like {@link #read(Path)} for bytes (UTF-8, gzip or zstd); closes {@code in}.
     *
     * @param source how the games' places name the input ("open.pgn")
     * @throws java.io.UncheckedIOException when reading fails
     */
    RatedGames read(InputStream in, String source);

    /**
     * The report of these games, players matched by name exactly as written.
     *
     * @throws IllegalArgumentException when the options name players for K 40 without FIDE's K, or a
     *                                  game's White and Black are the same player (as {@link #read}
     *                                  leaves such a game out, with a warning)
     */
    RatingReport report(List<RatedGame> games, RatingOptions options);
}
