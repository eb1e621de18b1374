package org.rochade.launcher.cli;

import org.rochade.launcher.host.EmbeddedFramework;
import org.rochade.launcher.host.RulesLookup;
import org.rochade.launcher.host.Services;
import org.rochade.launcher.host.UserError;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Variant;
import org.rochade.event.api.EventRounds;
import org.rochade.event.api.EventStore;
import org.rochade.event.api.format.EventFormat;
import org.rochade.event.api.format.FormatDirectory;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/**
 * The top-level command: lists the commands; holds what they share (rules, stdin). Its picocli model
 * is built in code, as every command's is (see {@link Args}).
 */
final class RochadeCommand implements Callable<Integer> {
    /**
     * The subcommands' names, in the order the help lists them. {@link Main} makes only the one a
     * command line names ({@link #subcommand}): building every command's model is start-up time.
     */
    static final List<String> SUBCOMMANDS = List.of("sp", "diagram", "random", "dice", "perft", "validate", "convert",
            "stats", "variants", "draw", "ratings", "formats", "format", "shell", "info", "help");
    /** picocli's own {@code help} command, the one command whose model picocli reads from annotations. */
    static final String HELP = "help";
    private final RulesLookup rules;
    private final Services services;
    /** The framework behind {@code services} for {@code info} and {@code shell}; null when the services come from the class path. */
    private final EmbeddedFramework framework;
    private final InputStream stdin;
    /** The shell's format directory; null for a one-shot command. */
    private final Path shellFormats;
    /** The shell's arbiter, whose hall shows the event of its latest {@code draw --format}; null for a one-shot command. */
    private final ShellArbiter arbiter;

    /** This command's model; the subcommands are added by {@link Main}. */
    final CommandSpec spec;

    /**
     * @param rules     where commands get rules from
     * @param services  where commands get the other services from (usually the same object as {@code rules}); may be null in tests
     * @param framework the framework behind {@code services}, for {@code info} and {@code shell}; null when
     *                  the services come from the class path (and in tests)
     * @param stdin     what {@code perft --fen -} reads
     */
    RochadeCommand(RulesLookup rules, Services services, EmbeddedFramework framework, InputStream stdin) {
        this(rules, services, framework, stdin, null, null);
    }

    /**
     * @param shellFormats the running shell's format directory (absolute); null for a one-shot command
     * @param arbiter      the running shell's arbiter; null for a one-shot command
     */
    RochadeCommand(RulesLookup rules, Services services, EmbeddedFramework framework, InputStream stdin, Path shellFormats,
            ShellArbiter arbiter) {
        this.rules = rules;
        this.services = services;
        this.framework = framework;
        this.stdin = stdin;
        this.shellFormats = shellFormats;
        this.arbiter = arbiter;
        spec = Args.command(this, "rochade").versionProvider(new VersionProvider());
        spec.usageMessage()
                .description("Chess960, Fischer168, Double Fischer Random and classic chess: start arrays, the die and perft;"
                        + " PGN archives validated, converted and counted; an event's draw, its rounds revealed and its ratings.",
                    "One-shot commands run Rochade's bundles on the class path; 'shell' runs them in an embedded Apache Felix.")
                .synopsisSubcommandLabel("COMMAND")
                .exitCodeListHeading("%nExit codes:%n")
                .exitCodeList(exitCodes());
    }

    private static Map<String, String> exitCodes() {
        Map<String, String> codes = new LinkedHashMap<>();
        codes.put("0", "success");
        codes.put("1", "validate or convert found invalid games");
        codes.put("2", "bad usage or bad input (one line on stderr names the problem)");
        codes.put("3", "internal error (stack trace with --debug or ROCHADE_DEBUG=1)");
        return codes;
    }

    /** A new subcommand of this name (one of {@link #SUBCOMMANDS} but {@link #HELP}) below this command. */
    Subcommand subcommand(String name) {
        switch (name) {
            case "sp": return new SpCommand(this);
            case "diagram": return new DiagramCommand(this);
            case "random": return new RandomCommand(this);
            case "dice": return new DiceCommand(this);
            case "perft": return new PerftCommand(this);
            case "validate": return new ValidateCommand(this);
            case "convert": return new ConvertCommand(this);
            case "stats": return new StatsCommand(this);
            case "variants": return new VariantsCommand(this);
            case "draw": return new DrawCommand(this);
            case "ratings": return new RatingsCommand(this);
            case "formats": return new FormatsCommand(this);
            case "format": return new FormatCommand(this);
            case "shell": return new ShellCommand(this);
            case "info": return new InfoCommand(this);
            default: throw new IllegalArgumentException("no command " + name);
        }
    }

    ChessRules rules(Variant variant) {
        return rules.rules(variant);
    }

    /** The rules an event format plays with (see {@link RulesLookup#rules(EventFormat)}). */
    ChessRules rules(EventFormat format) {
        return rules.rules(format);
    }

    /** The rules of the event format when one was named (see {@link #rules(EventFormat)}), else the variant's. */
    ChessRules rules(EventFormat formatOrNull, Variant otherwise) {
        return formatOrNull != null ? rules(formatOrNull) : rules(otherwise);
    }

    /** Whether this command runs inside {@code rochade shell}. */
    boolean inShell() {
        return shellFormats != null;
    }

    /** The event formats: the shell's directory, or the --config directory for a one-shot command. */
    FormatDirectory eventFormats(ConfigDirOption config) {
        return eventStore().formats(formatDir(config));
    }

    /** The rounds revealed of the formats of {@link #eventFormats}. */
    EventRounds eventRounds(ConfigDirOption config) {
        return eventStore().rounds(formatDir(config));
    }

    private Path formatDir(ConfigDirOption config) {
        if (shellFormats != null) {
            if (config.dir() != null && !config.dir().toAbsolutePath().normalize().equals(shellFormats)) {
                throw new UserError("--config: the shell reads its formats from " + shellFormats);
            }
            return shellFormats;
        }
        return config.dirOrDefault();
    }

    private EventStore eventStore() {
        return services.eventStore();
    }

    /** The shell's arbiter; empty for a one-shot command. */
    Optional<ShellArbiter> arbiter() {
        return Optional.ofNullable(arbiter);
    }

    /** The services a command calls (PGN, ratings, diagrams, event formats). */
    Services services() {
        return services;
    }

    /**
     * The embedded framework, for the commands about it ({@code info}) and for the shell; {@link Main}
     * starts one for those commands only (see {@link CommandFeatures#needsFramework}).
     */
    EmbeddedFramework framework() {
        if (framework == null) {
            throw new IllegalStateException("this command runs in the embedded framework, which was not started");
        }
        return framework;
    }

    InputStream stdin() {
        return stdin;
    }

    @Override
    public Integer call() {
        throw new ParameterException(spec.commandLine(),
                "missing command: one of sp, diagram, random, dice, perft, validate, convert, stats, draw, ratings, variants, formats, format, shell, info");
    }
}
