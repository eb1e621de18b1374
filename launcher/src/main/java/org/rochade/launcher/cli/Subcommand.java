package org.rochade.launcher.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** What every command below {@code rochade} has: the top-level command (rules, formats, stdin) and its own spec. */
abstract class Subcommand implements Callable<Integer> {

    @ParentCommand
    RochadeCommand root;

    @Spec
    CommandSpec spec;

    /** Bad usage of this command: picocli prints the message and the exit code is 2. */
    final ParameterException usageError(String message) {
        return new ParameterException(spec.commandLine(), message);
    }
}
