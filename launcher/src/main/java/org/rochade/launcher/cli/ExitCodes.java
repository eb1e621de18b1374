package org.rochade.launcher.cli;

/** The process exit codes of the rochade command line. */
final class ExitCodes {
    /** The command did what was asked. */
    static final int OK = 0;
    /** {@code validate} found invalid games (and every input was readable). */
    static final int INVALID_GAMES = 1;
    /**
     * Bad usage or bad input: unknown option, bad number, SP out of range, invalid FEN, no rules; or
     * an output (a file, standard output) that could not be written, named on stderr.
     */
    static final int USAGE = 2;
    /** A fault of rochade itself (or of an embedded bundle), not of the input. */
    static final int INTERNAL = 3;

    private ExitCodes() {
    }
}
