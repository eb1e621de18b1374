package org.rochade.embedding;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs a Java program as its own process and collects what it prints. */
final class Processes {

    /** What a finished process did. */
    record Outcome(int exitCode, String output) {
    }

    private Processes() {
    }

    static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /**
     * Runs {@code command} in {@code dir} with no input and waits for it to end; kills it after
     * {@code timeout} and fails with what it printed so far.
     */
    static Outcome run(List<String> command, Path dir, Duration timeout) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(new ArrayList<>(command)).directory(dir.toFile()).redirectErrorStream(true).start();
        process.getOutputStream().close();
        ByteArrayOutputStream output = new ByteArrayOutputStream();
        Thread reader = new Thread(() -> copy(process.getInputStream(), output), "process-output");
        reader.start();
        if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
            process.destroyForcibly().waitFor();
            reader.join();
            throw new AssertionError("still running after " + timeout.toSeconds() + " s: " + command + "\n" + text(output));
        }
        reader.join();
        return new Outcome(process.exitValue(), text(output));
    }

    private static void copy(InputStream in, ByteArrayOutputStream out) {
        try (in) {
            in.transferTo(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String text(ByteArrayOutputStream output) {
        synchronized (output) {
            return output.toString(StandardCharsets.UTF_8);
        }
    }
}
