package org.rochade.desktop;

import java.awt.GraphicsEnvironment;
import java.io.File;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.Optional;

/**
 * An X display for the window test. With DISPLAY set by the user the test uses it. Without one
 * (CI), the build gives the test JVM DISPLAY={@code rochade.xvfb.display} (desktop/pom.xml) and
 * this starts Xvfb on it before AWT reads DISPLAY; it stops it at the end. When no display can be
 * had, {@link #reasonMissing()} says why and the test is skipped with that reason.
 *
 * <p>Two builds on one machine (a shared machine, parallel worktrees) would otherwise share that
 * display: two windows at the same place, two robots moving one pointer, each losing the other's
 * clicks. The display is taken with a lock file ({@code rochade-xvfb-<n>.lock} in java.io.tmpdir)
 * for this JVM's life, and another build's test waits for it.
 */
final class Display implements AutoCloseable {
    /** How long a test waits for another build's test to give the display up. */
    private static final Duration LOCK_PATIENCE = Duration.ofMinutes(10);
    private final Process xvfb;
    private final String reasonMissing;
    /** This JVM's hold on the build's display, or null; released by the JVM's end once AWT has connected. */
    private final FileLock taken;
    /** Set once AWT has connected: from then on Xvfb must outlive this JVM's connection. */
    private volatile boolean inUse;

    private Display(Process xvfb, String reasonMissing) {
        this(xvfb, reasonMissing, null);
    }

    private Display(Process xvfb, String reasonMissing, FileLock taken) {
        this.xvfb = xvfb;
        this.reasonMissing = reasonMissing;
        this.taken = taken;
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
        FileLock taken = take(wanted);
        if (taken == null) {
            return new Display(null, "the display " + wanted + " stayed in use by another build's window test for "
                    + LOCK_PATIENCE.toMinutes() + " min");
        }
        Path socket = Path.of("/tmp/.X11-unix/X" + wanted.substring(1));
        // The previous holder's Xvfb ends with its JVM, just after the lock is free: give it a moment.
        long gone = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (Files.exists(socket) && System.nanoTime() < gone) {
            Thread.sleep(100);
        }
        if (Files.exists(socket)) {
            return checked(new Display(null, null, taken)); // already running (the user's, or one left behind)
        }
        Optional<Path> binary = findXvfb();
        if (binary.isEmpty()) {
            release(taken);
            return new Display(null, "no DISPLAY and no Xvfb on the PATH (Debian: apt-get install xvfb)");
        }
        // -terminate: Xvfb ends by itself when its last client goes, that is when this JVM ends (see close()).
        Process process = new ProcessBuilder(binary.get().toString(), wanted, "-screen", "0", "1400x1000x24",
                "-nolisten", "tcp", "-terminate")
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (!Files.exists(socket)) {
            if (!process.isAlive()) {
                release(taken);
                return new Display(null, "Xvfb " + wanted + " ended at once (exit " + process.exitValue() + ")");
            }
            if (System.nanoTime() > deadline) {
                process.destroy();
                release(taken);
                return new Display(null, "Xvfb " + wanted + " did not start within 20 s");
            }
            Thread.sleep(100);
        }
        return checked(new Display(process, null, taken));
    }

    /**
     * Takes the display for this JVM, waiting while another build's test holds it; null when it
     * stays held for {@link #LOCK_PATIENCE}.
     */
    private static FileLock take(String display) throws IOException, InterruptedException {
        Path file = Path.of(System.getProperty("java.io.tmpdir"), "rochade-xvfb-" + display.substring(1) + ".lock");
        FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        long deadline = System.nanoTime() + LOCK_PATIENCE.toNanos();
        boolean said = false;
        while (true) {
            FileLock lock = channel.tryLock();
            if (lock != null) {
                return lock;
            }
            if (!said) {
                System.out.println("DesktopWindowIT: the display " + display + " is in use by another build's window test"
                        + " (" + file + "); waiting for it");
                said = true;
            }
            if (System.nanoTime() > deadline) {
                channel.close();
                return null;
            }
            Thread.sleep(500);
        }
    }

    private static void release(FileLock taken) {
        if (taken == null) {
            return;
        }
        try {
            taken.channel().close(); // releases the lock
        } catch (IOException e) {
            // the JVM's end releases it too
        }
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
     * started with {@code -terminate}, it ends by itself when this JVM's connection closes. The
     * display stays taken until then too (the lock goes with the JVM).
     */
    void inUse() {
        inUse = true;
    }

    @Override
    public void close() {
        if (!inUse) {
            if (xvfb != null) {
                xvfb.destroy();
            }
            release(taken);
        }
    }
}
