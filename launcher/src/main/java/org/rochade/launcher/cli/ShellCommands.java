package org.rochade.launcher.cli;

import org.rochade.launcher.host.EmbeddedFramework;
import org.rochade.launcher.host.Feature;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.rochade.event.api.hall.HallArbiter;
import org.rochade.shell.runner.CommandRunner;

/**
 * Runs the shell's {@code rochade:} commands: registered as the {@link CommandRunner} service, which
 * the shell.commands bundle's Gogo commands (with their help) call, it runs the one-shot command of
 * the same name with the same arguments against the shell's framework, whose services it looks up
 * afresh on every call; each argument as typed ({@link ConsoleText}). Gogo routes {@code System.out}/{@code System.err} of the calling thread to
 * the session.
 *
 * <p>The commands share the shell's {@link ShellArbiter}: {@code draw --format NAME} shows its event in
 * the hall (the formats bundle's) and leaves its seed for the page's button.
 */
public final class ShellCommands implements CommandRunner {
    private final EmbeddedFramework framework;
    private final Path formats;
    private final ShellArbiter arbiter;

    private ShellCommands(EmbeddedFramework framework, Path formats, ShellArbiter arbiter) {
        this.framework = framework;
        this.formats = formats;
        this.arbiter = arbiter;
    }

    /**
     * Registers the shell's arbiter (for the formats bundle's hall) and the runner with the framework's
     * system bundle, for the shell's commands and the hall's page to use.
     *
     * @param formats the shell's format directory (absolute)
     */
    static void register(EmbeddedFramework framework, Path formats) {
        ShellArbiter arbiter = new ShellArbiter(framework);
        framework.context().registerService(HallArbiter.class, arbiter, null);
        framework.context().registerService(CommandRunner.class, new ShellCommands(framework, formats, arbiter), null);
    }

    /** Errors are reported on the session's stderr as by the one-shot command; the shell goes on. */
    @Override
    public void run(String command, String... args) {
        String[] line = new String[args.length + 1];
        line[0] = command;
        for (int i = 0; i < args.length; i++) {
            line[i + 1] = ConsoleText.asTyped(args[i]); // Gogo's console reads bytes as characters
        }
        PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        RochadeCommand root = new RochadeCommand(framework, framework, framework, System.in, formats, arbiter);
        Main.commandLine(root, out, err, framework.debug(), line).execute(line);
        out.flush();
        err.flush();
    }
}
