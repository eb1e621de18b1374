package org.rochade.launcher.cli;

import picocli.CommandLine.Option;

/** Options every command takes. */
final class CommonOptions {

    @Option(names = "--json", description = "Print one JSON object per line instead of text.")
    boolean json;

    @Option(names = "--debug", description = "Show stack traces of internal errors and the framework's debug log"
            + " (also: environment variable ROCHADE_DEBUG=1).")
    boolean debug;
}
