package org.rochade.pgn.plugin.read;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Characters as UTF-8 bytes, encoded as they are read (the reader works on bytes: its columns are
 * byte columns). A lone surrogate becomes '?'.
 */
public final class CharsAsUtf8 extends InputStream {
    private final Reader in;
    private final CharsetEncoder encoder = StandardCharsets.UTF_8.newEncoder()
            .onMalformedInput(CodingErrorAction.REPLACE).onUnmappableCharacter(CodingErrorAction.REPLACE);
    private final CharBuffer chars = CharBuffer.allocate(8192);
    private final ByteBuffer bytes = ByteBuffer.allocate(3 * 8192 + 16);
    private boolean eof;

    public CharsAsUtf8(Reader in) {
        this.in = in;
        chars.flip();
        bytes.flip();
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        if (len == 0) {
            return 0;
        }
        while (!bytes.hasRemaining()) {
            if (!fill()) {
                return -1;
            }
        }
        int n = Math.min(len, bytes.remaining());
        bytes.get(b, off, n);
        return n;
    }

    /** Encodes more characters; false at the end of the input with nothing left. */
    private boolean fill() throws IOException {
        if (eof && !chars.hasRemaining()) {
            return false;
        }
        chars.compact();
        if (!eof) {
            int n = in.read(chars);
            eof = n < 0;
        }
        chars.flip();
        bytes.clear();
        CoderResult result = encoder.encode(chars, bytes, eof);
        if (eof && !chars.hasRemaining()) {
            encoder.flush(bytes);
        }
        bytes.flip();
        if (result.isError()) {
            throw new IOException("cannot encode the characters as UTF-8: " + result);
        }
        return bytes.hasRemaining() || !eof || chars.hasRemaining();
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
