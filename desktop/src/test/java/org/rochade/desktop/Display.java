package org.rochade.desktop;

import java.awt.GraphicsEnvironment;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;

/**
 * An X display for the window test. With DISPLAY set by the user the test uses it. Without one
 * (CI), the build gives the test JVM DISPLAY={@code rochade.xvfb.display} (desktop/pom.xml) and
 * this starts Xvfb on it before AWT reads DISPLAY; it stops it at the end. When no display can be
 * had, {@link #reasonMissing()} says why and the test is skipped with that reason.
 */
final class Display implements AutoCloseable {
    private final Process xvfb;
    private final String reasonMissing;
    /** Set once AWT has connected: from then on Xvfb must outlive this JVM's connection. */
    private volatile boolean inUse;

    private Display(Process xvfb, String reasonMissing) {
        this.xvfb = xvfb;
        this.reasonMissing = reasonMissing;
    }

    static Display open() throws IOException, InterruptedException {
        String wanted = System.getProperty("rochade.xvfb.display");
        if (wanted == null || wanted.isBlank()) {
            String display = System.getenv("DISPLAY");
            if (display == null || display.isBlank()) {
                return new Display(null, "no DISPLAY, and not started by the build that provides one (rochade.xvfb.display)");
            }
            return checked(new Display(null, null));
        }
        if (!wanted.equals(System.getenv("DISPLAY"))) {
            return new Display(null, "DISPLAY is not " + wanted + " as the build set it");
        }
        Path socket = Path.of("/tmp/.X11-unix/X" + wanted.substring(1));
        if (Files.exists(socket)) {
            return checked(new Display(null, null)); // already running (a previous run's, or the user's)
        }
        Optional<Path> binary = findXvfb();
        if (binary.isEmpty()) {
            return new Display(null, "no DISPLAY and no Xvfb on the PATH (Debian: apt-get install xvfb)");
        }
        // -terminate: Xvfb ends by itself when its last client goes, that is when this JVM ends (see close()).
        Process process = new ProcessBuilder(binary.get().toString(), wanted, "-screen", "0", "1400x1000x24",
                "-nolisten", "tcp", "-terminate")
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (!Files.exists(socket)) {
            if (!process.isAlive()) {
                return new Display(null, "Xvfb " + wanted + " ended at once (exit " + process.exitValue() + ")");
            }
            if (System.nanoTime() > deadline) {
                process.destroy();
                return new Display(null, "Xvfb " + wanted + " did not start within 20 s");
            }
            Thread.sleep(100);
        }
        return checked(new Display(process, null));
    }

    private static Display checked(Display display) {
        if (GraphicsEnvironment.isHeadless()) {
            display.close();
            return new Display(null, "the JVM runs headless (java.awt.headless)");
        }
        return display;
    }

    private static Optional<Path> findXvfb() {
        String path = System.getenv().getOrDefault("PATH", "/usr/bin:/bin");
        for (String dir : path.split(File.pathSeparator)) {
            Path candidate = Path.of(dir, "Xvfb");
            if (Files.isExecutable(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }

    /** Why there is no display, or null when there is one. */
    String reasonMissing() {
        return reasonMissing;
    }

    /**
     * AWT has connected to the display. Xlib ends the JVM (exit code 1) when the server goes away
     * under a connection, so from now on the Xvfb started here is not stopped by {@link #close()}:
     * started with {@code -terminate}, it ends by itself when this JVM's connection closes.
     */
    void inUse() {
        inUse = true;
    }

    @Override
    public void close() {
        if (xvfb != null && !inUse) {
            xvfb.destroy();
        }
    }
}
