package org.rochade.felix.host;

import java.io.PrintStream;
import org.apache.felix.framework.Logger;
import org.osgi.framework.Bundle;
import org.osgi.framework.ServiceReference;

/**
 * Sends Felix's own log lines to a diagnostics stream (Felix's default logger writes to stdout, which
 * belongs to a command's output), each line prefixed with the program's name. Stack traces only at
 * debug level.
 */
public final class FelixLog extends Logger {
    private final String program;
    private final PrintStream out;

    /** @param program what each line starts with ({@code rochade}, {@code rochade-desktop}) */
    public FelixLog(String program, PrintStream out) {
        this.program = program;
        this.out = out;
    }

    @Override
    protected void doLog(Bundle bundle, @SuppressWarnings("rawtypes") ServiceReference ref, int level,
                         String message, Throwable throwable) {
        doLog(level, (bundle == null ? "" : "[" + bundle.getSymbolicName() + "] ") + message, throwable);
    }

    @Override
    protected void doLog(int level, String message, Throwable throwable) {
        out.println(program + ": felix " + levelName(level) + ": " + message
                + (throwable == null ? "" : " (" + throwable + ")"));
        if (throwable != null && getLogLevel() >= LOG_DEBUG) {
            throwable.printStackTrace(out);
        }
    }

    private static String levelName(int level) {
        switch (level) {
            case LOG_ERROR: return "error";
            case LOG_WARNING: return "warning";
            case LOG_INFO: return "info";
            default: return "debug";
        }
    }
}
