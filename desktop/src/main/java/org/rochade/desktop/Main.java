package org.rochade.desktop;

import java.awt.GraphicsEnvironment;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * {@code java -jar rochade-desktop.jar [--bundles DIR]}: the chess window. Jars put into the bundles
 * directory (default {@code ~/.rochade/bundles}) are installed while it runs, replaced ones updated
 * and deleted ones uninstalled. Exit codes: 0 when the window was closed, 2 for a user error (one
 * line, no stack trace), 3 when it could not start.
 */
public final class Main {
    private static final String USAGE = "usage: java -jar rochade-desktop.jar [--bundles DIR]";

    private Main() {
    }

    public static void main(String[] args) {
        Path bundles = Path.of(System.getProperty("user.home"), ".rochade", "bundles");
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--bundles":
                    if (i + 1 == args.length) {
                        fail("--bundles needs a directory");
                    }
                    bundles = Path.of(args[++i]);
                    break;
                case "-h":
                case "--help":
                    System.out.println(USAGE);
                    System.out.println("  --bundles DIR  the directory watched for bundle jars (default ~/.rochade/bundles):");
                    System.out.println("                 a jar put there is installed and started while the window runs,");
                    System.out.println("                 e.g. castling.none's, which switches the rules to no castling");
                    return;
                default:
                    fail("unknown argument: " + args[i] + " (" + USAGE + ")");
            }
        }
        if (GraphicsEnvironment.isHeadless()) {
            fail("no display: the window needs one (set DISPLAY, or run under Xvfb)");
        }
        try {
            Files.createDirectories(bundles);
        } catch (IOException e) {
            fail("cannot create the bundles directory " + bundles + ": " + e.getMessage());
        }
        try {
            DesktopApp.start(bundles, System.err, () -> System.exit(0));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            System.exit(3);
        } catch (RuntimeException e) {
            System.err.println("rochade-desktop: could not start: " + e.getMessage());
            System.exit(3);
        }
    }

    private static void fail(String message) {
        System.err.println("rochade-desktop: " + message);
        System.exit(2);
    }
}
