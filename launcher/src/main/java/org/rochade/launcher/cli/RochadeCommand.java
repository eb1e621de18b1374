package org.rochade.launcher.cli;

import org.rochade.launcher.host.EmbeddedFramework;
import org.rochade.launcher.host.RulesLookup;
import org.rochade.launcher.host.Services;
import org.rochade.launcher.host.ShellHall;
import org.rochade.launcher.host.UserError;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Variant;
import org.rochade.event.api.EventRounds;
import org.rochade.event.api.EventStore;
import org.rochade.event.api.format.EventFormat;
import org.rochade.event.api.format.FormatDirectory;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** The top-level command: lists the commands; holds what they share (rules, stdin). */
@Command(name = "rochade",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {"Chess960, Fischer168, Double Fischer Random and classic chess: start arrays, the die and perft;"
                + " PGN archives validated, converted and counted; an event's draw, its rounds revealed and its ratings.",
            "One-shot commands run Rochade's bundles on the class path; 'shell' runs them in an embedded Apache Felix."},
        synopsisSubcommandLabel = "COMMAND",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:success",
            "1:validate or convert found invalid games",
            "2:bad usage or bad input (one line on stderr names the problem)",
            "3:internal error (stack trace with --debug or ROCHADE_DEBUG=1)"
        })
final class RochadeCommand implements Callable<Integer> {
    /**
     * The subcommands, in the order the help lists them. Not in the annotation: {@link Main} adds
     * only the one a command line names, since picocli reflects over every command it is given and
     * that is a good part of a one-shot command's start-up.
     */
    static final List<Class<?>> SUBCOMMANDS = List.of(SpCommand.class, DiagramCommand.class, RandomCommand.class, DiceCommand.class,
            PerftCommand.class, ValidateCommand.class, ConvertCommand.class, StatsCommand.class, VariantsCommand.class,
            DrawCommand.class, RatingsCommand.class, FormatsCommand.class, FormatCommand.class, ShellCommand.class, InfoCommand.class, HelpCommand.class);
    private final RulesLookup rules;
    private final Services services;
    /** The framework behind {@code services} for {@code info} and {@code shell}; null when the services come from the class path. */
    private final EmbeddedFramework framework;
    private final InputStream stdin;
    /** The shell's format directory; null for a one-shot command. */
    private final Path shellFormats;
    /** The shell's hall, which shows the event of its latest {@code draw --format}; null for a one-shot command. */
    private final ShellHall hall;

    @Spec
    CommandSpec spec;

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
     * @param hall         the running shell's hall; null for a one-shot command
     */
    RochadeCommand(RulesLookup rules, Services services, EmbeddedFramework framework, InputStream stdin, Path shellFormats,
            ShellHall hall) {
        this.rules = rules;
        this.services = services;
        this.framework = framework;
        this.stdin = stdin;
        this.shellFormats = shellFormats;
        this.hall = hall;
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
            if (config.dir != null && !config.dir.toAbsolutePath().normalize().equals(shellFormats)) {
                throw new UserError("--config: the shell reads its formats from " + shellFormats);
            }
            return shellFormats;
        }
        return config.dirOrDefault();
    }

    private EventStore eventStore() {
        return services.eventStore();
    }

    /** The shell's hall; empty for a one-shot command. */
    Optional<ShellHall> hall() {
        return Optional.ofNullable(hall);
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
