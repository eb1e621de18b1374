package org.rochade.launcher.cli;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.Charset;
import org.rochade.files.CheckedOutputStream;

/**
 * Standard output whose write errors are not lost. {@code System.out}, like every
 * {@code PrintStream} and {@code PrintWriter}, swallows them: {@code validate --json > /dev/full}
 * used to end with exit 0 and nothing written. This stream remembers the first failure with its
 * reason ("cannot write standard output: No space left on device"), and {@link Main} turns it into
 * exit 2 after the command. It flushes like {@code System.out} (on every line and array).
 */
final class StandardOutput extends PrintStream {
    private final CheckedOutputStream checked;

    private StandardOutput(CheckedOutputStream checked, Charset charset) {
        super(new BufferedOutputStream(checked, 8192), true, charset);
        this.checked = checked;
    }

    /** File descriptor 1, in the encoding {@code System.out} has (the JDK 17 rule: sun.stdout.encoding, else the default). */
    static StandardOutput open() {
        String encoding = System.getProperty("sun.stdout.encoding");
        Charset charset;
        try {
            charset = encoding == null ? Charset.defaultCharset() : Charset.forName(encoding);
        } catch (IllegalArgumentException e) {
            charset = Charset.defaultCharset();
        }
        return new StandardOutput(CheckedOutputStream.standardOutput(), charset);
    }

    /**
     * Why writing {@code out} failed, after flushing it ("cannot write standard output: ..."), or
     * null when every write succeeded.
     */
    static String failure(PrintStream out) {
        if (!out.checkError()) {
            return null;
        }
        if (out instanceof StandardOutput standard && standard.checked.failure() != null) {
            return readerLeft(standard.checked.failure()) ? null : standard.checked.failure().getMessage();
        }
        return "cannot write standard output";
    }

    /** Whether writing {@code out} (the process's standard output) failed already: Main says so, once. */
    static boolean failed(PrintStream out) {
        return out instanceof StandardOutput standard && standard.checked.failure() != null;
    }

    /**
     * Whether writing failed because the reader of standard output stopped reading ({@code | head}:
     * the pipe was closed). That is no failure of Rochade's: as Unix tools end quietly on SIGPIPE,
     * the command says nothing and keeps its own exit code (which Java's JVM, ignoring SIGPIPE, would
     * otherwise turn into "Broken pipe" on every later write).
     */
    static boolean readerLeft(IOException failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t.getMessage() != null && t.getMessage().endsWith("Broken pipe")) {
                return true;
            }
        }
        return false;
    }

    /**
     * Standard output as bytes whose write errors are thrown (for {@code convert -o -}), after what
     * the print stream holds is flushed. The caller writes and flushes it and never closes it.
     */
    static OutputStream bytes(PrintStream print) {
        print.flush();
        return print instanceof StandardOutput standard ? standard.checked : print;
    }
}
