package org.rochade.launcher.cli;

import java.nio.file.InvalidPathException;
import org.rochade.launcher.host.UserError;
import org.rochade.rules.api.RulesException;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/**
 * Turns failures into exit codes: bad usage and bad input give one line on stderr and
 * {@link ExitCodes#USAGE}; anything else is an internal error, {@link ExitCodes#INTERNAL}, with a
 * stack trace only in debug mode.
 */
final class ErrorHandler implements IParameterExceptionHandler, IExecutionExceptionHandler {
    private final boolean debug;

    ErrorHandler(boolean debug) {
        this.debug = debug;
    }

    @Override
    public int handleParseException(ParameterException ex, String[] args) {
        CommandLine cmd = ex.getCommandLine();
        cmd.getErr().println("rochade: " + oneLine(ex.getMessage())
                + " (see '" + cmd.getCommandSpec().qualifiedName() + " --help')");
        return ExitCodes.USAGE;
    }

    @Override
    public int handleExecutionException(Exception ex, CommandLine cmd, ParseResult parseResult) {
        if (ex instanceof RulesException || ex instanceof UserError) {
            cmd.getErr().println("rochade: " + oneLine(ex.getMessage()));
            return ExitCodes.USAGE;
        }
        if (ex instanceof InvalidPathException) { // a name the JVM's character set cannot encode (a C locale without the launch script)
            InvalidPathException bad = (InvalidPathException) ex;
            cmd.getErr().println("rochade: cannot name the file '" + bad.getInput() + "' in this locale's character set ("
                    + System.getProperty("sun.jnu.encoding") + "): " + bad.getReason() + "; run in a UTF-8 locale (LC_ALL=C.UTF-8)");
            return ExitCodes.USAGE;
        }
        if (debug) {
            cmd.getErr().println("rochade: internal error: " + oneLine(String.valueOf(ex)));
            ex.printStackTrace(cmd.getErr());
        } else {
            cmd.getErr().println("rochade: internal error: " + oneLine(String.valueOf(ex))
                    + " (--debug or ROCHADE_DEBUG=1 shows the stack trace)");
        }
        return ExitCodes.INTERNAL;
    }

    static String oneLine(String message) {
        return message == null ? "" : message.strip().replaceAll("\\s*\\R\\s*", "; ");
    }
}
