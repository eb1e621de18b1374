package org.rochade.launcher.cli;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;

/**
 * Standard output or error for a report sink: the sink may close what it writes to, which must
 * not close the process's stream; closing flushes instead.
 */
final class NonClosingOutput extends FilterOutputStream {
    NonClosingOutput(OutputStream out) {
        super(out);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        out.write(b, off, len); // whole arrays, not FilterOutputStream's byte by byte
    }

    @Override
    public void close() throws IOException {
        flush();
    }
}
