package org.rochade.launcher.cli;

import org.rochade.felix.host.FrameworkStorage;
import static org.assertj.core.api.Assertions.assertThat;
import static org.rochade.launcher.cli.TestGames.ILLEGAL_CASTLING;
import static org.rochade.launcher.cli.TestGames.VALID_960;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.rochade.launcher.cli.Rochade.Result;
import org.rochade.launcher.exiting.ExitingActivator;

/**
 * The reliability suite of issue 22, one test per failure found, each a process against the built
 * jar and bounded in time: the output rule (a link with {@code ..}, a failed rename, a full device,
 * the umask, a missing parent directory), leftovers after SIGKILL, {@code System.exit} from a
 * bundle while the shell starts, and a jar that is not a bundle. Tests that need something the
 * machine may not allow (chattr, mkfifo, mounting a tmpfs) are skipped with the reason printed.
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class ReliabilityIT extends CommandLineTest {

    private Path input() throws IOException {
        return Files.writeString(temp.resolve("in.pgn"), VALID_960 + ILLEGAL_CASTLING + VALID_960);
    }

    private static List<String> parts(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(f -> f.getFileName().toString()).filter(n -> n.contains(".rochade-part-")).toList();
        }
    }

    /** Runs a system tool; its exit code, or -1 when it is not there. */
    private static int tool(String... command) throws InterruptedException {
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            process.getInputStream().readAllBytes();
            return process.waitFor(30, TimeUnit.SECONDS) ? process.exitValue() : -1;
        } catch (IOException e) {
            return -1;
        }
    }

    private static void skip(String why) {
        System.out.println("ReliabilityIT: skipped: " + why);
        Assumptions.abort(why);
    }

    @Test
    void anOutputThroughADirectoryLinkAndDotDotIsTheFileTheFileSystemMeans() throws Exception {
        // F1: link -> a/b, so link/../out.pgn is a/out.pgn; as text it would be the unrelated out.pgn.
        Path in = input();
        Path b = Files.createDirectories(temp.resolve("a/b"));
        Files.createSymbolicLink(temp.resolve("link"), b);
        Path unrelated = Files.writeString(temp.resolve("out.pgn"), "unrelated");
        Result run = rochade.run("convert", in.toString(), "-o", temp.resolve("link/../out.pgn").toString(),
                "--rejects", temp.resolve("link/../rejects.pgn").toString());
        assertThat(run.exit()).as(run.err()).isEqualTo(1);
        assertThat(Files.readString(unrelated)).isEqualTo("unrelated");
        assertThat(Files.readString(temp.resolve("a/out.pgn"))).contains("[Event \"ok\"]");
        assertThat(Files.readString(temp.resolve("a/rejects.pgn"))).contains("[Event \"bad\"]");
        assertThat(parts(temp.resolve("a"))).isEmpty();
    }

    @Test
    void anImmutableOutOrRejectsIsRefusedAndBothFilesStayAsTheyWere() throws Exception {
        // F2: an immutable target (chattr +i) cannot be replaced, not even by root: the other file stays too.
        Path in = input();
        Path out = Files.writeString(temp.resolve("out.pgn"), "old out");
        Path rejects = Files.writeString(temp.resolve("rejects.pgn"), "old rejects");
        if (tool("chattr", "+i", out.toString()) != 0) {
            skip("chattr +i is not available here (no e2fsprogs, or a file system without the immutable flag)");
        }
        try {
            Result outFails = rochade.run("convert", in.toString(), "-o", out.toString(), "--rejects", rejects.toString());
            assertThat(outFails.exit()).as(outFails.err()).isEqualTo(2);
            assertThat(outFails.err()).contains("cannot write " + out);
            assertThat(Files.readString(rejects)).isEqualTo("old rejects");
        } finally {
            tool("chattr", "-i", out.toString());
        }
        tool("chattr", "+i", rejects.toString());
        try {
            Result rejectsFail = rochade.run("convert", in.toString(), "-o", out.toString(), "--rejects", rejects.toString());
            assertThat(rejectsFail.exit()).as(rejectsFail.err()).isEqualTo(2);
            // Refused before any work since e79a222 (an immutable file is not writable, not even by root); the
            // rename that fails after the first one succeeded, and puts it back, is AtomicOutputTest's.
            assertThat(rejectsFail.err()).contains("cannot write " + rejects, "Permission denied");
            assertThat(Files.readString(out)).isEqualTo("old out");
        } finally {
            tool("chattr", "-i", rejects.toString());
        }
        assertThat(Files.readString(rejects)).isEqualTo("old rejects");
        assertThat(parts(temp)).isEmpty();
    }

    @Test
    void aTargetThatIsADirectoryIsRefusedBeforeAnyWorkAndTheOldRejectsStay() throws Exception {
        Path in = input();
        Files.createDirectories(temp.resolve("out.pgn/inside"));
        Path rejects = Files.writeString(temp.resolve("rejects.pgn"), "old rejects");
        rochade.run("convert", in.toString(), "-o", temp.resolve("out.pgn").toString(), "--rejects", rejects.toString())
                .assertUserError("out.pgn", "it is a directory");
        assertThat(Files.readString(rejects)).isEqualTo("old rejects");
        assertThat(parts(temp)).isEmpty();
    }

    @Test
    void writeErrorsOnStandardOutputAreExitTwoNamingIt() throws Exception {
        // F4: /dev/full fails every write with ENOSPC; PrintStream used to swallow it (exit 0).
        Path full = Paths.get("/dev/full");
        if (!Files.isWritable(full)) {
            skip("no writable /dev/full");
        }
        Path in = input();
        for (List<String> args : List.of(List.of("validate", "--json", in.toString()), List.of("sp", "--all"),
                List.of("stats", "--csv", in.toString()))) {
            List<String> command = new ArrayList<>(List.of(Rochade.JAVA.toString(), "-jar", Rochade.JAR.toString()));
            command.addAll(args);
            Path err = temp.resolve("err.txt");
            Process process = new ProcessBuilder(command).redirectOutput(full.toFile()).redirectError(err.toFile()).start();
            assertThat(process.waitFor(Rochade.TIMEOUT_SECONDS, TimeUnit.SECONDS)).as("ended: %s", args).isTrue();
            String stderr = Files.readString(err);
            assertThat(process.exitValue()).as("%s; stderr: %s", args, stderr).isEqualTo(2);
            assertThat(stderr).as("%s", args).contains("rochade: cannot write standard output: No space left on device");
        }
    }

    @Test
    void aFullFileSystemLeavesTheOldFilesAndNoPartsAndNamesTheFile() throws Exception {
        Path small = Files.createDirectories(temp.resolve("small"));
        int mounted = tool("mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", small.toString());
        if (mounted != 0) {
            skip("cannot mount a 1 MB tmpfs here (exit " + mounted + "; needs root or CAP_SYS_ADMIN)");
        }
        try {
            StringBuilder games = new StringBuilder();
            while (games.length() < 3 << 20) {
                games.append(VALID_960);
            }
            Path in = Files.writeString(temp.resolve("big.pgn"), games);
            Path out = Files.writeString(small.resolve("out.pgn"), "old out");
            Result convert = rochade.run("convert", in.toString(), "-o", out.toString());
            assertThat(convert.exit()).as(convert.err()).isEqualTo(2);
            assertThat(convert.err()).contains("cannot write " + out + ": No space left on device");
            assertThat(Files.readString(out)).isEqualTo("old out");
            assertThat(parts(small)).isEmpty();

            // F3: a heat map onto a full disk leaves the old picture whole.
            Path svg = Files.writeString(small.resolve("map.svg"), "<svg>old</svg>");
            try (OutputStream filler = Files.newOutputStream(small.resolve("filler"))) {
                byte[] block = new byte[8192];
                while (true) {
                    filler.write(block);
                }
            } catch (IOException diskFull) {
                // as intended
            }
            Result stats = rochade.run("stats", input().toString(), "--svg", svg.toString());
            assertThat(stats.exit()).as(stats.err()).isEqualTo(2);
            assertThat(stats.err()).contains("cannot write " + svg, "No space left on device");
            assertThat(Files.readString(svg)).isEqualTo("<svg>old</svg>");
            assertThat(parts(small)).isEmpty();
        } finally {
            tool("umount", small.toString());
        }
    }

    @Test
    void aPictureIsNeverWrittenOverAnInput() throws Exception {
        Path in = input();
        byte[] before = Files.readAllBytes(in);
        Files.createSymbolicLink(temp.resolve("picture.svg"), in);
        rochade.run("stats", in.toString(), "--svg", temp.resolve("picture.svg").toString())
                .assertUserError("refusing to overwrite the input");
        assertThat(Files.readAllBytes(in)).isEqualTo(before);
    }

    @Test
    void newFilesFollowTheUmask() throws Exception {
        // The child has this JVM's umask: a file made here shows what it gives.
        String expected = PosixFilePermissions.toString(Files.getPosixFilePermissions(Files.createFile(temp.resolve("probe"))));
        Path in = input();
        Path out = temp.resolve("out.pgn");
        Path rejects = temp.resolve("rejects.pgn");
        Path svg = temp.resolve("board.svg");
        assertThat(rochade.run("convert", in.toString(), "-o", out.toString(), "--rejects", rejects.toString()).exit()).isEqualTo(1);
        rochade.run("sp", "518", "--svg", svg.toString()).assertOk();
        for (Path file : List.of(out, rejects, svg)) {
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).as("%s", file).isEqualTo(expected);
        }
    }

    @Test
    void drawOutRefusesAMissingParentAndPrintsNothingFirst() throws Exception {
        Path dir = temp.resolve("nonexistent/dir");
        rochade.run("draw", "--rounds", "2", "--seed", "s", "--out", dir.toString())
                .assertUserError("--out", temp.resolve("nonexistent").toString(), "does not exist");
        assertThat(temp.resolve("nonexistent")).doesNotExist();
    }

    @Test
    void aConvertKilledWithSigkillLeavesAPartThatTheNextRunRemoves() throws Exception {
        // The input is a named pipe this test holds open: the convert has made its part and waits
        // for more games when it is killed, whatever the machine's speed.
        Path fifo = temp.resolve("games.pgn");
        if (tool("mkfifo", fifo.toString()) != 0) {
            skip("mkfifo is not available here");
        }
        Path outDir = Files.createDirectories(temp.resolve("out"));
        Process convert = new ProcessBuilder(Rochade.JAVA.toString(), "-jar", Rochade.JAR.toString(), "convert",
                fifo.toString(), "-o", outDir.resolve("out.pgn").toString())
                .redirectOutput(temp.resolve("killed-out.txt").toFile())
                .redirectError(temp.resolve("killed-err.txt").toFile()).start();
        long pid = convert.pid();
        // Opened for reading and writing, which never blocks on a pipe (opening it write-only would
        // wait for a reader, for ever if the convert failed first), and never ends the convert's input.
        try (FileChannel games = FileChannel.open(fifo, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            games.write(ByteBuffer.wrap(VALID_960.getBytes(StandardCharsets.UTF_8)));
            long deadline = System.currentTimeMillis() + 60_000;
            while (parts(outDir).isEmpty() && convert.isAlive() && System.currentTimeMillis() < deadline) {
                Thread.sleep(50);
            }
            assertThat(parts(outDir)).as("the running convert's part; stderr: %s",
                    Files.readString(temp.resolve("killed-err.txt"))).hasSize(1);
            convert.destroyForcibly(); // SIGKILL: no hook, no cleanup
            assertThat(convert.waitFor(30, TimeUnit.SECONDS)).isTrue();
        }
        assertThat(parts(outDir)).as("what SIGKILL leaves").hasSize(1);

        Result clean = rochade.run("convert", input().toString(), "-o", outDir.resolve("out.pgn").toString(),
                "--rejects", outDir.resolve("rejects.pgn").toString());
        assertThat(clean.exit()).as(clean.err()).isEqualTo(1);
        assertThat(parts(outDir)).as("parts after a clean run").isEmpty();
        // The killed process's framework storage is reclaimed by the next start too.
        try (Stream<Path> storages = Files.list(Paths.get(System.getProperty("java.io.tmpdir")))) {
            assertThat(storages.map(p -> p.getFileName().toString()))
                    .noneMatch(name -> name.startsWith(FrameworkStorage.prefix("rochade") + pid + "-"));
        }
    }

    /** A bundle jar whose activator calls System.exit(ExitingActivator.CODE). */
    private static void exitingBundle(Path jar) throws IOException {
        Manifest manifest = new Manifest();
        Attributes main = manifest.getMainAttributes();
        main.put(Attributes.Name.MANIFEST_VERSION, "1.0");
        main.putValue("Bundle-ManifestVersion", "2");
        main.putValue("Bundle-SymbolicName", "org.rochade.test.exiting");
        main.putValue("Bundle-Version", "1.0.0");
        main.putValue("Bundle-Activator", ExitingActivator.class.getName());
        main.putValue("Import-Package", "org.osgi.framework");
        String entry = ExitingActivator.class.getName().replace('.', '/') + ".class";
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar), manifest);
             InputStream bytes = ExitingActivator.class.getClassLoader().getResourceAsStream(entry)) {
            out.putNextEntry(new JarEntry(entry));
            bytes.transferTo(out);
            out.closeEntry();
        }
    }

    @Test
    void aBundleCallingSystemExitWhileTheShellStartsEndsTheJvm() throws Exception {
        // F8: the shutdown hook used to wait for a lock the starting thread held: only SIGKILL ended it.
        Path bundles = Files.createDirectories(temp.resolve("bundles"));
        Path formats = Files.createDirectories(temp.resolve("formats"));
        exitingBundle(bundles.resolve("exiting.jar"));
        Process shell = new ProcessBuilder(Rochade.JAVA.toString(), "-jar", Rochade.JAR.toString(), "shell",
                "--bundles", bundles.toString(), "--config", formats.toString())
                .redirectInput(Files.writeString(temp.resolve("stdin.txt"), "lb\n").toFile())
                .redirectOutput(temp.resolve("shell-out.txt").toFile())
                .redirectError(temp.resolve("shell-err.txt").toFile()).start();
        boolean ended = shell.waitFor(60, TimeUnit.SECONDS);
        if (!ended) {
            shell.destroyForcibly().waitFor();
        }
        assertThat(ended).as("the shell ended within 60 s; stderr: %s", Files.readString(temp.resolve("shell-err.txt"))).isTrue();
        assertThat(shell.exitValue()).isEqualTo(ExitingActivator.CODE);
    }

    @Test
    void jarsThatAreNotBundlesAreNamedInAWarning() throws Exception {
        Path bundles = Files.createDirectories(temp.resolve("bundles"));
        Path formats = Files.createDirectories(temp.resolve("formats"));
        Path garbage = Files.write(bundles.resolve("garbage.jar"), "not a zip at all".getBytes(StandardCharsets.UTF_8));
        Path plain = bundles.resolve("plain.jar");
        ByteArrayOutputStream zip = new ByteArrayOutputStream();
        try (JarOutputStream out = new JarOutputStream(zip, new Manifest())) {
            out.putNextEntry(new JarEntry("x.txt"));
            out.write('x');
        }
        Files.write(plain, zip.toByteArray());
        Result shell = rochade.run("shell", "--bundles", bundles.toString(), "--config", formats.toString());
        assertThat(shell.exit()).as(shell.err()).isZero();
        assertThat(shell.err()).contains("rochade: warning: " + garbage + " is not a bundle (not a readable jar",
                "rochade: warning: " + plain + " is not a bundle (its manifest has no Bundle-SymbolicName)");
    }
}
