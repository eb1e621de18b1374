package org.rochade.launcher.cli;

import java.util.Map;
import org.rochade.games.api.pgn.PgnLimits;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;

/**
 * {@code --limit NAME=N} for the PGN reader's bounds (validate and convert), e.g.
 * {@code --limit game=64M --limit depth=200}. Sizes take a K or M suffix (1024-based).
 */
final class LimitOptions {
    private final OptionSpec limits;

    /** Adds the option to the command's spec. */
    LimitOptions(CommandSpec spec) {
        limits = Args.option(spec, OptionSpec.builder("--limit").paramLabel("NAME=N").type(Map.class)
                .auxiliaryTypes(String.class, String.class)
                .description("Change a reader limit (repeatable). NAME and default:"
                        + " line=1M (bytes per line), comment=1M (bytes per comment), tag-value=64K (bytes per tag"
                        + " value), tags=1000 (tag pairs per game), depth=64 (nesting of variations), plies=10000"
                        + " (moves per game, variations included), game=16M (bytes per game). K and M suffixes are"
                        + " 1024-based. Past a limit the game is invalid and reading goes on at the next game."));
    }

    /** The defaults changed by the options given; a ParameterException names a bad one. */
    PgnLimits apply(CommandLine commandLine) {
        PgnLimits result = PgnLimits.defaults();
        Map<String, String> given = limits.getValue();
        if (given == null) {
            return result;
        }
        for (Map.Entry<String, String> e : given.entrySet()) {
            String option = "--limit " + e.getKey() + "=" + e.getValue();
            int value = parseSize(commandLine, option, e.getValue());
            PgnLimits before = result;
            result = OptionCheck.checked(commandLine, option, () -> before.with(e.getKey(), value));
        }
        return result;
    }

    /** A size as written, with an optional K or M suffix. */
    private static int parseSize(CommandLine commandLine, String option, String text) {
        String t = text.trim();
        long factor = 1;
        if (t.endsWith("K") || t.endsWith("k")) {
            factor = 1024;
            t = t.substring(0, t.length() - 1);
        } else if (t.endsWith("M") || t.endsWith("m")) {
            factor = 1024 * 1024;
            t = t.substring(0, t.length() - 1);
        }
        long value;
        try {
            value = Long.parseLong(t) * factor;
        } catch (NumberFormatException ex) {
            value = -1;
        }
        if (value < 1 || value > Integer.MAX_VALUE || t.length() > 10) {
            throw new ParameterException(commandLine, option
                    + ": not a number from 1 to " + Integer.MAX_VALUE + " (K and M suffixes allowed)");
        }
        return (int) value;
    }
}
