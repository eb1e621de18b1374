package org.rochade.pgn.plugin;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Timeout;
import org.rochade.pgn.plugin.read.GameReader;
import org.rochade.pgn.plugin.read.PgnGame;
import org.rochade.games.api.pgn.ConversionOptions;
import org.rochade.games.api.pgn.ConversionSummary;
import org.rochade.games.api.pgn.Finding;
import org.rochade.games.api.pgn.GameReport;
import org.rochade.games.api.pgn.PgnLimits;
import org.rochade.games.api.pgn.ValidationOptions;
import org.rochade.games.api.pgn.ValidationSummary;

/**
 * Fuzzes the PGN reader and validator (tokenizer, game reader, start resolver, replay of main line
 * and variations, result checks) and the converter through the component's API, with tiny limits
 * (so that every limit is reached) and with the defaults. Properties:
 * <ul>
 *   <li>nothing but an {@link IOException} for a broken gzip or zstd stream escapes;</li>
 *   <li>one report per game, numbered in order, each finding with a line and a message, and a game
 *       is valid exactly when it has no error;</li>
 *   <li>the reader's raw pieces follow each other without a gap and cover the input (only escape
 *       lines and move numbers after the last game are left over), none larger than its bound;</li>
 *   <li>conversion agrees with validation, and its rejects are the invalid pieces, byte for byte.</li>
 * </ul>
 * Every build replays the seed corpus in
 * {@code src/test/resources/org/rochade/pgn/plugin/PgnFuzzTestInputs/}; {@code -Pfuzz} fuzzes
 * (see pgn.plugin/README.md, "Fuzzing").
 */
class PgnFuzzTest {
    private static final PgnValidatorComponent COMPONENT = TestRules.validator();
    private static final PgnLimits TINY = new PgnLimits(80, 120, 40, 12, 3, 40, 1024);

    // Jazzer turns the JUnit timeout into libFuzzer's per-input timeout: a slow input is a finding.
    @Timeout(20)
    @FuzzTest(maxDuration = "5m")
    void everyGameIsReportedAndNothingIsLost(byte[] input) throws IOException {
        for (PgnLimits limits : new PgnLimits[] {TINY, PgnLimits.defaults()}) {
            List<GameReport> reports = validate(input, limits);
            if (reports == null) {
                return; // a broken compressed stream: an unreadable input, reported as such
            }
            if (isCompressed(input)) {
                continue; // the raw pieces are of the decompressed bytes
            }
            List<byte[]> pieces = pieces(input, limits);
            assertThat(pieces).hasSameSizeAs(reports);
            ByteArrayOutputStream expectedRejects = new ByteArrayOutputStream();
            for (int i = 0; i < pieces.size(); i++) {
                if (!reports.get(i).isValid()) {
                    expectedRejects.write(pieces.get(i));
                }
            }
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream rejects = new ByteArrayOutputStream();
            ConversionSummary summary = COMPONENT.convert(new ByteArrayInputStream(input),
                    ConversionOptions.defaults().withLimits(limits), out, rejects);
            assertThat(summary.games()).isEqualTo(reports.size());
            assertThat(summary.rejected()).isEqualTo(reports.stream().filter(r -> !r.isValid()).count());
            assertThat(rejects.toByteArray()).isEqualTo(expectedRejects.toByteArray());
        }
    }

    /** The reports, checked for order and locations; null when the input is an unreadable compressed stream. */
    private static List<GameReport> validate(byte[] input, PgnLimits limits) {
        List<GameReport> reports = new ArrayList<>();
        ValidationSummary summary;
        try {
            summary = COMPONENT.validate(new ByteArrayInputStream(input), "fuzz",
                    ValidationOptions.defaults().withLimits(limits), reports::add);
        } catch (IOException e) {
            assertThat(isCompressed(input)).as("an IOException on plain input: %s", e).isTrue();
            return null;
        }
        assertThat(summary.games()).isEqualTo(reports.size());
        for (int i = 0; i < reports.size(); i++) {
            GameReport report = reports.get(i);
            assertThat(report.game()).isEqualTo(i + 1);
            assertThat(report.line()).isPositive();
            for (Finding f : report.findings()) {
                assertThat(f.line()).as("%s", f).isPositive();
                assertThat(f.column()).as("%s", f).isNotNegative();
                assertThat(f.message()).as("%s", f).isNotBlank();
            }
            assertThat(report.isValid()).isEqualTo(report.findings().stream().noneMatch(Finding::isError));
        }
        return reports;
    }

    /** The reader's raw pieces, checked to cover the input without a gap. */
    private static List<byte[]> pieces(byte[] input, PgnLimits limits) throws IOException {
        GameReader reader = new GameReader(new ByteArrayInputStream(input), limits, true);
        List<byte[]> pieces = new ArrayList<>();
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        for (PgnGame game = reader.next(); game != null; game = reader.next()) {
            assertThat(game.raw()).as("raw bytes of game %d", game.number()).isNotNull();
            pieces.add(game.raw());
            all.write(game.raw());
        }
        int bom = input.length >= 3 && (input[0] & 0xff) == 0xEF && (input[1] & 0xff) == 0xBB
                && (input[2] & 0xff) == 0xBF ? 3 : 0;
        byte[] covered = all.toByteArray();
        assertThat(Arrays.copyOfRange(input, bom, Math.min(input.length, bom + covered.length))).isEqualTo(covered);
        assertThat(onlyIgnorable(Arrays.copyOfRange(input, bom + covered.length, input.length)))
                .as("left over after the last game").isTrue();
        return pieces;
    }

    /**
     * What the reader skips without a token, so that after the last game it belongs to no piece:
     * white space, move numbers and their dots, and escape lines (from a '%' at a line start).
     */
    private static boolean onlyIgnorable(byte[] rest) {
        boolean escape = false;
        boolean lineStart = true;
        for (byte b : rest) {
            if (b == '\n' || b == '\r') {
                escape = false;
                lineStart = true;
                continue;
            }
            if (b == '%' && lineStart) {
                escape = true;
            }
            lineStart = false;
            if (!escape && b != ' ' && b != '\t' && b != '\f' && b != 0x0B && b != '.' && (b < '0' || b > '9')) {
                return false;
            }
        }
        return true;
    }

    private static boolean isCompressed(byte[] input) {
        return input.length >= 2 && (input[0] & 0xff) == 0x1f && (input[1] & 0xff) == 0x8b
                || input.length >= 4 && (input[0] & 0xff) == 0x28 && (input[1] & 0xff) == 0xb5
                && (input[2] & 0xff) == 0x2f && (input[3] & 0xff) == 0xfd;
    }
}
