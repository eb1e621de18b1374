package org.rochade.felix.host;

import java.io.PrintStream;
import java.time.Duration;
import org.osgi.framework.BundleException;
import org.osgi.framework.launch.Framework;

/** How a host ends its embedded framework: stopped, its threads awaited, its storage deleted. */
public final class FrameworkStop {
    private FrameworkStop() {
    }

    /**
     * Stops {@code framework} (when not null), waits up to {@code patience} for its threads to end,
     * then deletes {@code storage} (when not null). Never throws: a framework that does not stop
     * cleanly is a warning on {@code diagnostics}, prefixed with {@code program}; an interrupt is kept.
     */
    public static void stop(Framework framework, Duration patience, FrameworkStorage storage, PrintStream diagnostics,
                            String program) {
        if (framework != null) {
            try {
                framework.stop();
                framework.waitForStop(patience.toMillis());
            } catch (BundleException e) {
                diagnostics.println(program + ": warning: the embedded framework did not stop cleanly: " + e.getMessage());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        if (storage != null) {
            storage.delete(diagnostics);
        }
    }
}
