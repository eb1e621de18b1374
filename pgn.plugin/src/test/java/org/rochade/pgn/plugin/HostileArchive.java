package org.rochade.pgn.plugin;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.rochade.games.api.pgn.ConversionOptions;
import org.rochade.games.api.pgn.ConversionSummary;
import org.rochade.games.api.pgn.Finding;
import org.rochade.games.api.pgn.GameReport;
import org.rochade.games.api.pgn.PgnLimits;
import org.rochade.games.api.pgn.ValidationOptions;

/**
 * Test helper: an archive of good games around hostile parts, generated in memory, and the checks
 * every hostile archive must pass: each good game is reported valid at its line, every other
 * report is invalid with an error located inside the hostile part it comes from, and conversion
 * writes the good games and copies everything else to the rejects byte for byte.
 */
final class HostileArchive {
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final List<long[]> goodGames = new ArrayList<>(); // offset, length
    private final List<long[]> hostileParts = new ArrayList<>(); // offset, length
    private int goodCount;

    /** A short valid Chess960 game, distinct per call (its Event tag). */
    static String goodGame(int n) {
        return "[Event \"good " + n + "\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"-\"]\n[White \"a\"]\n"
                + "[Black \"b\"]\n[Result \"*\"]\n[Variant \"Chess960\"]\n[SetUp \"1\"]\n"
                + "[FEN \"bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1\"]\n\n"
                + "1. O-O O-O 2. Ng3 Ng6 {a comment} 3. e4 (3. d4 d5) 3... e5 *";
    }

    HostileArchive good() {
        byte[] game = goodGame(++goodCount).getBytes(StandardCharsets.US_ASCII);
        goodGames.add(new long[] {bytes.size(), game.length});
        bytes.writeBytes(game);
        bytes.writeBytes(new byte[] {'\n', '\n'});
        return this;
    }

    HostileArchive hostile(byte[] part) {
        hostileParts.add(new long[] {bytes.size(), part.length});
        bytes.writeBytes(part);
        bytes.writeBytes(new byte[] {'\n', '\n'});
        return this;
    }

    HostileArchive hostile(String part) {
        return hostile(part.getBytes(StandardCharsets.ISO_8859_1));
    }

    byte[] bytes() {
        return bytes.toByteArray();
    }

    /** Validates and converts with these limits and checks the verdicts; returns the reports. */
    List<GameReport> check(PgnLimits limits) throws IOException {
        byte[] input = bytes();
        List<GameReport> reports = TestRules.validate(input, ValidationOptions.defaults().withLimits(limits));
        assertVerdicts(input, reports);
        assertConversion(input, limits, reports);
        return reports;
    }

    List<GameReport> check() throws IOException {
        return check(PgnLimits.defaults());
    }

    private void assertVerdicts(byte[] input, List<GameReport> reports) {
        List<Long> goodLines = new ArrayList<>();
        for (long[] g : goodGames) {
            goodLines.add(lineAt(input, g[0]));
        }
        for (long line : goodLines) {
            assertThat(reports).as("a report for the good game at line %d", line)
                    .anySatisfy(r -> assertThat(r.line()).isEqualTo(line));
        }
        for (GameReport r : reports) {
            if (goodLines.contains(r.line())) {
                assertThat(r.isValid()).as("good game at line %d: %s", r.line(), r.findings()).isTrue();
                continue;
            }
            assertThat(r.isValid()).as("report %s for hostile text", r).isFalse();
            assertThat(r.findings()).as("game %d", r.game()).anySatisfy(f -> {
                assertThat(f.isError()).isTrue();
                assertThat(insideHostilePart(input, f)).as("%s inside a hostile part", f).isTrue();
            });
        }
        assertThat(reports.size()).isGreaterThan(goodGames.size());
    }

    private boolean insideHostilePart(byte[] input, Finding f) {
        for (long[] h : hostileParts) {
            long first = lineAt(input, h[0]);
            // up to the next game's first line: a missing marker is found at its tag
            long last = lineAt(input, h[0] + h[1] + 2);
            if (f.line() >= first && f.line() <= last) {
                return true;
            }
        }
        return false;
    }

    /**
     * The good games are written, and the rejects are the input without them: each good game is
     * a piece of its own text and the white space after it; every other byte is in the rejects,
     * in order.
     */
    private void assertConversion(byte[] input, PgnLimits limits, List<GameReport> reports) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream rejects = new ByteArrayOutputStream();
        ConversionSummary summary = TestRules.validator().convert(new ByteArrayInputStream(input),
                ConversionOptions.defaults().withLimits(limits), out, rejects);
        assertThat(summary.games()).isEqualTo(reports.size());
        assertThat(summary.written()).isEqualTo(goodGames.size());
        assertThat(TestRules.validate(out.toByteArray(), ValidationOptions.defaults()))
                .hasSize(goodGames.size()).allMatch(GameReport::isValid);
        assertThat(rejects.toByteArray()).isEqualTo(withoutGoodGames(input));
    }

    private byte[] withoutGoodGames(byte[] input) {
        ByteArrayOutputStream rest = new ByteArrayOutputStream();
        int from = 0;
        for (long[] g : goodGames) {
            rest.write(input, from, (int) g[0] - from);
            int end = (int) (g[0] + g[1]);
            while (end < input.length && isSpace(input[end])) {
                end++;
            }
            from = end;
        }
        rest.write(input, from, input.length - from);
        return rest.toByteArray();
    }

    private static boolean isSpace(byte b) {
        return b == ' ' || b == '\t' || b == '\n' || b == '\r' || b == '\f' || b == 0x0B;
    }

    /** The 1-based line of a byte offset, with LF, CRLF and CR as line ends (as the reader counts). */
    static long lineAt(byte[] input, long offset) {
        long line = 1;
        for (int i = 0; i < offset && i < input.length; i++) {
            if (input[i] == '\n' || (input[i] == '\r' && (i + 1 >= input.length || input[i + 1] != '\n'))) {
                line++;
            }
        }
        return line;
    }
}
