package org.rochade.launcher.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * {@code rochade shell} as a running process (target/rochade.jar) fed line by line: a marker echoed
 * after each command delimits its output. For the tests that drive a shell (ShellIT, HallPageIT).
 */
final class ShellProcess {
    private static final Path JAR = Paths.get(System.getProperty("rochade.jar", "target/rochade.jar"));
    private static final Path JAVA = Paths.get(System.getProperty("java.home"), "bin", "java");
    static final long WAIT_MILLIS = 30_000;

    private final Process process;
    private final Writer in;
    private final List<String> out = new ArrayList<>();
    private final Path err;
    private int marks;

    private ShellProcess(Process process, Path err) {
        this.process = process;
        this.in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        this.err = err;
        Thread reader = new Thread(() -> {
            try (BufferedReader lines = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                    synchronized (out) {
                        out.add(line);
                        out.notifyAll();
                    }
                }
            } catch (IOException e) {
                // The process ended.
            }
        }, "shell-output");
        reader.setDaemon(true);
        reader.start();
    }

    static ShellProcess start(Path bundles, Path formats, String... jvmOptions) throws IOException {
        return start(bundles, formats, List.of(jvmOptions), List.of());
    }

    /** A shell with these JVM options before {@code -jar} and these shell options after {@code shell}. */
    static ShellProcess start(Path bundles, Path formats, List<String> jvmOptions, List<String> shellOptions) throws IOException {
        Path err = Files.createTempFile(formats.getParent(), "shell-err", ".txt");
        List<String> command = new ArrayList<>(List.of(JAVA.toString()));
        command.addAll(jvmOptions);
        command.addAll(List.of("-jar", JAR.toString(), "shell", "--bundles", bundles.toString(), "--config", formats.toString()));
        command.addAll(shellOptions);
        Process process = new ProcessBuilder(command)
                .redirectError(err.toFile())
                .start();
        return new ShellProcess(process, err);
    }

    /** The first line the shell printed, waiting for it. */
    String firstLine() throws Exception {
        long deadline = System.currentTimeMillis() + WAIT_MILLIS;
        synchronized (out) {
            while (out.isEmpty()) {
                long left = deadline - System.currentTimeMillis();
                if (left <= 0) {
                    throw new AssertionError("the shell printed nothing; stderr: " + Files.readString(err));
                }
                out.wait(left);
            }
            return out.get(0);
        }
    }

    /** Runs a command and returns what it printed on stdout. */
    String run(String command) throws Exception {
        String marker = "--mark-" + (++marks) + "--";
        int from;
        synchronized (out) {
            from = out.size();
        }
        in.write(command + "\necho " + marker + "\n");
        in.flush();
        long deadline = System.currentTimeMillis() + WAIT_MILLIS;
        synchronized (out) {
            while (out.stream().skip(from).noneMatch(line -> line.endsWith(marker))) {
                long left = deadline - System.currentTimeMillis();
                if (left <= 0) {
                    throw new AssertionError("no answer to '" + command + "'; output: " + out + "; stderr: " + Files.readString(err));
                }
                out.wait(left);
            }
            return String.join("\n", out.subList(from, out.size()));
        }
    }

    /** Runs a command and returns what it printed on stderr meanwhile. */
    String runError(String command) throws Exception {
        long before = Files.size(err);
        run(command);
        return Files.readString(err).substring((int) before);
    }

    /** Runs a command again until its output passes the test (FileInstall works by polling). */
    String runUntil(String command, Predicate<String> done) throws Exception {
        long deadline = System.currentTimeMillis() + WAIT_MILLIS;
        String last = run(command);
        while (!done.test(last) && System.currentTimeMillis() < deadline) {
            Thread.sleep(200);
            last = run(command);
        }
        return last;
    }

    long pid() {
        return process.pid();
    }

    void endInput() throws IOException {
        in.close();
    }

    int awaitExit() throws Exception {
        assertThat(process.waitFor(WAIT_MILLIS, TimeUnit.MILLISECONDS)).as("the shell ends at the end of its input").isTrue();
        return process.exitValue();
    }

    /** Waits for the process to end by itself (after a signal); false when it does not in time. */
    boolean awaitEnd() throws InterruptedException {
        return process.waitFor(WAIT_MILLIS, TimeUnit.MILLISECONDS);
    }

    void kill() throws Exception {
        if (process.isAlive()) {
            process.destroyForcibly().waitFor();
        }
    }
}
