package org.rochade.files;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;

/**
 * An output stream whose failures name what it writes ("cannot write standard output: No space
 * left on device") and are remembered: a {@code PrintStream} or {@code PrintWriter} above it
 * swallows them, {@link #failure()} still has the first. After a failure every further call fails
 * at once with it.
 *
 * <p>Not thread-safe beyond what the stream below it is.
 */
public final class CheckedOutputStream extends FilterOutputStream {
    private final String name;
    private OutputFailure failure;

    /** @param name what the stream writes, for messages: a file name or "standard output" */
    public CheckedOutputStream(OutputStream out, String name) {
        super(out);
        this.name = name;
    }

    /** The process's standard output (file descriptor 1, not {@code System.out}, which swallows errors). */
    public static CheckedOutputStream standardOutput() {
        return new CheckedOutputStream(new FileOutputStream(FileDescriptor.out), "standard output");
    }

    public String name() {
        return name;
    }

    /** The first failure, or null. */
    public synchronized OutputFailure failure() {
        return failure;
    }

    /** Flushes, then throws (a copy of) the first failure if there was one. */
    public void check() throws OutputFailure {
        try {
            flush();
        } catch (IOException e) {
            // remembered below
        }
        failFast();
    }

    @Override
    public void write(int b) throws IOException {
        failFast();
        try {
            out.write(b);
        } catch (IOException | RuntimeException e) {
            throw failed(e);
        }
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        failFast();
        try {
            out.write(b, off, len);
        } catch (IOException | RuntimeException e) {
            throw failed(e);
        }
    }

    @Override
    public void flush() throws IOException {
        failFast();
        try {
            out.flush();
        } catch (IOException | RuntimeException e) {
            throw failed(e);
        }
    }

    @Override
    public void close() throws IOException {
        try {
            if (failure() == null) {
                flush();
            }
        } finally {
            try {
                out.close();
            } catch (IOException | RuntimeException e) {
                throw failed(e);
            }
        }
        failFast();
    }

    /**
     * Throws the first failure again, as a new exception each time: one instance thrown twice would
     * meet itself in a try-with-resources ("Self-suppression not permitted") and lose its message.
     */
    private synchronized void failFast() throws OutputFailure {
        if (failure != null) {
            throw again();
        }
    }

    private synchronized OutputFailure failed(Exception e) {
        if (failure == null) {
            failure = OutputFailure.writing(name, e);
        }
        return again();
    }

    private OutputFailure again() {
        return new OutputFailure(failure.getMessage(), failure.getCause() == null ? failure : failure.getCause());
    }
}
