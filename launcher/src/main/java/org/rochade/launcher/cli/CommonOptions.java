package org.rochade.launcher.cli;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/** Options every command takes: {@code --json} and {@code --debug}. */
final class CommonOptions {
    private final OptionSpec json;

    /** Adds the options to the command's spec. */
    CommonOptions(CommandSpec spec) {
        json = Args.flag(spec, "--json", "Print one JSON object per line instead of text.");
        Args.flag(spec, "--debug", "Show stack traces of internal errors and the framework's debug log"
                + " (also: environment variable ROCHADE_DEBUG=1)."); // read by Main before parsing
    }

    /** Whether {@code --json} was given. */
    boolean json() {
        return Args.isSet(json);
    }
}
