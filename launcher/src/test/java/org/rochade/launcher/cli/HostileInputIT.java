package org.rochade.launcher.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.rochade.launcher.cli.TestGames.VALID_960;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.rochade.launcher.cli.Rochade.Result;

/** {@code validate} and {@code convert} on hostile input: the limit options, and megabytes of garbage between good games read in small memory with nothing lost. */
class HostileInputIT extends CommandLineTest {
    @Test
    void limitsAreSetWithLimitOptions() throws Exception {
        Path deep = Files.writeString(temp.resolve("deep.pgn"),
                "[Event \"d\"]\n\n1. e4 (1. d4 (1. c4 (1. Nf3))) *\n\n" + VALID_960);
        Result defaults = rochade.run("validate", "--json", deep.toString());
        assertThat(defaults.exit()).as("stderr: %s", defaults.err()).isZero();
        Result limited = rochade.run("validate", "--json", "--limit", "depth=2", "--limit", "game=64K", deep.toString());
        assertThat(limited.exit()).as("stderr: %s", limited.err()).isEqualTo(1);
        assertThat(Json.object(limited.lines().get(0)).get("errors").toString()).contains("nested deeper than 2");
        assertThat(Json.object(limited.lines().get(1))).containsEntry("status", "valid");
        Path out = temp.resolve("out.pgn");
        Result converted = rochade.run("convert", deep.toString(), "-o", out.toString(), "--limit", "depth=2", "--json");
        assertThat(Json.object(converted.out().strip())).containsEntry("written", 1L).containsEntry("rejected", 1L);
        rochade.run("validate", "--limit", "width=3", deep.toString()).assertUserError("width");
        rochade.run("validate", "--limit", "line=10", deep.toString()).assertUserError("line=10");
        rochade.run("convert", deep.toString(), "-o", out.toString(), "--limit", "plies=lots").assertUserError("plies=lots");
    }

    /**
     * Megabytes of hostile input between good games, validated and converted with a 256 MB heap:
     * every good game valid at its line, every other report invalid with an error inside a hostile
     * part, and the rejects exactly the input without the good games.
     */
    @Test
    void hostileMegabyteArchivesAreReadInSmallMemoryAndNothingIsLost() throws Exception {
        HostileFile f = new HostileFile(temp.resolve("hostile.pgn"));
        java.util.Random random = new java.util.Random(960);
        f.good();
        byte[] noise = new byte[8 << 20];
        random.nextBytes(noise);
        f.hostile(noise).good();
        f.hostile(("[Event \"open comment\"]\n\n1. e4 {" + "words and words\n".repeat(200_000)).getBytes(StandardCharsets.US_ASCII)).good();
        f.hostile(("[Event \"deep\"]\n\n1. e4 " + "(1. d4\n".repeat(300_000)).getBytes(StandardCharsets.US_ASCII)).good();
        StringBuilder tags = new StringBuilder();
        for (int i = 0; i < 100_000; i++) {
            tags.append("[T").append(i).append(" \"v\"]\n");
        }
        f.hostile((tags + "\n1. e4 *").getBytes(StandardCharsets.US_ASCII)).good();
        f.hostile(("[Event \"giant\"]\n[White \"" + "x".repeat(5 << 20) + "\"]\n\n1. e4 *").getBytes(StandardCharsets.US_ASCII)).good();
        f.hostile(("[Event \"flood\"]\n" + "\n".repeat(18 << 20) + "1. e4 *").getBytes(StandardCharsets.US_ASCII)).good();
        byte[] line = new byte[24 << 20];
        for (int i = 0; i < line.length; i++) {
            line[i] = (byte) ('a' + random.nextInt(26)); // one line of 24 MB
        }
        f.hostile(line).good();
        f.hostile("[Event \"ctl\"]\n\n1. e4 \u0000\u001b[2J e5 99999999999999999999999999999999999999. Nf3 *".getBytes(StandardCharsets.ISO_8859_1)).good();
        for (int i = 0; i < 5_000; i++) {
            f.good("[Event \"no moves " + i + "\"]\n[Result \"*\"]\n\n*");
        }
        f.good();
        f.close();

        List<String> heap = List.of("-Xmx256m");
        Result validated = rochade.runJava(heap, "", "validate", "--json", f.path.toString());
        assertThat(validated.exit()).as("stderr: %s", validated.err()).isEqualTo(1);
        assertThat(validated.err()).isEmpty();
        List<Map<String, Object>> reports = validated.out().lines().map(Json::object).toList();
        Map<Object, Object> statusByLine = new java.util.HashMap<>();
        for (Map<String, Object> r : reports) {
            statusByLine.put(r.get("line"), r.get("status"));
        }
        for (long goodLine : f.goodLines) {
            assertThat(statusByLine.get(goodLine)).as("good game at line %d", goodLine).isEqualTo("valid");
        }
        for (Map<String, Object> r : reports) {
            if (!f.goodLines.contains((Long) r.get("line"))) {
                assertThat(r).containsEntry("status", "invalid");
                @SuppressWarnings("unchecked")
                List<Map<String, Object>> errors = (List<Map<String, Object>>) r.get("errors");
                assertThat(errors).as("report %s", r).anySatisfy(e -> {
                    assertThat(e).containsEntry("severity", "error");
                    assertThat(f.insideHostilePart((Long) e.get("line"))).as("error %s inside a hostile part", e).isTrue();
                });
            }
        }
        assertThat(reports.size()).isGreaterThan(f.goodLines.size() + 8);

        Path out = temp.resolve("clean.pgn");
        Path rejects = temp.resolve("rejects.pgn");
        Result converted = rochade.runJava(heap, "", "convert", f.path.toString(), "-o", out.toString(), "--rejects",
                rejects.toString(), "--json");
        assertThat(converted.exit()).as("stderr: %s", converted.err()).isEqualTo(1);
        assertThat(Json.object(converted.out().strip())).containsEntry("written", (long) f.goodLines.size())
                .containsEntry("rejected", (long) (reports.size() - f.goodLines.size()));
        f.assertIsInputWithoutGoodGames(rejects);
    }

    /** A hostile archive written to a file, remembering where the good games and hostile parts are. */
    private static final class HostileFile {
        final Path path;
        private final java.io.OutputStream out;
        private long offset;
        private long line = 1;
        private boolean lastWasCr;
        private int good;
        final java.util.Set<Long> goodLines = new java.util.HashSet<>();
        private final List<long[]> goodRanges = new ArrayList<>(); // offset, length
        private final List<long[]> hostileLines = new ArrayList<>(); // first line, last line

        HostileFile(Path path) throws IOException {
            this.path = path;
            this.out = new java.io.BufferedOutputStream(Files.newOutputStream(path), 1 << 16);
        }

        HostileFile good() throws IOException {
            return good(VALID_960.strip().replace("\"ok\"", "\"good " + ++good + "\""));
        }

        HostileFile good(String game) throws IOException {
            goodLines.add(line);
            goodRanges.add(new long[] {offset, game.length()});
            write(game.getBytes(StandardCharsets.US_ASCII));
            write(new byte[] {'\n', '\n'});
            return this;
        }

        HostileFile hostile(byte[] part) throws IOException {
            long first = line;
            write(part);
            write(new byte[] {'\n', '\n'});
            hostileLines.add(new long[] {first, line}); // up to the next game's line: a missing marker is found there
            return this;
        }

        private void write(byte[] bytes) throws IOException {
            out.write(bytes);
            offset += bytes.length;
            for (byte b : bytes) { // LF, CRLF and CR end lines, as the reader counts them
                if (b == '\n') {
                    if (!lastWasCr) {
                        line++;
                    }
                } else if (b == '\r') {
                    line++;
                }
                lastWasCr = b == '\r';
            }
        }

        void close() throws IOException {
            out.close();
        }

        boolean insideHostilePart(long at) {
            return hostileLines.stream().anyMatch(h -> at >= h[0] && at <= h[1]);
        }

        /** Each good game goes with the white space after it; every other byte must be in the rejects, in order. */
        void assertIsInputWithoutGoodGames(Path rejects) throws IOException {
            byte[] input = Files.readAllBytes(path);
            java.io.ByteArrayOutputStream expected = new java.io.ByteArrayOutputStream(input.length);
            int from = 0;
            for (long[] g : goodRanges) {
                expected.write(input, from, (int) g[0] - from);
                int end = (int) (g[0] + g[1]);
                while (end < input.length && (input[end] == '\n' || input[end] == '\r' || input[end] == ' ')) {
                    end++;
                }
                from = end;
            }
            expected.write(input, from, input.length - from);
            byte[] actual = Files.readAllBytes(rejects);
            assertThat(actual.length).isEqualTo(expected.size());
            assertThat(java.util.Arrays.equals(actual, expected.toByteArray())).as("rejects are the input without the good games").isTrue();
        }
    }
}
