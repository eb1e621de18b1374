package org.rochade.launcher;

import java.io.InputStream;
import java.util.concurrent.Callable;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Variant;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** The top-level command: lists the commands; holds what they share (rules, stdin). */
@Command(name = "rochade",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Chess960 and Fischer168 start arrays, the die procedure and perft,"
                + " answered by Rochade's OSGi rules services in an embedded Apache Felix.",
        subcommands = {SpCommand.class, RandomCommand.class, DiceCommand.class, PerftCommand.class,
                ValidateCommand.class, ConvertCommand.class, InfoCommand.class, HelpCommand.class},
        synopsisSubcommandLabel = "COMMAND",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:success",
            "1:validate or convert found invalid games",
            "2:bad usage or bad input (one line on stderr names the problem)",
            "3:internal error (stack trace with --debug or ROCHADE_DEBUG=1)"
        })
final class RochadeCommand implements Callable<Integer> {
    private final RulesLookup rules;
    private final EmbeddedFramework framework;
    private final InputStream stdin;

    @Spec
    CommandSpec spec;

    /**
     * @param rules     where commands get rules from
     * @param framework the framework behind {@code rules}, for {@code info}; may be null in tests
     * @param stdin     what {@code perft --fen -} reads
     */
    RochadeCommand(RulesLookup rules, EmbeddedFramework framework, InputStream stdin) {
        this.rules = rules;
        this.framework = framework;
        this.stdin = stdin;
    }

    ChessRules rules(Variant variant) {
        return rules.rules(variant);
    }

    EmbeddedFramework framework() {
        return framework;
    }

    InputStream stdin() {
        return stdin;
    }

    @Override
    public Integer call() {
        throw new ParameterException(spec.commandLine(),
                "missing command: one of sp, random, dice, perft, validate, convert, info");
    }
}
