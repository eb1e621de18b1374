package org.rochade.embedding;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.rochade.diagram.BoardOptions;
import org.rochade.ratings.RatedGames;
import org.rochade.ratings.RatingOptions;
import org.rochade.ratings.Ratings;
import org.osgi.framework.Bundle;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.SanException;
import org.rochade.rules.api.Variant;
import org.rochade.games.api.pgn.GameReport;
import org.rochade.games.api.pgn.ValidationOptions;

/**
 * Example host (a) at work: its own framework, the bundle jars, the API in hand. Run twice by failsafe
 * (pom.xml): with Felix on the class path, and with Equinox instead.
 */
class ChessGuiHostIT {
    private static final Duration WAIT = Duration.ofSeconds(20);
    private static final String GAME = """
            [Event "SP 288"]
            [Variant "Chess960"]
            [SetUp "1"]
            [FEN "bbqnrkrn/pppppppp/8/8/8/8/PPPPPPPP/BBQNRKRN w KQkq - 0 1"]
            [Result "*"]

            1. O-O O-O 2. Ng3 *
            """;

    @Test
    void theGuiPlaysChess960ValidatesGamesAndFollowsARuntimeSwapUntilItCloses() throws Exception {
        Path storage = Jars.scratch("gui-host-storage");
        ChessGuiHost host = ChessGuiHost.start(Jars.bundles(Jars.RUNTIME), storage);
        try {
            assertThat(host.frameworkName()).isEqualTo(System.getProperty("rochade.expected.framework"));

            // A new Chess960 game from SP 288 (BBQNRKRN): the king on f1 castles short at once.
            ChessRules chess960 = host.awaitRules(Variant.CHESS960, WAIT);
            Position start = chess960.startPosition(chess960.startArray(288));
            assertThat(chess960.toUci(start, chess960.parseSan(start, "O-O"))).isEqualTo("f1g1");
            assertThat(host.awaitRules(Variant.FISCHER168, WAIT).startArrays()).hasSize(168);
            assertThat(host.awaitRules(Variant.CLASSIC, WAIT).startArrays()).hasSize(1);

            List<GameReport> reports = new ArrayList<>();
            host.awaitValidator(WAIT).validate(new ByteArrayInputStream(GAME.getBytes(StandardCharsets.US_ASCII)),
                    "game.pgn", ValidationOptions.defaults(), reports::add);
            assertThat(reports).singleElement().satisfies(report -> {
                assertThat(report.isValid()).as(report.findings().toString()).isTrue();
                assertThat(report.sp()).isEqualTo(288);
            });

            // A board picture and an event's ratings, through the diagram and ratings bundles' services.
            assertThat(PlainClasspathExample.describe(host.awaitDiagrams(WAIT).board(start, BoardOptions.defaults())))
                    .isEqualTo("diagram svg with 32 pieces");
            Ratings ratings = host.awaitRatings(WAIT);
            RatedGames event = ratings.read(new ByteArrayInputStream(
                    PlainClasspathExample.EVENT.getBytes(StandardCharsets.US_ASCII)), "event.pgn");
            assertThat(ratings.report(event.games(), RatingOptions.fide()).players())
                    .extracting(PlainClasspathExample::standing)
                    .containsExactly("1. Anna 1.5 expected 1.92 change -4.20", "2. Bert 0.5 expected 0.16 change 6.80");

            // Shuffle chess night: the GUI drops in the "no castling" bundle; new games get rules without castling.
            Bundle none = host.deploy(Jars.bundle("castling.none"));
            ChessRules shuffle = host.awaitRules(Variant.CHESS960, rules -> "none".equals(rules.castlingConvention()), WAIT);
            assertThatThrownBy(() -> shuffle.parseSan(start, "O-O")).isInstanceOf(SanException.class);
            none.uninstall();
            host.awaitRules(Variant.CHESS960, rules -> "fide".equals(rules.castlingConvention()), WAIT);

            // No castling convention at all: no rules, and the GUI learns it at once instead of waiting.
            host.bundle("org.rochade.castling.plugin").stop();
            assertThat(host.rules(Variant.CHESS960)).isEmpty();
            host.bundle("org.rochade.castling.plugin").start();
            assertThat(host.awaitRules(Variant.CHESS960, WAIT).castlingConvention()).isEqualTo("fide");
        } finally {
            host.close();
        }
        assertThat(host.state()).isEqualTo(Bundle.RESOLVED);
    }
}
