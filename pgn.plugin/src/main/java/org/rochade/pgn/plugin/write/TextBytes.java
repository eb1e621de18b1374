package org.rochade.pgn.plugin.write;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Text as UTF-8 bytes, growing as needed: a writer encodes each piece of text once, as it appends
 * it, instead of building Strings and encoding the whole at the end. Not thread-safe.
 */
final class TextBytes {
    /** The most capacity kept when cleared: a large game's text is not held for the rest of a run. */
    private static final int KEEP = 1 << 18;
    private final int capacity;
    private byte[] bytes;
    private int size;

    TextBytes(int capacity) {
        this.capacity = capacity;
        bytes = new byte[capacity];
    }

    int size() {
        return size;
    }

    /** Empties the text; a capacity grown past a quarter MiB goes back to the first one. */
    void clear() {
        size = 0;
        if (bytes.length > KEEP) {
            bytes = new byte[capacity];
        }
    }

    /** Room for {@code n} more bytes. */
    private void room(int n) {
        if (size + n > bytes.length) {
            bytes = Arrays.copyOf(bytes, Math.max(size + n, 2 * bytes.length));
        }
    }

    /** Replaces the byte at {@code index} (below {@link #size()}) with an ASCII character. */
    void set(int index, char c) {
        bytes[index] = (byte) c;
    }

    /** An ASCII character. */
    void ascii(char c) {
        room(1);
        bytes[size++] = (byte) c;
    }

    /** Text known to be ASCII (SAN, move numbers, NAGs): one byte per character. */
    void ascii(String s) {
        int n = s.length();
        room(n);
        byte[] b = bytes;
        int at = size;
        for (int i = 0; i < n; i++) {
            b[at + i] = (byte) s.charAt(i);
        }
        size = at + n;
    }

    /** Bytes as they are. */
    void append(byte[] b, int from, int n) {
        room(n);
        System.arraycopy(b, from, bytes, size, n);
        size += n;
    }

    /** Another buffer's bytes. */
    void append(TextBytes other) {
        append(other.bytes, 0, other.size);
    }

    /**
     * Any text in UTF-8, as {@link String#getBytes} with UTF-8 encodes it (a lone surrogate becomes
     * '?'): ASCII is copied a character a byte, other text is encoded by the JDK.
     */
    void utf8(String s) {
        int n = s.length();
        room(n);
        byte[] b = bytes;
        int at = size;
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c >= 0x80) {
                size = at + i;
                byte[] rest = s.substring(i).getBytes(StandardCharsets.UTF_8);
                append(rest, 0, rest.length);
                return;
            }
            b[at + i] = (byte) c;
        }
        size = at + n;
    }

    /**
     * A tag value in UTF-8 with '"' and '\\' escaped by a '\\' (the PGN standard's string token):
     * the runs between them are written by {@link #utf8}.
     */
    void utf8Escaped(String s) {
        int from = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') {
                utf8(s.substring(from, i));
                ascii('\\');
                from = i;
            }
        }
        utf8(from == 0 ? s : s.substring(from));
    }

    void writeTo(OutputStream out) throws IOException {
        out.write(bytes, 0, size);
    }

    /** The text (for callers that want a String). */
    String text() {
        return new String(bytes, 0, size, StandardCharsets.UTF_8);
    }
}
