package org.rochade.ratings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rochade.ratings.RatedGame.Result;

/** Reading an event's games from PGN through the service found on the class path: tags only, one pass. */
class ReadingGamesTest {

    private static final String PGN = """
            [Event "e"]
            [White "Anna"]
            [Black "Bert"]
            [Result "1/2-1/2"]
            [WhiteElo "2450"]
            [BlackElo "2300"]

            1. e4 e5 (1... c5 2. Nf3) 2. Nf3 {a comment} Nc6 $1 1/2-1/2

            [Event "e"]
            [White "Cleo"]
            [Black "Anna"]
            [WhiteElo "2100"]
            [BlackElo "twenty"]

            1. d4 d5 0-1

            [Event "e"]
            [White "Bert"]
            [Black "Cleo"]
            [Result "1-0"]
            [WhiteElo "2300"]
            [BlackElo "2100"]

            1. e4 Ke7 2. Qh5 1-0

            [Event "e"]
            [White "Dirk"]
            [Black "Anna"]
            [Result "*"]
            [WhiteElo "-"]
            [BlackElo "2450"]

            1. c4 *

            [Event "e"]
            [White "Cleo"
            [Black "Dirk"]
            [Result "1-0"]

            1. d4 1-0
            """;

    private final Ratings ratings = ServiceLoader.load(Ratings.class).findFirst().orElseThrow();

    @Test
    void tagsResultsAndWarnings() {
        RatedGames read = ratings.read(new ByteArrayInputStream(PGN.getBytes(StandardCharsets.UTF_8)), "e.pgn");

        assertThat(read.games()).containsExactly(
                new RatedGame("e.pgn", 1, 1, "Anna", "Bert", 2450, 2300, Result.DRAW),
                // no Result tag: the termination marker; "twenty" is no rating: unrated, with a warning
                new RatedGame("e.pgn", 2, 10, "Cleo", "Anna", 2100, null, Result.BLACK_WINS),
                // an illegal move in the score: the result as recorded is rated (FIDE rates the game played)
                new RatedGame("e.pgn", 3, 18, "Bert", "Cleo", 2300, 2100, Result.WHITE_WINS),
                new RatedGame("e.pgn", 4, 27, "Dirk", "Anna", null, 2450, Result.UNFINISHED));
        assertThat(read.warnings()).hasSize(3);
        assertThat(read.warnings().get(0)).isEqualTo("e.pgn game 2 (line 10): BlackElo 'twenty' is not a rating; the game is unrated");
        // The reason and its place: validate's first error.
        assertThat(read.warnings().get(1)).startsWith("e.pgn game 3 (line 18): the moves are not valid (line 25, column 7,"
                + " ply 2: illegal move 'Ke7'").endsWith("; rated by its recorded result");
        // A broken tag: who played is not known for sure, so the game is not counted.
        assertThat(read.warnings().get(2)).startsWith("e.pgn game 5 (line 36) is not valid PGN, not counted: line 37");
    }

    @Test
    void aGameOfOnePlayerAgainstItselfIsNotCountedAndWarnedAbout() {
        String pgn = """
                [White "A"]
                [Black "A"]
                [Result "1-0"]
                [WhiteElo "2000"]
                [BlackElo "2000"]

                1-0

                [White "A"]
                [Black "B"]
                [Result "0-1"]

                0-1
                """;
        RatedGames read = ratings.read(new ByteArrayInputStream(pgn.getBytes(StandardCharsets.UTF_8)), "self.pgn");
        assertThat(read.games()).extracting(RatedGame::white, RatedGame::black)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("A", "B"));
        assertThat(read.warnings()).containsExactly(
                "self.pgn game 1 (line 1): White and Black are the same player 'A': not counted");
    }

    @Test
    void aFileByPath(@TempDir Path temp) throws IOException {
        Path file = temp.resolve("e.pgn");
        Files.writeString(file, PGN);
        RatedGames read = ratings.read(file);
        assertThat(read.games()).extracting(RatedGame::source).containsOnly(file.toString());
        // game 3's moves are invalid (1... Ke7: the pawn stands on e7), its result counts: Anna 1.5, Bert 1.5, Cleo 0,
        // Dirk 0 (his game is unfinished); game 5's tags are broken: not counted
        RatingReport report = ratings.report(read.games(), RatingOptions.fide());
        assertThat(report.players()).extracting(RatingReport.Player::name).containsExactly("Anna", "Bert", "Cleo", "Dirk");
        assertThat(report.players()).extracting(RatingReport.Player::score).containsExactly(1.5, 1.5, 0.0, 0.0);
        assertThat(report.games()).hasSize(4);

        assertThatThrownBy(() -> ratings.read(temp.resolve("none.pgn"))).isInstanceOf(IOException.class);
    }

    @Test
    void aHostsOwnGamesNeedNoPgn() {
        // the implementation without a PgnGames service (as in OSGi without pgn.plugin)
        Ratings alone = new org.rochade.ratings.impl.RatingsComponent();
        RatingReport report = alone.report(List.of(RatedGame.of("A", 2000, "B", 2100, Result.WHITE_WINS)), RatingOptions.fide());
        // D 100 -> L .36; 20 x (1 - .36) = +12.80
        assertThat(report.players().get(0).change()).isEqualByComparingTo("12.80");
        assertThatThrownBy(() -> alone.read(new ByteArrayInputStream(new byte[0]), "x"))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("no PgnGames service");
    }
}
