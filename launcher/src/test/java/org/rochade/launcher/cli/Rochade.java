package org.rochade.launcher.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The command line as the tests run it: {@code java -jar target/rochade.jar ...} as a process with the
 * embedded Felix, SCR and bundles, its standard input, output and error kept in files of a directory.
 */
final class Rochade {
    static final Path JAR = Paths.get(System.getProperty("rochade.jar", "target/rochade.jar"));
    /** The launch script the build puts beside the jar. */
    static final Path SCRIPT = JAR.resolveSibling("rochade");
    static final Path JAVA = Paths.get(System.getProperty("java.home"), "bin", "java");
    static final long TIMEOUT_SECONDS = 60;

    /** What a run left: its exit code, standard output and standard error. */
    record Result(int exit, String out, String err) {
        List<String> lines() {
            return out.lines().toList();
        }

        /** A user error: exit 2, exactly one line on stderr, no stack trace, nothing on stdout. */
        void assertUserError(String... mentions) {
            assertThat(exit).as("exit code; stderr: %s", err).isEqualTo(2);
            assertThat(err.lines()).as("stderr").hasSize(1);
            assertThat(err).contains(mentions).doesNotContain("Exception", "at org.", "at java.");
            assertThat(out).as("stdout").isEmpty();
        }

        /** The one JSON object a successful run printed. */
        Map<String, Object> json() {
            assertThat(exit).as(err).isZero();
            return Json.object(out.strip());
        }

        void assertOk() {
            assertThat(exit).as("exit code; stderr: %s", err).isZero();
            assertThat(err).as("stderr").isEmpty();
        }
    }

    private final Path dir;

    /** @param dir where the files of standard input, output and error go (a test's temporary directory) */
    Rochade(Path dir) {
        this.dir = dir;
    }

    Result run(String... args) throws Exception {
        return runWithStdin("", args);
    }

    Result runWithStdin(String stdin, String... args) throws Exception {
        return runJava(List.of(), stdin, args);
    }

    /** Runs with JVM options before {@code -jar}; fails the test when the process does not end in time. */
    Result runJava(List<String> jvmOptions, String stdin, String... args) throws Exception {
        return runWrapped(List.of(), jvmOptions, stdin, args);
    }

    /**
     * Runs as the user nobody (uid 65534), for what the file system refuses an ordinary user: only
     * where this process is root and {@code setpriv} exists (see {@link #canRunAsNobody()}). The
     * directory of standard input, output and error must be writable by nobody.
     */
    Result runAsNobody(Path home, String... args) throws Exception {
        return runWrapped(List.of("setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "env", "HOME=" + home),
                List.of(), "", args);
    }

    /** Whether {@link #runAsNobody} can run: this process is root and setpriv is installed. */
    static boolean canRunAsNobody() {
        return "root".equals(System.getProperty("user.name")) && Files.isExecutable(Path.of("/usr/bin/setpriv"));
    }

    private Result runWrapped(List<String> wrapper, List<String> jvmOptions, String stdin, String... args) throws Exception {
        List<String> command = new ArrayList<>(wrapper);
        command.add(JAVA.toString());
        command.addAll(jvmOptions);
        command.addAll(List.of("-jar", JAR.toString()));
        command.addAll(List.of(args));
        Path in = Files.writeString(dir.resolve("stdin.txt"), stdin);
        Path out = dir.resolve("stdout.txt");
        Path err = dir.resolve("stderr.txt");
        ProcessBuilder builder = new ProcessBuilder(command)
                .redirectInput(in.toFile())
                .redirectOutput(out.toFile())
                .redirectError(err.toFile());
        builder.environment().remove("ROCHADE_DEBUG");
        Process process = builder.start();
        if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor();
            throw new AssertionError("rochade " + String.join(" ", args) + " did not end within "
                    + TIMEOUT_SECONDS + " s (Felix threads left running?); stderr: " + read(err));
        }
        return new Result(process.exitValue(), read(out), read(err));
    }

    private static String read(Path file) throws IOException {
        return Files.readString(file, StandardCharsets.UTF_8);
    }
}
