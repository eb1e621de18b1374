package org.rochade.launcher.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.rochade.launcher.cli.Rochade.JAR;
import static org.rochade.launcher.cli.Rochade.JAVA;
import static org.rochade.launcher.cli.Rochade.SCRIPT;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rochade.launcher.cli.Rochade.Result;

/** The launch script beside the jar: its JVM options per command and the class-data archive, also of a copied or moved installation. */
class LaunchScriptIT {
    @TempDir
    Path temp;

    @Test
    void theLaunchScriptRunsTheJarWithTheSerialCollectorUnlessToldOtherwise() throws Exception {
        Path script = SCRIPT;
        assertThat(Files.isExecutable(script)).as("%s is executable", script).isTrue();
        ProcessBuilder builder = new ProcessBuilder(script.toString(), "sp", "518", "--json")
                .redirectError(ProcessBuilder.Redirect.INHERIT);
        builder.environment().put("JAVA_HOME", JAVA.getParent().getParent().toString());
        builder.environment().put("JAVA_TOOL_OPTIONS", "-Xlog:gc:stdout");
        builder.environment().remove("ROCHADE_JAVA_OPTS");
        Process process = builder.start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor()).isZero();
        assertThat(out).contains("Using Serial", "\"sp\":518");

        builder.environment().put("ROCHADE_JAVA_OPTS", "-XX:+UseParallelGC");
        process = builder.start();
        out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor()).isZero();
        assertThat(out).contains("Using Parallel").doesNotContain("Using Serial");
    }

    @Test
    void theLaunchScriptNarrowsInliningForThePgnCommandsOnly() throws Exception {
        Path script = SCRIPT;
        Path pgn = temp.resolve("one.pgn");
        Files.writeString(pgn, "[Event \"e\"]\n\n1. e4 e5 *\n");
        ProcessBuilder validate = new ProcessBuilder(script.toString(), "validate", "--no-progress", pgn.toString());
        ProcessBuilder sp = new ProcessBuilder(script.toString(), "sp", "518");
        for (ProcessBuilder builder : List.of(validate, sp)) {
            builder.redirectError(ProcessBuilder.Redirect.INHERIT);
            builder.environment().put("JAVA_HOME", JAVA.getParent().getParent().toString());
            builder.environment().put("JAVA_TOOL_OPTIONS", "-XX:+PrintFlagsFinal");
            builder.environment().remove("ROCHADE_JAVA_OPTS");
        }
        assertThat(outputOfSuccessfulRun(validate)).containsPattern("FreqInlineSize\\s+= 80\\s").containsPattern("UseSerialGC\\s+= true")
                .containsPattern("MaxNewSize\\s+= 16777216\\s").containsPattern("MaxHeapSize\\s+= 67108864\\s");
        assertThat(outputOfSuccessfulRun(sp)).containsPattern("FreqInlineSize\\s+= 325\\s").containsPattern("UseSerialGC\\s+= true")
                .doesNotContainPattern("MaxNewSize\\s+= 16777216\\s").containsPattern("MaxHeapSize\\s+= 67108864\\s");
    }

    @Test
    void theLaunchScriptLeavesC2OutOnlyForSmallPlainInputs() throws Exception {
        // Up to 32 MiB of PGN named as plain files, the JIT compiler's C2 costs more than it gains.
        Path small = temp.resolve("small.pgn");
        Files.writeString(small, "[Event \"e\"]\n\n1. e4 e5 *\n");
        Path large = temp.resolve("large.pgn");
        Path rejects = temp.resolve("rejects.pgn");
        for (Path path : List.of(large, rejects)) {
            try (RandomAccessFile file = new RandomAccessFile(path.toFile(), "rw")) {
                file.setLength(32L * 1024 * 1024 + 1); // NUL bytes: invalid games, read quickly
            }
        }
        Path compressed = temp.resolve("small.pgn.gz");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(compressed))) {
            out.write(Files.readAllBytes(small));
        }
        String c1Only = "TieredStopAtLevel\\s+= 1\\s";
        assertThat(flagsOf("validate", "--no-progress", small.toString())).containsPattern(c1Only);
        assertThat(flagsOf("stats", small.toString())).containsPattern(c1Only);
        assertThat(flagsOf("convert", "-o", temp.resolve("out.pgn").toString(), small.toString())).containsPattern(c1Only);
        assertThat(flagsOf("convert", small.toString(), "-o", "-")).containsPattern(c1Only);
        assertThat(flagsOf("convert", "--rejects", rejects.toString(), "-o", temp.resolve("out2.pgn").toString(), small.toString()))
                .as("an output file is not input").containsPattern(c1Only);
        assertThat(flagsOf("validate", "--no-progress", large.toString())).doesNotContainPattern(c1Only);
        assertThat(flagsOf("validate", "--no-progress", small.toString(), large.toString())).doesNotContainPattern(c1Only);
        assertThat(flagsOf("validate", "--no-progress", compressed.toString())).doesNotContainPattern(c1Only);
        assertThat(flagsOf("validate", "--no-progress", "-")).doesNotContainPattern(c1Only);
        assertThat(flagsOf("sp", "518")).doesNotContainPattern(c1Only);
    }

    /** The JVM flags of a run of the script (standard input empty); the command may find invalid games. */
    private String flagsOf(String... arguments) throws Exception {
        List<String> command = new ArrayList<>(List.of(SCRIPT.toString()));
        command.addAll(List.of(arguments));
        ProcessBuilder builder = new ProcessBuilder(command).redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                .redirectError(ProcessBuilder.Redirect.DISCARD);
        builder.environment().put("JAVA_HOME", JAVA.getParent().getParent().toString());
        builder.environment().put("JAVA_TOOL_OPTIONS", "-XX:+PrintFlagsFinal");
        builder.environment().remove("ROCHADE_JAVA_OPTS");
        Process process = builder.start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor()).as(String.join(" ", arguments)).isBetween(0, 1);
        assertThat(out).containsPattern("TieredStopAtLevel\\s+= [14]\\s");
        return out;
    }

    @Test
    void theLaunchScriptTakesTheHomeDirectoryFromHome() throws Exception {
        Path home = temp.resolve("home");
        ProcessBuilder create = new ProcessBuilder(SCRIPT.toString(), "format", "create", "open", "--rounds", "3")
                .redirectError(ProcessBuilder.Redirect.INHERIT);
        create.environment().put("JAVA_HOME", JAVA.getParent().getParent().toString());
        create.environment().put("HOME", home.toString());
        create.environment().put("ROCHADE_CDS", "off");
        create.environment().remove("ROCHADE_JAVA_OPTS");
        create.environment().remove("JAVA_TOOL_OPTIONS");

        assertThat(outputOfSuccessfulRun(create)).contains(home.resolve(".rochade").resolve("formats").toString());
        try (var files = Files.list(home.resolve(".rochade").resolve("formats"))) {
            assertThat(files.map(file -> file.getFileName().toString())).contains("org.rochade.format-open.cfg");
        }
    }

    /**
     * The largest game the readers accept (16 MiB, in comments of 1 MB as engines and annotators
     * write them) converts with the launch script's heap on one thread and several, valid into the
     * output and invalid into the rejects as read; validate and stats read it too. Before, convert
     * ran out of its 64 MB heap (exit 3) from a 9 MB game on.
     */
    @Test
    void theLargestGameTheReadersAcceptConvertsWithTheScriptsHeapOnAnyThreads() throws Exception {
        int limit = 16 << 20; // PgnLimits' default bytes per game
        String valid = largestGame("Ng8", limit);
        String invalid = largestGame("Ke7", limit); // the last move is illegal
        assertThat(valid.length()).isBetween(limit - (2 << 20), limit - 1);
        Path input = Files.writeString(temp.resolve("largest.pgn"), valid + invalid);
        Path reference = temp.resolve("reference.pgn");
        for (String threads : List.of("1", "2", "8")) {
            Path out = temp.resolve("out" + threads + ".pgn");
            Path rejects = temp.resolve("rejects" + threads + ".pgn");
            Result converted = runAsUser(List.of("convert", "--threads", threads, input.toString(), "-o", out.toString(),
                    "--rejects", rejects.toString(), "--json"));
            assertThat(converted.exit()).as("threads %s; stderr: %s", threads, converted.err()).isEqualTo(1);
            assertThat(converted.out()).contains("\"written\":1", "\"rejected\":1");
            assertThat(Files.readString(rejects)).as("the invalid game as read").isEqualTo(invalid);
            if (threads.equals("1")) {
                Files.copy(out, reference);
                assertThat(Files.size(out)).isGreaterThan(valid.length() - 1000L);
            } else {
                assertThat(Files.mismatch(out, reference)).as("threads %s against one", threads).isEqualTo(-1L);
            }
        }
        Result again = runAsUser(List.of("validate", "--no-progress", "--threads", "2", reference.toString()));
        assertThat(again.exit()).as(again.err()).isZero();
        assertThat(again.out()).contains("1 games: 1 valid, 0 invalid");
        Result stats = runAsUser(List.of("stats", "--threads", "8", input.toString()));
        assertThat(stats.exit()).as(stats.err()).isZero();
    }

    /** One game of about {@code size} bytes: a knight shuffle with a comment of 1,000,000 bytes after each move. */
    private static String largestGame(String last, int size) {
        StringBuilder game = new StringBuilder("[Event \"largest\"]\n[Result \"*\"]\n\n");
        String[] moves = {"Nf3", "Nf6", "Ng1", "Ng8"};
        String comment = "engine output, more or less ".repeat(1_000_000 / 28);
        int plies = (size - 4096) / (comment.length() + 12);
        for (int ply = 0; ply < plies; ply++) {
            if (ply % 2 == 0) {
                game.append(ply / 2 + 1).append(". ");
            }
            game.append(ply == plies - 1 ? last : moves[ply % 4]).append(" {").append(comment).append("}\n");
        }
        return game.append("*\n\n").toString();
    }

    /** Runs the launch script as a user would (its own JVM options, no class-data archive made). */
    private Result runAsUser(List<String> arguments) throws Exception {
        List<String> command = new ArrayList<>(List.of(SCRIPT.toString()));
        command.addAll(arguments);
        Path out = temp.resolve("script-out.txt");
        Path err = temp.resolve("script-err.txt");
        ProcessBuilder builder = new ProcessBuilder(command).redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                .redirectOutput(out.toFile()).redirectError(err.toFile());
        builder.environment().put("JAVA_HOME", JAVA.getParent().getParent().toString());
        builder.environment().put("ROCHADE_CDS", "off");
        builder.environment().remove("ROCHADE_JAVA_OPTS");
        builder.environment().remove("JAVA_TOOL_OPTIONS");
        Process process = builder.start();
        if (!process.waitFor(Rochade.TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor();
            throw new AssertionError(String.join(" ", arguments) + " did not end in time");
        }
        return new Result(process.exitValue(), Files.readString(out), Files.readString(err));
    }

    /** An installation linked into a directory on the PATH (a link to a link, relative and absolute) runs the jar beside the script. */
    @Test
    void theLaunchScriptRunsThroughSymbolicLinks() throws Exception {
        Path bin = Files.createDirectories(temp.resolve("bin"));
        Files.createSymbolicLink(bin.resolve("rochade"), SCRIPT.toAbsolutePath());
        Path other = Files.createDirectories(temp.resolve("other"));
        Files.createSymbolicLink(other.resolve("chess960"), Paths.get("../bin/rochade"));
        for (Path link : List.of(bin.resolve("rochade"), other.resolve("chess960"))) {
            ProcessBuilder sp = new ProcessBuilder(link.toString(), "sp", "518", "--json")
                    .redirectError(ProcessBuilder.Redirect.INHERIT);
            sp.environment().put("JAVA_HOME", JAVA.getParent().getParent().toString());
            sp.environment().remove("ROCHADE_JAVA_OPTS");
            sp.environment().remove("JAVA_TOOL_OPTIONS");
            assertThat(outputOfSuccessfulRun(sp)).as("through %s", link).contains("\"sp\":518");
        }
    }

    /**
     * In the C locale (ASCII) a seed with an umlaut keeps its UTF-8 bytes: the commitment is the
     * SHA-256 of those bytes, as {@code printf '%s' SEED | sha256sum} gives it. The bytes are made by
     * the shell, whatever this test's JVM would encode arguments with.
     */
    @Test
    void aCLocaleKeepsNonAsciiArguments() throws Exception {
        String expected = java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256")
                .digest("Z\u00fcrich open".getBytes(StandardCharsets.UTF_8)));
        for (String locale : List.of("C", "POSIX", "C.UTF-8")) {
            ProcessBuilder commit = new ProcessBuilder("/bin/sh", "-c",
                    "LC_ALL=" + locale + " exec \"$0\" draw --commitment --seed \"$(printf 'Z\\303\\274rich open')\"",
                    SCRIPT.toString()).redirectError(ProcessBuilder.Redirect.INHERIT);
            commit.environment().put("JAVA_HOME", JAVA.getParent().getParent().toString());
            commit.environment().put("ROCHADE_CDS", "off");
            commit.environment().remove("ROCHADE_JAVA_OPTS");
            commit.environment().remove("JAVA_TOOL_OPTIONS");
            assertThat(outputOfSuccessfulRun(commit)).as("LC_ALL=%s", locale).contains(expected);
        }
    }

    /** Without the script, in the C locale, a file name the JVM cannot encode is bad input (exit 2, one line), not an internal error. */
    @Test
    void aFileNameTheLocaleCannotEncodeIsAUserError() throws Exception {
        ProcessBuilder validate = new ProcessBuilder("/bin/sh", "-c",
                "LC_ALL=C exec \"$0\" -jar \"$1\" validate \"$(printf 'dir \\303\\274/x.pgn')\"", JAVA.toString(), JAR.toString())
                .redirectErrorStream(true);
        Process process = validate.start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor()).as(out).isEqualTo(2);
        assertThat(out).contains("cannot name the file", "LC_ALL=C.UTF-8").doesNotContain("internal error", "\tat ");
    }

    /** Limits raised past what the script's heap holds: one line saying so and what to do, exit 2, no internal error. */
    @Test
    void runningOutOfTheHeapAfterRaisedLimitsIsSaidInOneLine() throws Exception {
        Path big = temp.resolve("big.pgn");
        try (OutputStream out = Files.newOutputStream(big)) {
            out.write("[Event \"a\"]\n[Result \"*\"]\n\n1. e4 {".getBytes(StandardCharsets.US_ASCII));
            byte[] words = "word ".repeat(1 << 16).getBytes(StandardCharsets.US_ASCII);
            for (int i = 0; i < 24 * (1 << 20) / words.length; i++) {
                out.write(words);
            }
            out.write("} e5 *\n".getBytes(StandardCharsets.US_ASCII));
        }
        ProcessBuilder convert = new ProcessBuilder(SCRIPT.toString(), "convert", "--limit", "line=32M", "--limit", "comment=32M",
                "--limit", "game=32M", big.toString(), "-o", temp.resolve("out.pgn").toString()).redirectErrorStream(true);
        convert.environment().put("JAVA_HOME", JAVA.getParent().getParent().toString());
        convert.environment().put("ROCHADE_CDS", "off");
        convert.environment().remove("ROCHADE_JAVA_OPTS");
        convert.environment().remove("JAVA_TOOL_OPTIONS");
        Process process = convert.start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor()).as(out).isEqualTo(2);
        assertThat(out).startsWith("rochade: out of memory: the heap holds at most").contains("lower the --limit values")
                .doesNotContain("internal error");
        assertThat(temp.resolve("out.pgn")).doesNotExist();
    }

    private static String outputOfSuccessfulRun(ProcessBuilder builder) throws Exception {
        Process process = builder.start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor()).as(out).isZero();
        return out;
    }

    @Test
    void theLaunchScriptMapsTheBuildsClassDataArchive() throws Exception {
        assertThat(JAR.resolveSibling("rochade.jsa")).as("the build's class-data archive").isRegularFile();
        assertThat(runsFromTheArchive(SCRIPT, Map.of())).as("classes mapped from the build's archive").isTrue();

        // Called by a relative path with CDPATH set (cd would print the directory it found).
        Path moved = installCopy("relative", false);
        ProcessBuilder relative = new ProcessBuilder("relative/rochade", "sp", "518", "--json").directory(temp.toFile());
        relative.environment().put("JAVA_HOME", JAVA.getParent().getParent().toString());
        relative.environment().put("CDPATH", temp.toString());
        relative.environment().put("ROCHADE_CDS", "off");
        relative.environment().remove("ROCHADE_JAVA_OPTS");
        relative.environment().remove("JAVA_TOOL_OPTIONS");
        Process process = relative.start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor()).as(out).isZero();
        assertThat(out).contains("\"sp\":518");
        assertThat(moved.resolve("rochade.jsa.lock")).as("ROCHADE_CDS=off makes no archive").doesNotExist();
    }

    @Test
    void aCopiedInstallationMakesItsOwnArchiveInTheBackgroundAndThenMapsIt() throws Exception {
        // The JVM maps an archive only for the jar path (and time) it was made for: the copy's
        // first command runs without it (and exactly as well) while the script makes one for it.
        Path copy = installCopy("copied", false);
        Result first = runScript(copy.resolve("rochade"), null);
        assertThat(first.exit()).as(first.err()).isZero();
        assertThat(first.out()).startsWith("{\"variant\":\"chess960\"").contains("\"sp\":518");
        assertThat(first.err()).isEmpty();
        awaitArchive(copy);
        assertThat(runsFromTheArchive(copy.resolve("rochade"), Map.of())).as("classes mapped from the copy's own archive").isTrue();
    }

    @Test
    void aMovedInstallationWithItsTimesKeptMakesItsArchiveBeforeTheCommandWhenAskedTo() throws Exception {
        // Times kept (cp -p, tar, mv): only the path differs, which the JVM refuses as well.
        Path moved = installCopy("moved", true);
        assertThat(runsFromTheArchive(moved.resolve("rochade"), Map.of("ROCHADE_CDS", "wait")))
                .as("classes mapped from the archive made for the moved jar").isTrue();
        assertThat(Files.readString(moved.resolve("rochade.jsa.jar")).strip()).isEqualTo(moved.resolve("rochade.jar").toString());
    }

    /** A copy of the installation (the build's files beside the jar, its archive among them) in a new directory. */
    private Path installCopy(String name, boolean keepTimes) throws Exception {
        Path dir = Files.createDirectories(temp.resolve(name)).toRealPath();
        for (String file : List.of("rochade", "rochade.jar", "rochade.classlist", "rochade.jsa", "rochade.jsa.jar", "rochade.jsa.jvm")) {
            if (keepTimes) {
                Files.copy(JAR.resolveSibling(file), dir.resolve(file), StandardCopyOption.COPY_ATTRIBUTES);
            } else {
                Files.copy(JAR.resolveSibling(file), dir.resolve(file));
            }
        }
        dir.resolve("rochade").toFile().setExecutable(true);
        return dir;
    }

    /** Waits for the archive a background run of the script makes for this installation. */
    private static void awaitArchive(Path installation) throws InterruptedException, IOException {
        Path stamp = installation.resolve("rochade.jsa.jar");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(180);
        while (System.nanoTime() < deadline) {
            if (Files.isRegularFile(stamp) && Files.readString(stamp).strip().equals(installation.resolve("rochade.jar").toString())
                    && !Files.exists(installation.resolve("rochade.jsa.lock"))) {
                return;
            }
            Thread.sleep(200);
        }
        throw new AssertionError("no class-data archive made for " + installation + " within 180 s");
    }

    /**
     * Whether {@code sp 518} through this script loads the launcher's own classes from a class-data
     * archive (the JDK's default archive holds only the JDK's).
     */
    private boolean runsFromTheArchive(Path script, Map<String, String> environment) throws Exception {
        Path log = Files.createTempFile(temp, "classes", ".log");
        ProcessBuilder builder = new ProcessBuilder(script.toString(), "sp", "518", "--json");
        builder.environment().put("JAVA_HOME", JAVA.getParent().getParent().toString());
        builder.environment().put("ROCHADE_JAVA_OPTS", "-XX:+UseSerialGC -Xlog:class+load=info:file=" + log);
        builder.environment().remove("JAVA_TOOL_OPTIONS");
        builder.environment().remove("ROCHADE_CDS");
        builder.environment().putAll(environment);
        Process process = builder.start();
        byte[] err = process.getErrorStream().readAllBytes();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor()).as(new String(err, StandardCharsets.UTF_8)).isZero();
        assertThat(out).contains("\"sp\":518");
        String main = Files.readAllLines(log).stream().filter(line -> line.contains(" org.rochade.launcher.cli.Main "))
                .findFirst().orElseThrow();
        return main.contains("source: shared objects file");
    }

    @Test
    void theClassDataArchiveLeavesTheHotPathToTheJitCompiler() throws Exception {
        // JDK 17 archives a method that is queued for compilation when the training run ends with
        // its "queued" flag set (JDK-8306460), and then never compiles it: one build ran
        // GameChecker.play in the interpreter. The build trains in the interpreter; this checks
        // that the methods every move goes through are compiled with the archive mapped. Any tier
        // counts: the bug left a method uncompiled for good, and on a busy machine C2's queue
        // can outlast this short run.
        String training = Files.readString(Paths.get("src/cds/training.pgn"), StandardCharsets.ISO_8859_1);
        Path pgn = temp.resolve("many.pgn");
        Files.writeString(pgn, training.repeat(250), StandardCharsets.ISO_8859_1);
        ProcessBuilder builder = new ProcessBuilder(SCRIPT.toString(),
                "validate", "--no-progress", pgn.toString());
        builder.environment().put("JAVA_HOME", JAVA.getParent().getParent().toString());
        builder.environment().put("ROCHADE_JAVA_OPTS", "-XX:+UseSerialGC -Xshare:on -XX:+PrintCompilation");
        builder.environment().remove("JAVA_TOOL_OPTIONS");
        builder.redirectError(ProcessBuilder.Redirect.INHERIT);
        String out = outputOfSuccessfulRun(builder);
        for (String method : List.of("org.rochade.pgn.plugin.check.GameChecker::play",
                "org.rochade.pgn.plugin.check.GameChecker$Replay::step",
                "org.rochade.pgn.plugin.read.PgnTokenizer::next")) {
            assertThat(out).as("compiled: " + method).containsPattern("\\s[1-4]\\s+" + Pattern.quote(method) + " ");
        }
    }

    private Result runScript(Path script, String javaOpts) throws Exception {
        ProcessBuilder builder = new ProcessBuilder(script.toString(), "sp", "518", "--json");
        builder.environment().put("JAVA_HOME", JAVA.getParent().getParent().toString());
        builder.environment().remove("JAVA_TOOL_OPTIONS");
        if (javaOpts == null) {
            builder.environment().remove("ROCHADE_JAVA_OPTS");
        } else {
            builder.environment().put("ROCHADE_JAVA_OPTS", javaOpts);
        }
        Process process = builder.start();
        byte[] err = process.getErrorStream().readAllBytes();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        return new Result(process.waitFor(), out, new String(err, StandardCharsets.UTF_8));
    }
}
