package org.rochade.pgn.plugin.read;

/**
 * Whether a stream of bytes, fed in pieces, is well-formed UTF-8 as a whole: the same answer as
 * {@link Texts#isUtf8} on all the bytes at once (Unicode's table of well-formed byte sequences, which
 * the JDK's decoder applies: no overlong forms, no surrogates, nothing past U+10FFFF, no sequence
 * cut off at the end), without keeping the bytes. For reading comments whose text is not kept.
 */
final class Utf8Check {
    /** Continuation bytes still expected of the current sequence. */
    private int need;
    /** The range the next continuation byte must be in (narrower after E0, ED, F0, F4). */
    private int low;
    private int high;
    private boolean malformed;

    void reset() {
        need = 0;
        malformed = false;
    }

    /** Whether a byte that is not ASCII, or any byte, must be fed: inside a sequence every byte counts. */
    boolean inSequence() {
        return need > 0;
    }

    /** Feeds {@code n} bytes of {@code src} from {@code from}. */
    void accept(byte[] src, int from, int n) {
        for (int i = from; i < from + n && !malformed; i++) {
            accept(src[i] & 0xff);
        }
    }

    /** Feeds one byte (0-255). */
    void accept(int b) {
        if (malformed) {
            return;
        }
        if (need > 0) {
            if (b < low || b > high) {
                malformed = true;
                return;
            }
            need--;
            low = 0x80;
            high = 0xBF;
            return;
        }
        if (b < 0x80) {
            return;
        }
        low = 0x80;
        high = 0xBF;
        if (b < 0xC2) { // a continuation byte alone, or C0/C1 (overlong two-byte forms)
            malformed = true;
        } else if (b < 0xE0) {
            need = 1;
        } else if (b < 0xF0) {
            need = 2;
            low = b == 0xE0 ? 0xA0 : 0x80; // E0 80..9F: overlong
            high = b == 0xED ? 0x9F : 0xBF; // ED A0..BF: surrogates
        } else if (b < 0xF5) {
            need = 3;
            low = b == 0xF0 ? 0x90 : 0x80; // F0 80..8F: overlong
            high = b == 0xF4 ? 0x8F : 0xBF; // F4 90..: past U+10FFFF
        } else {
            malformed = true;
        }
    }

    /** Whether every byte fed since the reset makes well-formed UTF-8 (no sequence left open). */
    boolean isUtf8() {
        return !malformed && need == 0;
    }
}
