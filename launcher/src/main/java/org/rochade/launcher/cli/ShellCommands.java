package org.rochade.launcher.cli;

import org.rochade.launcher.host.EmbeddedFramework;
import org.rochade.launcher.host.Feature;
import org.rochade.launcher.host.ShellHall;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.rochade.event.api.EventStore;
import org.rochade.event.api.RevealedRound;
import org.rochade.rules.api.ChessRules;
import org.rochade.shell.runner.CommandRunner;

/**
 * Runs the shell's {@code rochade:} commands: registered as the {@link CommandRunner} service, which
 * the shell.commands bundle's Gogo commands (with their help) call, it runs the one-shot command of
 * the same name with the same arguments against the shell's framework, whose services it looks up
 * afresh on every call. Gogo routes {@code System.out}/{@code System.err} of the calling thread to
 * the session.
 *
 * <p>The commands share the shell's {@link ShellHall}: {@code draw --format NAME} shows its event in
 * the hall.
 */
public final class ShellCommands implements CommandRunner {
    private final EmbeddedFramework framework;
    private final Path formats;
    private final ShellHall hall;

    private ShellCommands(EmbeddedFramework framework, Path formats, ShellHall hall) {
        this.framework = framework;
        this.formats = formats;
        this.hall = hall;
    }

    /**
     * Registers the shell's hall and the runner with the framework's system bundle, for the shell's
     * commands and the hall's page to use.
     *
     * @param formats the shell's format directory (absolute)
     * @return the hall, to {@link ShellHall#start()} once the formats bundle runs
     */
    static ShellHall register(EmbeddedFramework framework, Path formats) {
        ShellHall hall = ShellHall.register(framework.context(),
                () -> store(framework).formats(formats), () -> store(framework).rounds(formats),
                framework::rules, ShellCommands::announce);
        framework.context().registerService(CommandRunner.class, new ShellCommands(framework, formats, hall), null);
        return hall;
    }

    /** Errors are reported on the session's stderr as by the one-shot command; the shell goes on. */
    @Override
    public void run(String command, String... args) {
        String[] line = new String[args.length + 1];
        line[0] = command;
        System.arraycopy(args, 0, line, 1, args.length);
        PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        RochadeCommand root = new RochadeCommand(framework, framework, framework, System.in, formats, hall);
        Main.commandLine(root, out, err, framework.debug(), line).execute(line);
        out.flush();
        err.flush();
    }

    private static EventStore store(EmbeddedFramework framework) {
        return framework.awaitService(Feature.FORMATS, EventStore.class,
                "no event store service (is the formats bundle installed and started?)");
    }

    /** What the hall's page revealed, on the shell's stderr for the arbiter at the console. */
    private static void announce(RevealedRound round, ChessRules rules) {
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8));
        err.print("rochade: the hall's page revealed: ");
        new TextReport(err, rules).round(round.drawn());
        err.flush();
    }
}
