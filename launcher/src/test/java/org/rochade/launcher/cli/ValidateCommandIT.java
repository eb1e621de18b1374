package org.rochade.launcher.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.rochade.launcher.cli.Rochade.JAR;
import static org.rochade.launcher.cli.Rochade.JAVA;
import static org.rochade.launcher.cli.Rochade.TIMEOUT_SECONDS;
import static org.rochade.launcher.cli.TestGames.ILLEGAL_CASTLING;
import static org.rochade.launcher.cli.TestGames.VALID_960;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.rochade.launcher.cli.Rochade.Result;

/** {@code validate} as a process: exit codes, human and JSON reports, inputs of every kind, progress. */
class ValidateCommandIT extends CommandLineTest {
    @Test
    void validateExitsZeroWhenEveryGameIsValidAndOneOtherwise() throws Exception {
        Path good = Files.writeString(temp.resolve("good.pgn"), VALID_960 + VALID_960);
        Result ok = rochade.run("validate", good.toString());
        assertThat(ok.exit()).as("stderr: %s", ok.err()).isZero();
        assertThat(ok.out()).contains("2 games: 2 valid, 0 invalid");

        Path mixed = Files.writeString(temp.resolve("mixed.pgn"), VALID_960 + ILLEGAL_CASTLING + VALID_960);
        Result bad = rochade.run("validate", mixed.toString());
        assertThat(bad.exit()).as("stderr: %s", bad.err()).isEqualTo(1);
        assertThat(bad.out()).contains("3 games: 2 valid, 1 invalid", "game 2", "O-O");
    }

    @Test
    void validateJsonIsOneObjectPerGameInInputOrder() throws Exception {
        Path mixed = Files.writeString(temp.resolve("mixed.pgn"), VALID_960 + ILLEGAL_CASTLING + VALID_960);
        for (String threads : List.of("1", "2")) {
            Result r = rochade.run("validate", "--json", "--threads", threads, mixed.toString());
            assertThat(r.exit()).as("stderr: %s", r.err()).isEqualTo(1);
            assertThat(r.lines()).hasSize(3);
            Map<String, Object> first = Json.object(r.lines().get(0));
            assertThat(first).containsEntry("game", 1L).containsEntry("status", "valid").containsEntry("variant", "chess960")
                    .containsEntry("plies", 4L).containsKeys("line", "sp", "finalFen", "errors");
            Map<String, Object> second = Json.object(r.lines().get(1));
            assertThat(second).containsEntry("game", 2L).containsEntry("status", "invalid");
            assertThat(second.get("errors").toString()).contains("O-O", "ply");
            assertThat(Json.object(r.lines().get(2))).containsEntry("game", 3L).containsEntry("status", "valid");
        }
    }

    @Test
    void validateReadsStandardInputAndGzip() throws Exception {
        Result stdin = rochade.runWithStdin(VALID_960, "validate", "--json", "-");
        assertThat(stdin.exit()).as("stderr: %s", stdin.err()).isZero();
        assertThat(stdin.lines()).hasSize(1);

        Path gz = temp.resolve("games.pgn.gz");
        try (java.io.OutputStream out = new java.util.zip.GZIPOutputStream(Files.newOutputStream(gz))) {
            out.write((VALID_960 + ILLEGAL_CASTLING).getBytes(StandardCharsets.UTF_8));
        }
        Result zipped = rochade.run("validate", "--json", gz.toString());
        assertThat(zipped.exit()).isEqualTo(1);
        assertThat(zipped.lines()).hasSize(2);
    }

    @Test
    void reportsOfSeveralInputsNameTheirFile() throws Exception {
        Path a = Files.writeString(temp.resolve("a.pgn"), VALID_960 + ILLEGAL_CASTLING);
        Path b = Files.writeString(temp.resolve("b.pgn"), ILLEGAL_CASTLING);
        Result json = rochade.run("validate", "--json", a.toString(), b.toString());
        assertThat(json.exit()).isEqualTo(1);
        assertThat(json.lines()).hasSize(3);
        assertThat(json.lines().get(1)).startsWith("{\"file\":\"" + a + "\",\"game\":2,");
        assertThat(json.lines().get(2)).startsWith("{\"file\":\"" + b + "\",\"game\":1,");
        Result human = rochade.run("validate", a.toString(), b.toString());
        assertThat(human.out()).contains(a + ": game 2 (line", b + ": game 1 (line", a + ": 2 games: 1 valid, 1 invalid",
                b + ": 1 games: 0 valid, 1 invalid", "all 2 inputs: 3 games: 1 valid, 2 invalid");
    }

    @Test
    void validateReadsAPipeNamedAsAFile() throws Exception {
        // /dev/stdin on a pipe, like a shell's <(...) or a named pipe: not seekable.
        Process process = new ProcessBuilder(JAVA.toString(), "-jar", JAR.toString(), "validate", "--json", "/dev/stdin")
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try (java.io.OutputStream in = process.getOutputStream()) {
            in.write((VALID_960 + ILLEGAL_CASTLING).getBytes(StandardCharsets.UTF_8));
        }
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).as(out).isEqualTo(1);
        assertThat(out.lines()).hasSize(2);
    }

    @Test
    void aCompressedFileThatBreaksMidwayKeepsTheReportsBeforeAndExitsTwo() throws Exception {
        StringBuilder games = new StringBuilder();
        for (int i = 0; i < 2000; i++) {
            games.append(i % 2 == 0 ? VALID_960 : ILLEGAL_CASTLING);
        }
        java.io.ByteArrayOutputStream gz = new java.io.ByteArrayOutputStream();
        try (java.io.OutputStream out = new java.util.zip.GZIPOutputStream(gz)) {
            out.write(games.toString().getBytes(StandardCharsets.UTF_8));
        }
        Path cut = Files.write(temp.resolve("cut.pgn.gz"), java.util.Arrays.copyOf(gz.toByteArray(), gz.size() * 2 / 3));
        for (String threads : List.of("1", "2")) {
            Result json = rochade.run("validate", "--json", "--threads", threads, cut.toString());
            assertThat(json.exit()).isEqualTo(2);
            assertThat(json.err()).contains("cut.pgn.gz", "reading stopped at line").doesNotContain("Exception");
            // Whole reports only, in order, for the games before the break.
            List<String> lines = json.lines();
            String file = "{\"file\":\"" + cut + "\",";
            assertThat(lines).hasSizeGreaterThan(10).allMatch(l -> l.startsWith(file) && l.endsWith("}"));
            assertThat(lines.get(lines.size() - 1)).startsWith(file + "\"game\":" + lines.size() + ",");
        }
        Result human = rochade.run("validate", cut.toString());
        assertThat(human.exit()).isEqualTo(2);
        assertThat(human.out()).contains("invalid", " games: ");
    }

    @Test
    void aProgressBarOnlyWhenAskedForOrOnATerminal() throws Exception {
        Path mixed = Files.writeString(temp.resolve("mixed.pgn"), VALID_960 + ILLEGAL_CASTLING + VALID_960);
        Result quiet = rochade.run("validate", "--json", mixed.toString());
        assertThat(quiet.err()).as("stderr is a pipe here: no bar").isEmpty();

        for (String threads : List.of("1", "2")) {
            Result drawn = rochade.run("validate", "--json", "--progress", "--threads", threads, mixed.toString());
            assertThat(drawn.exit()).isEqualTo(1);
            assertThat(drawn.lines()).as("stdout keeps only the reports").hasSize(3);
            assertThat(drawn.err()).contains("mixed.pgn", "100%", "3 games (1 invalid)");
        }
        Result stdin = rochade.runWithStdin(VALID_960, "validate", "--progress", "-");
        assertThat(stdin.exit()).isZero();
        assertThat(stdin.err()).contains("stdin", "1 games (0 invalid)");
    }

    @Test
    void aSigtermEndsAValidationStillReadingAndLeavesNoFrameworkStorageBehind() throws Exception {
        Path tmp = Files.createDirectories(temp.resolve("tmp"));
        Path err = temp.resolve("stderr.txt");
        // Standard input stays open: the validation reads on until the signal ends it.
        Process validate = new ProcessBuilder(JAVA.toString(), "-Djava.io.tmpdir=" + tmp, "-jar", JAR.toString(),
                "validate", "--progress", "-")
                .redirectOutput(temp.resolve("stdout.txt").toFile())
                .redirectError(err.toFile())
                .start();
        try (OutputStream stdin = validate.getOutputStream()) {
            stdin.write(VALID_960.getBytes(StandardCharsets.UTF_8));
            stdin.flush();
            // The bar is drawn once the validator reads standard input.
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT_SECONDS);
            while (!Files.readString(err).contains("stdin")) {
                assertThat(validate.isAlive()).as("still running; stderr: %s", Files.readString(err)).isTrue();
                assertThat(System.nanoTime()).as("the bar within %d s", TIMEOUT_SECONDS).isLessThan(deadline);
                Thread.sleep(50);
            }
            try (var files = Files.list(tmp)) {
                assertThat(files.map(file -> file.getFileName().toString()))
                        .as("the running validation's storage").anyMatch(name -> name.startsWith("rochade-felix-" + validate.pid() + "-"));
            }

            Process kill = new ProcessBuilder("kill", "-TERM", Long.toString(validate.pid())).inheritIO().start();
            assertThat(kill.waitFor()).isZero();
            assertThat(validate.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)).as("validate ends on SIGTERM").isTrue();
            assertThat(validate.exitValue()).as("ended by the signal (128 + 15)").isEqualTo(143);
        } finally {
            validate.destroyForcibly().waitFor();
        }
        try (var files = Files.list(tmp)) {
            assertThat(files.toList()).as("left in the temporary directory after SIGTERM").isEmpty();
        }
    }

    @Test
    void validateOfAMissingFileIsAUserError() throws Exception {
        rochade.run("validate", temp.resolve("missing.pgn").toString()).assertUserError("missing.pgn", "no such file");
        rochade.run("validate").assertUserError("FILE");
    }
}
