package org.rochade.launcher;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.rochade.shell.runner.CommandRunner;

/**
 * Runs the shell's {@code rochade:} commands: registered as the {@link CommandRunner} service, which
 * the shell.commands bundle's Gogo commands (with their help) call, it runs the one-shot command of
 * the same name with the same arguments against the shell's framework, whose services it looks up
 * afresh on every call. Gogo routes {@code System.out}/{@code System.err} of the calling thread to
 * the session.
 *
 * <p>The commands share the shell's {@link ShellHall}: {@code draw --format NAME} shows its event in
 * the hall, and the hall's page reveals rounds through {@link #runForHall} with the same command.
 */
public final class ShellCommands implements CommandRunner {
    private final EmbeddedFramework framework;
    private final EventFormats formats;
    private final ShellHall hall;

    private ShellCommands(EmbeddedFramework framework, EventFormats formats) {
        this.framework = framework;
        this.formats = formats;
        // Registered now, used once the shell runs: the page's reveals come back through runForHall.
        this.hall = ShellHall.register(framework.context(), this::runForHall);
    }

    /** Registers the runner with the framework's system bundle, for the shell's commands to use, and the shell's hall. */
    static void register(EmbeddedFramework framework, EventFormats formats) {
        framework.context().registerService(CommandRunner.class, new ShellCommands(framework, formats), null);
    }

    /** Errors are reported on the session's stderr as by the one-shot command; the shell goes on. */
    @Override
    public void run(String command, String... args) {
        String[] line = new String[args.length + 1];
        line[0] = command;
        System.arraycopy(args, 0, line, 1, args.length);
        PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        RochadeCommand root = new RochadeCommand(framework, framework, System.in, formats, hall);
        Main.commandLine(root, out, err, framework.debug(), line).execute(line);
        out.flush();
        err.flush();
    }

    /**
     * Runs a command for the hall's page, away from any session: its report goes to the shell's
     * stderr, for the arbiter at the console to see what the page did.
     *
     * @return the one-line error the command reported (without the "rochade: " prefix), or empty
     */
    private Optional<String> runForHall(String[] line) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        RochadeCommand root = new RochadeCommand(framework, framework, System.in, formats, hall);
        int exit = Main.commandLine(root, new PrintWriter(out), new PrintWriter(err), framework.debug(), line).execute(line);
        if (exit != ExitCodes.OK) {
            String message = err.toString().strip().lines().findFirst().orElse("'" + line[0] + "' failed");
            return Optional.of(message.startsWith("rochade: ") ? message.substring("rochade: ".length()) : message);
        }
        System.err.print("rochade: the hall's page revealed: " + out);
        System.err.flush();
        return Optional.empty();
    }
}
