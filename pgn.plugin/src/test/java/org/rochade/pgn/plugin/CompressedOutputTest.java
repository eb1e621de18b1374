package org.rochade.pgn.plugin;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rochade.games.api.pgn.ConversionOptions;
import org.rochade.games.api.pgn.ConversionSummary;
import org.rochade.games.api.pgn.PgnSource;
import org.rochade.games.api.pgn.ValidationOptions;
import org.rochade.games.api.pgn.ValidationSummary;

/** A target named .gz or .zst is written compressed so, and reads back as the games written. */
class CompressedOutputTest {
    private static final String GAMES = """
            [Event "a"]
            [Result "*"]

            1. e4 e5 2. Nf3 *

            [Event "b"]
            [Result "*"]

            1. e4 Ke7 *
            """;

    @TempDir
    Path temp;

    @Test
    void outputAndRejectsAreCompressedAsTheirNamesSay() throws Exception {
        Path in = Files.writeString(temp.resolve("in.pgn"), GAMES);
        for (String suffix : List.of(".gz", ".GZ", ".zst")) {
            Path out = temp.resolve("out.pgn" + suffix);
            Path rejects = temp.resolve("rejects.pgn" + suffix);
            ConversionSummary summary = TestRules.validator().convert(List.of(new PgnSource.File(in)),
                    ConversionOptions.defaults(), out, rejects);
            assertThat(summary.written()).isEqualTo(1);
            assertThat(summary.rejected()).isEqualTo(1);

            byte[] head = Arrays.head(out);
            if (suffix.equalsIgnoreCase(".gz")) {
                assertThat(head).startsWith(0x1f, 0x8b);
            } else {
                assertThat(head).startsWith(0x28, 0xb5, 0x2f, 0xfd);
            }
            assertThat(Arrays.head(rejects)).startsWith(head[0], head[1]);
            ValidationSummary written = TestRules.validator().validate(out, ValidationOptions.defaults(), report -> { });
            assertThat(written.games()).as(suffix).isEqualTo(1);
            assertThat(written.valid()).isEqualTo(1);
            ValidationSummary rejected = TestRules.validator().validate(rejects, ValidationOptions.defaults(), report -> { });
            assertThat(rejected.games()).isEqualTo(1);
            assertThat(rejected.invalid()).isEqualTo(1);
        }
    }

    @Test
    void otherNamesArePlainText() throws Exception {
        Path in = Files.writeString(temp.resolve("in.pgn"), GAMES);
        Path out = temp.resolve("out.gz.pgn");
        TestRules.validator().convert(List.of(new PgnSource.File(in)), ConversionOptions.defaults(), out, temp.resolve("r.pgn"));
        assertThat(Files.readString(out, StandardCharsets.UTF_8)).contains("[Event \"a\"]");
    }

    private static final class Arrays {
        static byte[] head(Path file) throws java.io.IOException {
            byte[] all = Files.readAllBytes(file);
            return java.util.Arrays.copyOf(all, Math.min(4, all.length));
        }
    }
}
