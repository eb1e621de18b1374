package org.rochade.castling.plugin;

/** File masks on one rank as {@link org.rochade.rules.api.spi.CastlingConvention} uses them: bit 0 = a-file. */
final class FileMasks {

    private FileMasks() {
    }

    static boolean isFile(int file) {
        return file >= 0 && file <= 7;
    }

    static int of(int file) {
        return 1 << file;
    }

    /** Every file from {@code a} to {@code b}, both included, in whichever order they are given. */
    static int between(int a, int b) {
        int low = Math.min(a, b);
        int high = Math.max(a, b);
        return ((1 << (high + 1)) - 1) & ~((1 << low) - 1);
    }
}
