package org.rochade.pgn.plugin;

import java.io.OutputStream;
import java.util.Arrays;

/**
 * A game's rendered bytes, collected until the game is known to be valid and wanted. Unlike a
 * {@link java.io.ByteArrayOutputStream}, it lets a grown array go once the game is taken, so that
 * one large game does not keep its buffer for the rest of a run (on each of several threads). Not
 * thread-safe.
 */
final class GameBuffer extends OutputStream {
    private static final int FIRST = 4096;
    /** The most capacity kept from one game to the next. */
    private static final int KEEP = 1 << 18;
    private byte[] bytes = new byte[FIRST];
    private int size;

    @Override
    public void write(int b) {
        room(1);
        bytes[size++] = (byte) b;
    }

    @Override
    public void write(byte[] b, int off, int len) {
        room(len);
        System.arraycopy(b, off, bytes, size, len);
        size += len;
    }

    private void room(int n) {
        if (size + n > bytes.length) {
            bytes = Arrays.copyOf(bytes, Math.max(size + n, 2 * bytes.length));
        }
    }

    /** The bytes written since the last take, in an array of their own; the buffer is emptied. */
    byte[] take() {
        byte[] taken = Arrays.copyOf(bytes, size);
        size = 0;
        if (bytes.length > KEEP) {
            bytes = new byte[FIRST];
        }
        return taken;
    }
}
