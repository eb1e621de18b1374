package org.rochade.pgn.plugin.read;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * UTF-16 input (recognised by its byte order mark) as UTF-8 bytes, so that the byte-oriented
 * tokenizer reads it like any other archive: some Windows tools save PGN as "Unicode". Malformed
 * sequences become U+FFFD. Columns then count bytes of the UTF-8 form, and copied-through games are
 * in UTF-8.
 */
final class Utf16Input extends InputStream {
    private final Reader reader;
    private final CharsetEncoder encoder = StandardCharsets.UTF_8.newEncoder()
            .onMalformedInput(CodingErrorAction.REPLACE).onUnmappableCharacter(CodingErrorAction.REPLACE);
    private final CharBuffer chars = CharBuffer.allocate(8192);
    private final ByteBuffer bytes = ByteBuffer.allocate(3 * 8192 + 16);
    private boolean eof;

    /** @param in positioned at the byte order mark, which the UTF-16 decoder reads and drops */
    Utf16Input(InputStream in) {
        this.reader = new InputStreamReader(in, StandardCharsets.UTF_16);
        bytes.flip();
    }

    static boolean startsWithBom(byte[] head) {
        return head.length >= 2 && ((head[0] & 0xff) == 0xFF && (head[1] & 0xff) == 0xFE
                || (head[0] & 0xff) == 0xFE && (head[1] & 0xff) == 0xFF);
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
            if (eof) {
                return -1;
            }
            refill();
        }
        int n = Math.min(len, bytes.remaining());
        bytes.get(b, off, n);
        return n;
    }

    private void refill() throws IOException {
        bytes.clear();
        int n = reader.read(chars);
        if (n < 0) {
            eof = true;
        }
        chars.flip();
        encoder.encode(chars, bytes, eof);
        if (eof) {
            encoder.flush(bytes);
        }
        chars.compact();
        bytes.flip();
    }

    @Override
    public void close() throws IOException {
        reader.close();
    }
}
