package org.rochade.launcher.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Whether the process writes to a terminal. */
final class Terminals {
    private Terminals() {
    }

    /**
     * Whether standard error is a terminal. Java 17 can only tell whether the JVM has a console
     * (standard input and output both terminals), which misses the common {@code > report.jsonl}
     * run; on Linux the descriptor's link in /proc says where standard error goes.
     */
    static boolean stderrIsTerminal() {
        Path fd = Path.of("/proc/self/fd/2");
        if (Files.isSymbolicLink(fd)) {
            try {
                String target = Files.readSymbolicLink(fd).toString();
                return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
            } catch (IOException | UnsupportedOperationException | SecurityException e) {
                return System.console() != null;
            }
        }
        return System.console() != null;
    }
}
