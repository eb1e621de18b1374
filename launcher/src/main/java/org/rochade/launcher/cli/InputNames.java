package org.rochade.launcher.cli;

import java.io.InputStream;
import java.nio.file.Path;
import java.util.List;
import org.rochade.games.api.pgn.PgnSource;

/**
 * The inputs as the command line names them: {@code -} is standard input (a file of that name is
 * still reachable as {@code ./-}), anything else a file. Every {@code -} is the one stream, which the
 * PGN services refuse to be given twice, as they refuse a file named twice ({@link PgnSource#requireDistinct}).
 */
final class InputNames {
    static final String STDIN = "-";

    private InputNames() {
    }

    static List<PgnSource> sources(List<String> names, InputStream stdin) {
        PgnSource standardInput = PgnSource.of(STDIN, stdin);
        return names.stream().map(name -> name.equals(STDIN) ? standardInput : PgnSource.of(Path.of(name))).toList();
    }
}
