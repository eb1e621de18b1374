package org.rochade.launcher.cli;

import java.io.BufferedOutputStream;
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
            return standard.checked.failure().getMessage();
        }
        return "cannot write standard output";
    }
}
