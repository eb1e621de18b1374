package org.rochade.launcher.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.rochade.launcher.cli.Rochade.JAR;
import static org.rochade.launcher.cli.Rochade.JAVA;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code rochade shell} as a process, scripted through standard input: hot deployment of a bundle
 * jar through FileInstall and event format changes, each seen by the next command without a restart.
 */
class ShellIT {
    private static final Path CASTLING_NONE = Paths.get(System.getProperty("castling.none.jar",
            "../castling.none/target/castling.none-0.1.0-SNAPSHOT.jar"));
    /** Kiwipete: 48 moves at depth 1 with both castlings, 46 without. */
    private static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    private static final long WAIT_MILLIS = 30_000;

    @TempDir
    Path temp;

    private ShellProcess shell;

    @AfterEach
    void stopShell() throws Exception {
        if (shell != null) {
            shell.kill();
        }
    }

    @Test
    void aScriptOnStandardInputRunsAndTheShellEndsAtItsEnd() throws Exception {
        Path bundles = Files.createDirectories(temp.resolve("bundles"));
        Path formats = Files.createDirectories(temp.resolve("formats"));
        Files.writeString(formats.resolve("org.rochade.format-open.cfg"), "variant = chess960\nstart = 288\n");
        String script = String.join("\n",
                "rochade:variants",
                "rochade:formats",
                "rochade:sp --format open --json",
                "rochade:perft --depth 2",
                "rochade:sp 1000",
                "help rochade:validate",
                "") ;
        ProcessBuilder builder = new ProcessBuilder(JAVA.toString(), "-jar", JAR.toString(), "shell",
                "--bundles", bundles.toString(), "--config", formats.toString())
                .redirectInput(Files.writeString(temp.resolve("script.txt"), script).toFile())
                .redirectOutput(temp.resolve("out.txt").toFile())
                .redirectError(temp.resolve("err.txt").toFile());
        Process process = builder.start();
        assertThat(process.waitFor(WAIT_MILLIS, TimeUnit.MILLISECONDS)).as("the shell ends at the end of its input").isTrue();
        String out = Files.readString(temp.resolve("out.txt"));
        String err = Files.readString(temp.resolve("err.txt"));

        assertThat(process.exitValue()).as("exit; stderr: %s", err).isZero();
        assertThat(out).contains("chess960    castling fide", "fischer168  castling fide", "classic     castling fide",
                "open          variant chess960    castling fide    start 288", "\"sp\":288,\"backRank\":\"BBQNRKRN\"",
                "nodes:   400");
        // Gogo's help shows the command's @Descriptor: the annotation is the one Gogo reads.
        assertThat(out).contains("validate - Validates PGN archives: every game, main line and variations, with the rules of its variant.",
                "scope: rochade", "the arguments of the one-shot command (--help lists them)");
        // A failing command reports on stderr like the one-shot command, and the shell goes on.
        assertThat(err).contains("rochade: ").doesNotContain("Exception");
    }

    @Test
    void aJarDroppedIntoTheBundlesDirectoryIsStartedAndItsRemovalUndoesIt() throws Exception {
        Path bundles = Files.createDirectories(temp.resolve("bundles"));
        Path formats = Files.createDirectories(temp.resolve("formats"));
        shell = ShellProcess.start(bundles, formats);
        String perft = "rochade:perft --depth 1 --json --fen \"" + KIWIPETE + "\"";

        assertThat(shell.run(perft)).contains("\"nodes\":48");

        Path dropped = bundles.resolve("castling.none.jar");
        Files.copy(CASTLING_NONE, dropped);
        // FileInstall polls the directory; each try is a fresh request to the rules services.
        assertThat(shell.runUntil(perft, out -> out.contains("\"nodes\":46"))).contains("\"nodes\":46");
        assertThat(shell.run("rochade:variants")).contains("chess960    castling none", "classic     castling none");
        assertThat(shell.run("lb")).contains("Rochade castling.none").contains("Active");
        // Without castling, a start is announced without castling rights: what a GUI must be given.
        assertThat(shell.run("rochade:sp 518 --json")).contains(
                "\"xfen\":\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1\"").doesNotContain("KQkq");

        // Replacing the jar updates the bundle in place: still one castling.none, still in force.
        Files.copy(CASTLING_NONE, dropped, StandardCopyOption.REPLACE_EXISTING);
        Files.setLastModifiedTime(dropped, FileTime.from(Instant.now().plusSeconds(5)));
        assertThat(shell.run(perft)).contains("\"nodes\":46");

        Files.delete(dropped);
        assertThat(shell.runUntil(perft, out -> out.contains("\"nodes\":48"))).contains("\"nodes\":48");
        assertThat(shell.run("rochade:variants")).contains("chess960    castling fide");
        assertThat(shell.run("rochade:sp 518 --json")).contains("\"xfen\":\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"");
        // The rules are rebound while castling.none is stopping; its uninstall follows.
        assertThat(shell.runUntil("lb", out -> !out.contains("castling.none"))).doesNotContain("castling.none");
        shell.endInput();
        assertThat(shell.awaitExit()).isZero();
    }

    @Test
    void aChangedFormatFileOrTheFormatCommandTakesEffectForTheNextRequest() throws Exception {
        Path bundles = Files.createDirectories(temp.resolve("bundles"));
        Path formats = Files.createDirectories(temp.resolve("formats"));
        Path open = formats.resolve("org.rochade.format-open.cfg");
        Files.writeString(open, "variant = chess960\nstart = 288\n");
        shell = ShellProcess.start(bundles, formats);

        assertThat(shell.run("rochade:sp --format open --json")).contains("\"sp\":288");

        // An edited file reaches the format through FileInstall and ConfigAdmin.
        Files.writeString(open, "variant = fischer168\nstart = 17\n");
        assertThat(shell.runUntil("rochade:sp --format open --json", out -> out.contains("fischer168")))
                .contains("\"variant\":\"fischer168\",\"number\":17");

        // The shell command changes file and configuration at once: the very next request sees it.
        assertThat(shell.run("rochade:format change open --variant chess960 --start 0")).contains("changed");
        assertThat(shell.run("rochade:sp --format open --json")).contains("\"variant\":\"chess960\",\"number\":0,\"sp\":0");
        assertThat(Files.readString(open)).contains("variant = chess960", "start = 0");

        assertThat(shell.run("rochade:format create shuffle --variant classic --castling none --start 518")).contains("created");
        assertThat(shell.run("rochade:formats")).contains("shuffle       variant classic     castling none");
        // castling.none is not deployed: the format cannot be played, and says why.
        assertThat(shell.runError("rochade:sp --format shuffle"))
                .contains("castling convention 'none', but the classic rules in force use 'fide'");

        assertThat(shell.run("rochade:format delete shuffle")).contains("deleted");
        assertThat(shell.run("rochade:formats")).doesNotContain("shuffle");
        assertThat(formats.resolve("org.rochade.format-shuffle.cfg")).doesNotExist();
        shell.endInput();
        assertThat(shell.awaitExit()).isZero();
    }

    @Test
    void theFrameworkStorageIsTheUsersOnlyWhileTheShellRunsAndGoneAfter() throws Exception {
        Path bundles = Files.createDirectories(temp.resolve("bundles"));
        Path formats = Files.createDirectories(temp.resolve("formats"));
        shell = ShellProcess.start(bundles, formats);
        assertThat(shell.run("rochade:variants")).contains("chess960");

        Path tmp = Paths.get(System.getProperty("java.io.tmpdir"));
        List<Path> storage;
        try (var dirs = Files.list(tmp)) {
            String prefix = "rochade-felix-" + shell.pid() + "-";
            storage = dirs.filter(dir -> dir.getFileName().toString().startsWith(prefix)).toList();
        }
        assertThat(storage).as("the shell's Felix storage in %s", tmp).hasSize(1);
        if (tmp.getFileSystem().supportedFileAttributeViews().contains("posix")) {
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(storage.get(0))))
                    .as("permissions of %s", storage.get(0)).isEqualTo("rwx------");
        }
        shell.endInput();
        assertThat(shell.awaitExit()).isZero();
        assertThat(storage.get(0)).doesNotExist();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"TERM", "INT"})
    void aSignalToEndStopsTheFrameworkAndLeavesNoStorageBehind(String signal) throws Exception {
        Path bundles = Files.createDirectories(temp.resolve("bundles"));
        Path formats = Files.createDirectories(temp.resolve("formats"));
        Path tmp = Files.createDirectories(temp.resolve("tmp"));
        shell = ShellProcess.start(bundles, formats, "-Djava.io.tmpdir=" + tmp);
        assertThat(shell.run("rochade:variants")).contains("chess960");
        try (var files = Files.list(tmp)) {
            assertThat(files.map(file -> file.getFileName().toString()))
                    .as("the running shell's temporary files").anyMatch(name -> name.startsWith("rochade-felix-" + shell.pid() + "-"));
        }

        // What kill(1) and Ctrl-C send; standard input stays open, so only the signal ends the shell.
        Process kill = new ProcessBuilder("kill", "-" + signal, Long.toString(shell.pid())).inheritIO().start();
        assertThat(kill.waitFor()).isZero();
        assertThat(shell.awaitEnd()).as("the shell ends on SIG%s", signal).isTrue();

        try (var files = Files.list(tmp)) {
            assertThat(files.toList()).as("left in the temporary directory after SIG%s", signal).isEmpty();
        }
    }
}
