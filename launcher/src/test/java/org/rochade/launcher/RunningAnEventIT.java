package org.rochade.launcher;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's "Running an event", step by step: every {@code rochade} line of its block runs as it
 * stands (the {@code g!} lines after {@code rochade shell} are that shell's input), with a home
 * directory of the test's own (where the formats go), a free port instead of 8080, and the event's
 * games as {@code open.pgn} in the working directory.
 */
class RunningAnEventIT {
    private static final Path JAR = Paths.get(System.getProperty("rochade.jar", "target/rochade.jar"));
    private static final Path README = Paths.get(System.getProperty("rochade.readme", "../README.md"));
    private static final Path JAVA = Paths.get(System.getProperty("java.home"), "bin", "java");

    @TempDir
    Path temp;

    /** One command line of the walkthrough and, for the shell, its input. */
    private record Step(List<String> args, List<String> input) {
    }

    private record Result(int exit, String out, String err) {
    }

    @Test
    void everyStepOfTheWalkthroughRunsAsWritten() throws Exception {
        List<Step> steps = walkthrough();
        assertThat(steps).extracting(step -> step.args().get(0))
                .containsExactly("format", "draw", "format", "shell", "draw", "draw", "ratings");
        Path home = Files.createDirectories(temp.resolve("home"));
        Path work = Files.createDirectories(temp.resolve("work"));
        try (InputStream games = RunningAnEventIT.class.getResourceAsStream("/event/open.pgn")) {
            Files.copy(games, work.resolve("open.pgn"));
        }

        List<Result> results = new ArrayList<>();
        for (Step step : steps) {
            Result result = run(home, work, step);
            assertThat(result.exit()).as("%s%nstdout: %s%nstderr: %s", step.args(), result.out(), result.err()).isZero();
            assertThat(result.err()).doesNotContain("Exception");
            results.add(result);
        }

        // 2. the commitment printed is the one the README puts into the format
        assertThat(results.get(1).out().strip()).isEqualTo(steps.get(2).args().get(steps.get(2).args().size() - 1));
        // 3. the shell revealed rounds 1 and 2, which 4. the whole draw from the published seed recomputes
        List<String> revealed = roundLines(results.get(3).out());
        assertThat(revealed).as("the shell's output: %s%s", results.get(3).out(), results.get(3).err()).hasSize(2).first().asString().startsWith("round 1: chess960 ");
        assertThat(roundLines(results.get(4).out())).isEqualTo(revealed);
        assertThat(roundLines(results.get(5).out())).isEqualTo(revealed);
        try (var files = Files.list(work.resolve("hall"))) {
            assertThat(files.map(file -> file.getFileName().toString())).containsExactlyInAnyOrder(
                    "round-1.svg", "round-1.png", "round-2.svg", "round-2.png", "sheet-1.svg");
        }
        // 5. the standings of the four players
        assertThat(results.get(6).out()).contains("rank", "Anna de Vries", "Bert Jansen", "Cleo Bakker", "Dirk Smit");
    }

    /** The "round N: ..." lines of an output (the shell's after its prompt). */
    private static List<String> roundLines(String out) {
        return out.lines().filter(line -> line.contains("round ") && line.contains(": chess960 "))
                .map(line -> line.substring(line.indexOf("round "))).toList();
    }

    private Result run(Path home, Path work, Step step) throws Exception {
        List<String> command = new ArrayList<>(List.of(JAVA.toString(), "-Duser.home=" + home, "-jar", JAR.toString()));
        List<String> args = new ArrayList<>(step.args());
        int http = args.indexOf("--http");
        if (http >= 0) {
            args.set(http + 1, Integer.toString(freePort()));
        }
        command.addAll(args);
        Path out = temp.resolve("out.txt");
        Path err = temp.resolve("err.txt");
        Path in = Files.writeString(temp.resolve("in.txt"), String.join("\n", step.input()) + "\n");
        Process process = new ProcessBuilder(command).directory(work.toFile())
                .redirectOutput(out.toFile()).redirectError(err.toFile()).redirectInput(in.toFile()).start();
        assertThat(process.waitFor(120, TimeUnit.SECONDS)).as("%s ends", step.args()).isTrue();
        return new Result(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8));
    }

    /** The command lines of the README's block after "**Step by step**". */
    private static List<Step> walkthrough() throws IOException {
        List<String> lines = Files.readAllLines(README, StandardCharsets.UTF_8);
        int at = 0;
        while (!lines.get(at).startsWith("**Step by step**")) {
            at++;
        }
        while (!lines.get(at).equals("```sh")) {
            at++;
        }
        List<Step> steps = new ArrayList<>();
        for (at++; !lines.get(at).equals("```"); at++) {
            String line = lines.get(at).strip();
            if (line.startsWith("rochade ")) {
                steps.add(new Step(words(line.substring("rochade ".length())), new ArrayList<>()));
            } else if (line.startsWith("g! ")) {
                steps.get(steps.size() - 1).input().add(line.substring("g! ".length()));
            } else {
                assertThat(line).as("a line of the walkthrough that is no command").matches("|#.*");
            }
        }
        return steps;
    }

    /** Words as a POSIX shell splits them, for what the walkthrough uses: blanks and double quotes. */
    private static List<String> words(String line) {
        List<String> words = new ArrayList<>();
        StringBuilder word = null;
        boolean quoted = false;
        for (char c : line.toCharArray()) {
            if (c == '"') {
                quoted = !quoted;
                word = word == null ? new StringBuilder() : word;
            } else if (c == ' ' && !quoted) {
                if (word != null) {
                    words.add(word.toString());
                    word = null;
                }
            } else {
                word = word == null ? new StringBuilder() : word;
                word.append(c);
            }
        }
        if (word != null) {
            words.add(word.toString());
        }
        return words;
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
