package org.rochade.launcher.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.HashMap;
import java.util.Map;
import java.util.jar.JarFile;
import java.util.jar.Manifest;

/**
 * Names the jars in the shell's bundles directory that are not bundles. FileInstall installs a
 * {@code .jar} only when its manifest has a {@code Bundle-SymbolicName}, and skips any other without
 * a word (retrying it at every poll); this check says so once per version of such a file, on
 * standard error. A file is judged when it has kept its size and time for one poll, so that a jar
 * being copied in is not reported half written; the files there when the shell starts are judged at once.
 *
 * <p>Thread-safe: one daemon thread polls; {@link #close()} stops it.
 */
final class BundleDirectoryCheck implements AutoCloseable {
    private final Path dir;
    private final PrintStream warnings;
    private final long pollMillis;
    /** Per jar: the size and time last seen, and whether that version was judged. */
    private final Map<Path, Seen> seen = new HashMap<>();
    private final Thread poller;

    private record Seen(long size, long modified, boolean judged) {
    }

    private BundleDirectoryCheck(Path dir, PrintStream warnings, long pollMillis) {
        this.dir = dir;
        this.warnings = warnings;
        this.pollMillis = pollMillis;
        this.poller = new Thread(this::poll, "rochade-bundles-check");
        poller.setDaemon(true);
    }

    /** Judges the jars there now, then watches the directory until closed. */
    static BundleDirectoryCheck start(Path dir, PrintStream warnings, long pollMillis) {
        BundleDirectoryCheck check = new BundleDirectoryCheck(dir, warnings, pollMillis);
        check.scan(true);
        check.poller.start();
        return check;
    }

    private void poll() {
        while (!Thread.currentThread().isInterrupted()) {
            try {
                Thread.sleep(pollMillis);
            } catch (InterruptedException e) {
                return;
            }
            scan(false);
        }
    }

    private synchronized void scan(boolean judgeNow) {
        Map<Path, Seen> now = new HashMap<>();
        try (DirectoryStream<Path> jars = Files.newDirectoryStream(dir, "*.jar")) {
            for (Path jar : jars) {
                BasicFileAttributes attributes;
                try {
                    attributes = Files.readAttributes(jar, BasicFileAttributes.class);
                } catch (IOException e) {
                    continue; // gone meanwhile
                }
                if (!attributes.isRegularFile()) {
                    continue;
                }
                long size = attributes.size();
                long modified = attributes.lastModifiedTime().toMillis();
                Seen before = seen.get(jar);
                boolean same = before != null && before.size == size && before.modified == modified;
                boolean judged = same && before.judged;
                if (!judged && (judgeNow || same)) {
                    String why = whyNotABundle(jar);
                    if (why != null) {
                        warnings.println("rochade: warning: " + jar + " is not a bundle (" + why + "); it is not installed");
                        warnings.flush();
                    }
                    judged = true;
                }
                now.put(jar, new Seen(size, modified, judged));
            }
        } catch (IOException | RuntimeException e) {
            return; // the directory is unreadable now; FileInstall says nothing either, and it may come back
        }
        seen.clear();
        seen.putAll(now);
    }

    /** Why FileInstall will not install this jar (its own test: a manifest with a symbolic name), or null. */
    static String whyNotABundle(Path jar) {
        try (JarFile file = new JarFile(jar.toFile())) {
            Manifest manifest = file.getManifest();
            if (manifest == null) {
                return "it has no manifest";
            }
            if (manifest.getMainAttributes().getValue("Bundle-SymbolicName") == null) {
                return "its manifest has no Bundle-SymbolicName";
            }
            return null;
        } catch (IOException | SecurityException e) {
            return "not a readable jar: " + ErrorHandler.oneLine(String.valueOf(e.getMessage()));
        }
    }

    @Override
    public void close() {
        poller.interrupt();
    }
}
