package org.rochade.pgn.plugin.read;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The input's raw bytes from one cut to the next (a game and the text before it), kept so that an
 * invalid game can be copied through untouched. Bounded: past the bound the bytes are dropped and
 * the cut reports an overflow.
 *
 * <p>Memory stays proportional to the piece: the bytes grow in one array (doubling) up to
 * {@link #BLOCK}, then in further blocks of that size, which a piece keeps as they are: a piece of
 * the largest game (16 MiB) is never copied whole, nor held twice while its array grows. After a
 * piece larger than {@link #KEEP} the array goes back to its first size, so that a reader does not
 * keep a large game's buffer for the rest of its input.
 */
final class RawBytes {
    /** The size of the blocks a large piece is kept in. */
    static final int BLOCK = 1 << 18;
    /** The most capacity kept from one piece to the next. */
    private static final int KEEP = 1 << 16;
    private static final int FIRST = 4096;

    private final int max;
    /** The blocks filled before {@link #bytes}, each full (its length is its size). */
    private final List<byte[]> full = new ArrayList<>();
    private long fullLength;
    private byte[] bytes = new byte[FIRST];
    private int length;
    /** Absolute input offset of the first byte kept. */
    private long start;
    private boolean overflow;

    RawBytes(int max, long start) {
        this.max = max;
        this.start = start;
    }

    void append(byte[] source, int from, int to) {
        int n = to - from;
        if (n <= 0 || overflow) {
            return;
        }
        if (fullLength + length + n > max) {
            overflow = true;
            return;
        }
        while (n > 0) {
            if (length == bytes.length) {
                if (bytes.length < BLOCK) {
                    bytes = Arrays.copyOf(bytes, Math.min(BLOCK, Math.max(length + n, bytes.length * 2)));
                } else {
                    full.add(bytes);
                    fullLength += length;
                    bytes = new byte[BLOCK];
                    length = 0;
                }
            }
            int take = Math.min(n, bytes.length - length);
            System.arraycopy(source, from, bytes, length, take);
            length += take;
            from += take;
            n -= take;
        }
    }

    /**
     * The bytes up to absolute offset {@code cut}, in order: one array for a piece of at most
     * {@link #BLOCK} bytes, else the blocks it fills (no array is shared with what is kept). The rest
     * starts the next piece. Null on overflow.
     */
    List<byte[]> take(long cut) {
        if (overflow) {
            overflow = false;
            full.clear();
            fullLength = 0;
            length = 0;
            bytes = new byte[FIRST];
            start = cut;
            return null;
        }
        long split = Math.max(0, Math.min(fullLength + length, cut - start));
        start += split;
        if (full.isEmpty()) {
            int s = (int) split;
            byte[] piece = Arrays.copyOf(bytes, s);
            int rest = length - s;
            if (bytes.length > KEEP && rest <= FIRST) {
                byte[] small = new byte[FIRST];
                System.arraycopy(bytes, s, small, 0, rest);
                bytes = small;
            } else {
                System.arraycopy(bytes, s, bytes, 0, rest);
            }
            length = rest;
            return List.of(piece);
        }
        // A large piece: its blocks as they are, the block the cut falls in copied up to the cut.
        if (length > 0) {
            full.add(length == bytes.length ? bytes : Arrays.copyOf(bytes, length));
        }
        List<byte[]> piece = new ArrayList<>(full.size());
        List<byte[]> rest = new ArrayList<>(2);
        long at = 0;
        for (byte[] block : full) {
            long end = at + block.length;
            if (end <= split) {
                piece.add(block);
            } else if (at >= split) {
                rest.add(block);
            } else {
                int inside = (int) (split - at);
                piece.add(Arrays.copyOf(block, inside));
                rest.add(Arrays.copyOfRange(block, inside, block.length));
            }
            at = end;
        }
        full.clear();
        fullLength = 0;
        int restLength = 0;
        for (byte[] r : rest) {
            restLength += r.length;
        }
        bytes = new byte[Math.max(FIRST, restLength)];
        length = 0;
        for (byte[] r : rest) {
            System.arraycopy(r, 0, bytes, length, r.length);
            length += r.length;
        }
        return piece.isEmpty() ? List.of(new byte[0]) : piece;
    }
}
