package org.rochade.launcher.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/**
 * What every command below {@code rochade} has: the top-level command (rules, formats, stdin) and its
 * own spec, which the command's fields fill with its options as it is made (see {@link Args}).
 */
abstract class Subcommand implements Callable<Integer> {
    final RochadeCommand root;
    final CommandSpec spec;

    /**
     * @param root   the top-level command
     * @param name   the command's name
     * @param header the one line that lists the command in {@code rochade --help} (and describes it in the shell)
     */
    Subcommand(RochadeCommand root, String name, String header) {
        this.root = root;
        this.spec = Args.command(this, name);
        spec.usageMessage().header(header);
    }

    /** Bad usage of this command: picocli prints the message and the exit code is 2. */
    final ParameterException usageError(String message) {
        return new ParameterException(spec.commandLine(), message);
    }
}
