package org.rochade.desktop.host;

import java.io.PrintStream;
import org.apache.felix.framework.Logger;
import org.osgi.framework.Bundle;
import org.osgi.framework.ServiceReference;

/** Sends Felix's own log lines to {@code diagnostics} (stderr) with the program's prefix. */
final class FelixLog extends Logger {
    private final PrintStream out;

    FelixLog(PrintStream out) {
        this.out = out;
    }

    @Override
    protected void doLog(Bundle bundle, @SuppressWarnings("rawtypes") ServiceReference ref, int level,
                         String message, Throwable throwable) {
        doLog(level, (bundle == null ? "" : "[" + bundle.getSymbolicName() + "] ") + message, throwable);
    }

    @Override
    protected void doLog(int level, String message, Throwable throwable) {
        out.println("rochade-desktop: felix: " + message + (throwable == null ? "" : " (" + throwable + ")"));
    }
}
