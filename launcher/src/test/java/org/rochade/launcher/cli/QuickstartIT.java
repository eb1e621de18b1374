package org.rochade.launcher.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
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
 * The README's quickstart: every {@code rochade} line of its "Validate a PGN file" block runs as it
 * stands, with a small archive of valid games as {@code games.pgn} in the working directory, and
 * does what the README says of it.
 */
class QuickstartIT {
    private static final Path JAR = Paths.get(System.getProperty("rochade.jar", "target/rochade.jar"));
    private static final Path README = Paths.get("../README.md");
    private static final Path JAVA = Paths.get(System.getProperty("java.home"), "bin", "java");

    @TempDir
    Path work;

    @Test
    void everyQuickstartLineRunsAsWritten() throws Exception {
        List<DocumentedCommands.Step> steps = DocumentedCommands.of(README, "**Validate a PGN file**");
        assertThat(steps).extracting(step -> step.args().get(0)).containsExactly("validate", "convert", "sp");
        try (InputStream games = QuickstartIT.class.getResourceAsStream("/event/open.pgn")) {
            Files.copy(games, work.resolve("games.pgn"));
        }
        List<String> outputs = new ArrayList<>();
        for (DocumentedCommands.Step step : steps) {
            List<String> command = new ArrayList<>(List.of(JAVA.toString(), "-jar", JAR.toString()));
            command.addAll(step.args());
            Path out = work.resolve("out.txt");
            Path err = work.resolve("err.txt");
            Process process = new ProcessBuilder(command).directory(work.toFile())
                    .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
            assertThat(process.waitFor(120, TimeUnit.SECONDS)).as("%s ends", step.args()).isTrue();
            String printed = Files.readString(out, StandardCharsets.UTF_8);
            assertThat(process.exitValue()).as("%s%nstdout: %s%nstderr: %s", step.args(), printed,
                    Files.readString(err, StandardCharsets.UTF_8)).isZero();
            outputs.add(printed);
        }
        assertThat(work.resolve("clean.pgn")).isNotEmptyFile();
        assertThat(outputs.get(2)).contains("RNBQKBNR");
    }
}
