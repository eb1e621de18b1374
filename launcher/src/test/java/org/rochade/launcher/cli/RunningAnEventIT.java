package org.rochade.launcher.cli;

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
 * docs/running-an-event.md, step by step: every {@code rochade} line of its block runs as it
 * stands (the {@code g!} lines after {@code rochade shell} are that shell's input), with a home
 * directory of the test's own (where the formats go), a free port instead of 8080, and the event's
 * games as {@code open.pgn} in the working directory.
 */
class RunningAnEventIT {
    private static final Path JAR = Paths.get(System.getProperty("rochade.jar", "target/rochade.jar"));
    private static final Path PAGE = Paths.get("../docs/running-an-event.md");
    private static final Path JAVA = Paths.get(System.getProperty("java.home"), "bin", "java");

    @TempDir
    Path temp;

    private record Result(int exit, String out, String err) {
    }

    @Test
    void everyStepOfTheWalkthroughRunsAsWritten() throws Exception {
        List<DocumentedCommands.Step> steps = DocumentedCommands.of(PAGE, "**Step by step**");
        assertThat(steps).extracting(step -> step.args().get(0))
                .containsExactly("format", "draw", "format", "shell", "draw", "draw", "ratings");
        Path home = Files.createDirectories(temp.resolve("home"));
        Path work = Files.createDirectories(temp.resolve("work"));
        try (InputStream games = RunningAnEventIT.class.getResourceAsStream("/event/open.pgn")) {
            Files.copy(games, work.resolve("open.pgn"));
        }

        List<Result> results = new ArrayList<>();
        for (DocumentedCommands.Step step : steps) {
            Result result = run(home, work, step);
            assertThat(result.exit()).as("%s%nstdout: %s%nstderr: %s", step.args(), result.out(), result.err()).isZero();
            assertThat(result.err()).doesNotContain("Exception");
            results.add(result);
        }

        // 2. the commitment printed is the one the page puts into the format
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

    private Result run(Path home, Path work, DocumentedCommands.Step step) throws Exception {
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

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
