package org.rochade.launcher;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/** {@code --config DIR}: where the event format files are (default ~/.rochade/formats). */
final class ConfigDirOption {

    @Option(names = "--config", paramLabel = "DIR",
            description = "The event format directory (default: ~/.rochade/formats; in the shell: the shell's own).")
    Path dir;

    /** The directory asked for, or the default. */
    Path dirOrDefault() {
        return dir != null ? dir : FormatFiles.DEFAULT_DIR;
    }
}
