package org.rochade.launcher.cli;

import java.nio.file.Path;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/** {@code --config DIR}: where the event format files are (default ~/.rochade/formats). */
final class ConfigDirOption {
    /** Where formats live unless {@code --config DIR} says otherwise. */
    static final Path DEFAULT_DIR = Path.of(System.getProperty("user.home"), ".rochade", "formats");

    private final OptionSpec dir;

    /** Adds the option to the command's spec. */
    ConfigDirOption(CommandSpec spec) {
        dir = Args.option(spec, "--config", Path.class, "DIR",
                "The event format directory (in the shell: the shell's own).%nDefault: ~/.rochade/formats.");
    }

    /** The directory given with {@code --config}, or null. */
    Path dir() {
        return dir.getValue();
    }

    /** The directory asked for, or the default. */
    Path dirOrDefault() {
        Path given = dir();
        return given != null ? given : DEFAULT_DIR;
    }
}
