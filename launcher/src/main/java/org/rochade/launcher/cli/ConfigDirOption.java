package org.rochade.launcher.cli;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/** {@code --config DIR}: where the event format files are (default ~/.rochade/formats). */
final class ConfigDirOption {
    /** Where formats live unless {@code --config DIR} says otherwise. */
    static final Path DEFAULT_DIR = Path.of(System.getProperty("user.home"), ".rochade", "formats");

    @Option(names = "--config", paramLabel = "DIR",
            description = "The event format directory (default: ~/.rochade/formats; in the shell: the shell's own).")
    Path dir;

    /** The directory asked for, or the default. */
    Path dirOrDefault() {
        return dir != null ? dir : DEFAULT_DIR;
    }
}
