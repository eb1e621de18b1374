package org.rochade.itest;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * PGN made in memory one game at a time as it is read, so that a validation can be kept running
 * while a test changes the framework: subclasses say what the next game is, or that there is none.
 */
abstract class GameStream extends InputStream {
    private byte[] current = new byte[0];
    private int position;

    /** The next game's text (ASCII), or null when the stream ends. */
    protected abstract String nextGame();

    @Override
    public final int read() {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public final int read(byte[] b, int off, int len) {
        if (len == 0) {
            return 0;
        }
        if (position == current.length) {
            String game = nextGame();
            if (game == null) {
                return -1;
            }
            current = game.getBytes(StandardCharsets.US_ASCII);
            position = 0;
        }
        int n = Math.min(len, current.length - position);
        System.arraycopy(current, position, b, off, n);
        position += n;
        return n;
    }
}
