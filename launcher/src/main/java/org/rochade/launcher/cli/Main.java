package org.rochade.launcher.cli;

import org.rochade.launcher.host.ClasspathServices;
import org.rochade.launcher.host.EmbeddedFramework;
import org.rochade.launcher.host.Services;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine;
import picocli.CommandLine.HelpCommand;

/**
 * {@code java -jar rochade.jar <command>}: runs one command and exits with its code ({@link ExitCodes}).
 * The commands about the framework ({@code info}) and the shell run against the embedded framework,
 * which is stopped on every path before the JVM exits; every other command gets the same services
 * from the bundles' classes on the class path ({@link ClasspathServices}), without starting one.
 *
 * <p>System property {@code rochade.serviceTimeoutMillis} (default 5000) bounds the wait for a rules
 * service. {@code --debug} anywhere on the command line, or a non-empty {@code ROCHADE_DEBUG}
 * other than 0/false, turns on stack traces for internal errors and framework debug logging.
 */
public final class Main {
    private static final long DEFAULT_SERVICE_TIMEOUT_MILLIS = 5000;
    /**
     * picocli registers type converters for java.time and java.sql types by reflection whenever it
     * builds a command line: about 110 classes loaded and linked per run for option types no command
     * has. This system property of picocli's leaves them out.
     */
    private static final String PICOCLI_EXCLUDES = "picocli.converters.excludes";

    private Main() {
    }

    public static void main(String[] args) {
        int exit;
        try {
            if (System.getProperty(PICOCLI_EXCLUDES) == null) {
                System.setProperty(PICOCLI_EXCLUDES, "java\\.time\\..*,java\\.sql\\..*");
            }
            // Standard output that keeps its write errors (System.out swallows them), also for the
            // commands that write to System.out directly.
            StandardOutput stdout = StandardOutput.open();
            System.setOut(stdout);
            exit = run(args, System.in, stdout, System.err, System.getenv("ROCHADE_DEBUG"));
        } catch (OutOfMemoryError e) { // the heap is bounded (launch script: -Xmx64m), which the default limits fit
            System.err.println("rochade: out of memory: the heap holds at most " + Runtime.getRuntime().maxMemory() / (1 << 20)
                    + " MB; lower the --limit values given, or give a larger heap (ROCHADE_JAVA_OPTS='-XX:+UseSerialGC -Xmx512m')");
            exit = ExitCodes.USAGE;
        } catch (Throwable t) { // errors picocli does not catch (e.g. StackOverflowError); framework already stopped
            System.err.println("rochade: internal error: " + t);
            exit = ExitCodes.INTERNAL;
        }
        System.exit(exit);
    }

    static int run(String[] args, InputStream in, PrintStream out, PrintStream err, String debugEnvironment) {
        boolean debug = isSet(debugEnvironment) || List.of(args).contains("--debug");
        Duration timeout = Duration.ofMillis(Long.getLong("rochade.serviceTimeoutMillis", DEFAULT_SERVICE_TIMEOUT_MILLIS));
        EmbeddedFramework framework = CommandFeatures.needsFramework(args) ? new EmbeddedFramework(timeout, debug, err) : null;
        try (Services services = framework != null ? framework : new ClasspathServices()) {
            services.prepare(CommandFeatures.neededBy(args));
            PrintWriter stdout = new PrintWriter(new java.io.OutputStreamWriter(out, StandardCharsets.UTF_8), true);
            PrintWriter stderr = new PrintWriter(new java.io.OutputStreamWriter(err, StandardCharsets.UTF_8), true);
            CommandLine cli = commandLine(new RochadeCommand(services, services, framework, in), stdout, stderr, debug, args);
            int exit = cli.execute(args);
            stdout.flush();
            String failed = StandardOutput.failure(out);
            if (failed != null) { // a full disk or a closed pipe: what was asked for was not written
                stderr.println("rochade: " + failed);
                exit = Math.max(exit, ExitCodes.USAGE);
            }
            stderr.flush();
            return exit;
        }
    }

    /** The command line with every subcommand. */
    static CommandLine commandLine(RochadeCommand root, PrintWriter out, PrintWriter err, boolean debug) {
        return commandLine(root, out, err, debug, new String[0]);
    }

    /**
     * The command line for these arguments: with only the subcommand they name when they name one
     * (building a command's model costs start-up time), otherwise with all, for help and for
     * picocli's suggestions after a typo. Every model but that of picocli's {@code help} command is
     * built in code: a one-shot command reads no annotation (see {@link Args}).
     */
    static CommandLine commandLine(RochadeCommand root, PrintWriter out, PrintWriter err, boolean debug, String[] args) {
        ErrorHandler errors = new ErrorHandler(debug);
        CommandLine cli = new CommandLine(root.spec);
        String named = commandName(args);
        // 'help' lists every command (and 'help NAME' needs NAME's): it gets them all, as a typo does.
        boolean all = named == null || !RochadeCommand.SUBCOMMANDS.contains(named) || named.equals(RochadeCommand.HELP);
        for (String name : all ? RochadeCommand.SUBCOMMANDS : List.of(named)) {
            if (name.equals(RochadeCommand.HELP)) {
                cli.addSubcommand(new HelpCommand());
            } else {
                cli.addSubcommand(new CommandLine(root.subcommand(name).spec));
            }
        }
        return cli.setOut(out)
                .setErr(err)
                .setCaseInsensitiveEnumValuesAllowed(true)
                .setParameterExceptionHandler(errors)
                .setExecutionExceptionHandler(errors);
    }

    /** The first argument that is not an option: the command's name, or null. */
    static String commandName(String[] args) {
        for (String arg : args) {
            if (!arg.startsWith("-")) {
                return arg;
            }
        }
        return null;
    }

    private static boolean isSet(String value) {
        if (value == null || value.isBlank()) {
            return false;
        }
        String v = value.trim().toLowerCase(Locale.ROOT);
        return !v.equals("0") && !v.equals("false");
    }
}
