package org.rochade.pgn.plugin;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.rochade.games.api.Game;
import org.rochade.games.api.GameNode;
import org.rochade.games.api.PgnWriteOptions;
import org.rochade.games.api.pgn.ConversionOptions;
import org.rochade.games.api.pgn.ConversionSummary;
import org.rochade.games.api.pgn.ValidationOptions;

/**
 * Every PGN archive and corpus in the repository's tests (every {@code *.pgn}, {@code .pgn.gz} and
 * {@code .pgn.zst} under a module's {@code src/test/resources}, the PGN fuzz test's seed corpus) and
 * the launcher's class-data training archive: each game that can be written (its start known, every
 * move legal) is written and read back as an equal game, and written again as the same text; and
 * {@code convert}'s output converted again is the same bytes.
 */
class ArchiveRoundTripTest {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private final PgnValidatorComponent games = TestRules.validator();

    static List<Path> archives() {
        try (Stream<Path> files = Files.walk(ROOT)) {
            List<Path> found = new ArrayList<>(files.filter(Files::isRegularFile).filter(ArchiveRoundTripTest::isArchive)
                    .sorted().toList());
            found.add(ROOT.resolve("launcher/src/cds/training.pgn"));
            return found;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static boolean isArchive(Path file) {
        String path = ROOT.relativize(file).toString().replace('\\', '/');
        if (path.contains("/target/") || path.startsWith(".") || !path.contains("/src/test/resources/")) {
            return false;
        }
        String name = file.getFileName().toString();
        return name.endsWith(".pgn") || name.endsWith(".pgn.gz") || name.endsWith(".pgn.zst")
                || path.contains("/PgnFuzzTestInputs/");
    }

    @Test
    void theArchivesAreAllFound() {
        List<String> names = archives().stream().map(p -> p.getFileName().toString()).toList();
        assertThat(names).contains("corpus-bad.pgn", "xboard-dfrc.pgn", "xboard-fischerandom.pgn", "uci-moves.pgn",
                "castling-960-cases.pgn", "annotated.pgn", "open.pgn", "training.pgn", "two-real-games", "gzip");
    }

    @Test
    void everyWritableGameOfEveryArchiveReadsBackEqual() throws IOException {
        int written = 0;
        int valid = 0;
        for (Path archive : archives()) {
            List<Game> read;
            try (Stream<Game> stream = games.stream(archive, ValidationOptions.defaults())) {
                read = stream.toList();
            }
            for (Game game : read) {
                if (!writable(game)) {
                    continue;
                }
                String where = ROOT.relativize(archive) + " game " + game.report().game();
                String pgn = games.write(game, PgnWriteOptions.defaults());
                RoundTrips.linesFit(pgn, 80, where);
                List<Game> again = games.read(pgn);
                assertThat(again).as(where).hasSize(1);
                Game back = again.get(0);
                assertThat(back).as("%s:\n%s", where, pgn).isEqualTo(game).hasSameHashCodeAs(game);
                assertThat(back.report().variant()).as(where).isEqualTo(game.report().variant());
                assertThat(back.report().sp()).as(where).isEqualTo(game.report().sp());
                assertThat(back.report().spBlack()).as(where).isEqualTo(game.report().spBlack());
                if (game.isValid()) {
                    assertThat(back.isValid()).as("%s: %s\n%s", where, back.findings(), pgn).isTrue();
                    assertThat(back.report().finalFen()).as(where).isEqualTo(game.report().finalFen());
                    valid++;
                }
                assertThat(games.write(back, PgnWriteOptions.defaults())).as(where).isEqualTo(pgn);
                written++;
            }
        }
        // corpus-bad.pgn alone has 906 valid games.
        assertThat(valid).isGreaterThan(1000);
        assertThat(written).isGreaterThanOrEqualTo(valid);
    }

    @Test
    void convertingConvertedOutputAgainGivesTheSameBytes() throws IOException {
        for (Path archive : archives()) {
            ByteArrayOutputStream once = new ByteArrayOutputStream();
            ConversionSummary first;
            try (var in = Files.newInputStream(archive)) {
                first = games.convert(in, ConversionOptions.defaults(), once, new ByteArrayOutputStream());
            }
            ByteArrayOutputStream twice = new ByteArrayOutputStream();
            ByteArrayOutputStream rejects = new ByteArrayOutputStream();
            ConversionSummary second = games.convert(new ByteArrayInputStream(once.toByteArray()),
                    ConversionOptions.defaults(), twice, rejects);
            String where = ROOT.relativize(archive).toString();
            assertThat(second.rejected()).as(where).isZero();
            assertThat(second.written()).as(where).isEqualTo(first.written());
            assertThat(twice.toString(StandardCharsets.UTF_8)).as(where).isEqualTo(once.toString(StandardCharsets.UTF_8));
        }
    }

    /** Whether the writer takes the game: its start is known and every move of it was legal. */
    private static boolean writable(Game game) {
        if (!game.start().isKnown()) {
            return false;
        }
        List<List<GameNode>> lines = new ArrayList<>(List.of(game.moves()));
        while (!lines.isEmpty()) {
            for (GameNode n : lines.remove(lines.size() - 1)) {
                if (!n.isPlayed()) {
                    return false;
                }
                lines.addAll(n.variations());
            }
        }
        return true;
    }
}
