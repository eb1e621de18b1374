package org.rochade.launcher.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.rochade.launcher.cli.Rochade.JAR;
import static org.rochade.launcher.cli.Rochade.JAVA;
import static org.rochade.launcher.cli.Rochade.SCRIPT;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rochade.launcher.cli.Rochade.Result;

/** The launch script beside the jar: its JVM options per command and the build's class-data archive. */
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

    private static String outputOfSuccessfulRun(ProcessBuilder builder) throws Exception {
        Process process = builder.start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor()).as(out).isZero();
        return out;
    }

    @Test
    void theLaunchScriptMapsTheBuildsClassDataArchive() throws Exception {
        Path script = SCRIPT;
        assertThat(JAR.resolveSibling("rochade.jsa")).as("the build's class-data archive").isRegularFile();
        // -Xshare:on makes an archive the JVM cannot map fatal, so success proves it was used.
        Result mapped = runScript(script, "-XX:+UseSerialGC -Xshare:on");
        assertThat(mapped.exit()).as(mapped.err()).isZero();
        assertThat(mapped.out()).startsWith("{\"variant\":\"chess960\"").contains("\"sp\":518");

        // A copy elsewhere no longer matches the archive's class path: it runs without it, and
        // the JVM's complaint stays off standard output.
        Path moved = temp.resolve("moved");
        Files.createDirectories(moved);
        for (String name : List.of("rochade", "rochade.jar", "rochade.jsa")) {
            Files.copy(JAR.resolveSibling(name), moved.resolve(name), java.nio.file.StandardCopyOption.COPY_ATTRIBUTES);
        }
        Result unmapped = runScript(moved.resolve("rochade"), null);
        assertThat(unmapped.exit()).as(unmapped.err()).isZero();
        assertThat(unmapped.out()).startsWith("{\"variant\":\"chess960\"").contains("\"sp\":518");

        // Called by a relative path with CDPATH set (cd would print the directory it found).
        ProcessBuilder relative = new ProcessBuilder("moved/rochade", "sp", "518", "--json").directory(temp.toFile());
        relative.environment().put("JAVA_HOME", JAVA.getParent().getParent().toString());
        relative.environment().put("CDPATH", temp.toString());
        relative.environment().remove("ROCHADE_JAVA_OPTS");
        relative.environment().remove("JAVA_TOOL_OPTIONS");
        Process process = relative.start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor()).as(out).isZero();
        assertThat(out).contains("\"sp\":518");
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
