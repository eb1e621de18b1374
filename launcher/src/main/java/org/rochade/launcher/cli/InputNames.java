package org.rochade.launcher.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.rochade.games.api.pgn.PgnSource;
import org.rochade.launcher.host.UserError;

/**
 * The inputs as the command line names them: {@code -} is standard input (a file of that name is
 * still reachable as {@code ./-}), anything else a file. Every {@code -} is the one stream, which the
 * PGN services refuse to be given twice. A file may be named once: its games would otherwise be
 * validated, converted or rated twice ({@link #checkNamedOnce}).
 */
final class InputNames {
    static final String STDIN = "-";

    private InputNames() {
    }

    static List<PgnSource> sources(List<String> names, InputStream stdin) {
        checkNamedOnce(names.stream().filter(name -> !name.equals(STDIN)).map(Path::of).toList());
        PgnSource standardInput = PgnSource.of(STDIN, stdin);
        return names.stream().map(name -> name.equals(STDIN) ? standardInput : PgnSource.of(Path.of(name))).toList();
    }

    /**
     * Refuses a file named twice, also under another name (a link, {@code ./}, a relative and an
     * absolute path): the same file by the file system's key (device and inode). Names that are no
     * readable file are left to the reading, which names its own reason.
     *
     * @throws UserError naming both names
     */
    static void checkNamedOnce(List<Path> files) {
        Map<Object, Path> seen = new HashMap<>();
        for (Path file : files) {
            Object key;
            try {
                key = Files.readAttributes(file, BasicFileAttributes.class).fileKey();
            } catch (IOException | UnsupportedOperationException e) {
                continue;
            }
            Path first = key == null ? null : seen.putIfAbsent(key, file);
            if (first != null) {
                throw new UserError(first.equals(file) ? file + " is named twice: name each input once"
                        : first + " and " + file + " are the same file: name each input once");
            }
        }
    }
}
