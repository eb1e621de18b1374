package org.rochade.launcher;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.Hashtable;
import java.util.Optional;

/**
 * The {@code rochade:} commands of the Gogo shell: each runs the one-shot command of the same name
 * with the same arguments, against the shell's framework, whose services it looks up afresh on every
 * call. Gogo finds the public methods by name (registered with {@code osgi.command.scope} and
 * {@code osgi.command.function}) and routes {@code System.out}/{@code System.err} of the calling
 * thread to the session.
 *
 * <p>The commands share the shell's {@link ShellHall}: {@code draw --format NAME} shows its event in
 * the hall, and the hall's page reveals rounds through {@link #runForHall} with the same command.
 */
public final class ShellCommands {
    static final String SCOPE = "rochade";
    private static final String[] FUNCTIONS =
            {"sp", "diagram", "random", "dice", "perft", "validate", "convert", "stats", "draw", "ratings", "variants", "formats", "format", "info"};

    private final EmbeddedFramework framework;
    private final EventFormats formats;
    private final ShellHall hall;

    private ShellCommands(EmbeddedFramework framework, EventFormats formats) {
        this.framework = framework;
        this.formats = formats;
        // Registered now, used once the shell runs: the page's reveals come back through runForHall.
        this.hall = ShellHall.register(framework.context(), this::runForHall);
    }

    /** Registers the commands with the framework's system bundle, for Gogo to find, and the shell's hall. */
    static void register(EmbeddedFramework framework, EventFormats formats) {
        Hashtable<String, Object> properties = new Hashtable<>();
        properties.put("osgi.command.scope", SCOPE);
        properties.put("osgi.command.function", FUNCTIONS.clone());
        framework.context().registerService(ShellCommands.class, new ShellCommands(framework, formats), properties);
    }

    public void sp(String... args) {
        run("sp", args);
    }

    public void diagram(String... args) {
        run("diagram", args);
    }

    public void random(String... args) {
        run("random", args);
    }

    public void dice(String... args) {
        run("dice", args);
    }

    public void perft(String... args) {
        run("perft", args);
    }

    public void validate(String... args) {
        run("validate", args);
    }

    public void convert(String... args) {
        run("convert", args);
    }

    public void stats(String... args) {
        run("stats", args);
    }

    public void draw(String... args) {
        run("draw", args);
    }

    public void ratings(String... args) {
        run("ratings", args);
    }

    public void variants(String... args) {
        run("variants", args);
    }

    public void formats(String... args) {
        run("formats", args);
    }

    public void format(String... args) {
        run("format", args);
    }

    public void info(String... args) {
        run("info", args);
    }

    /** Errors are reported on the session's stderr as by the one-shot command; the shell goes on. */
    private void run(String command, String[] args) {
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
