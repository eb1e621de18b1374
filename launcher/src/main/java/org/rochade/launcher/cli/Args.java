package org.rochade.launcher.cli;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * The building blocks of the commands' picocli models, which are built in code, not read from
 * annotations: on JDK 17 the first annotation read costs a one-shot command 60-100 ms (the JDK's
 * annotation parser and one proxy class per annotation type, which no class-data archive holds; see
 * docs/measuring.md, "Start-up"). A command adds its options to its spec as it is made and reads
 * their values back from the same {@link OptionSpec}s once picocli has parsed (defaults applied,
 * converters run).
 */
final class Args {
    private Args() {
    }

    /**
     * The spec of a command object that picocli calls ({@link java.util.concurrent.Callable}) without
     * inspecting it, with {@code -h/--help} and {@code -V/--version} as every command has them.
     */
    static CommandSpec command(Object command, String name) {
        CommandSpec spec = CommandSpec.wrapWithoutInspection(command).name(name);
        spec.addOption(OptionSpec.builder("-h", "--help").usageHelp(true)
                .description("Show this help message and exit.").build());
        spec.addOption(OptionSpec.builder("-V", "--version").versionHelp(true)
                .description("Print version information and exit.").build());
        return spec;
    }

    /** Adds the option to the spec. */
    static OptionSpec option(CommandSpec spec, OptionSpec.Builder option) {
        OptionSpec built = option.build();
        spec.addOption(built);
        return built;
    }

    /** Adds an option with a value of this type. */
    static OptionSpec option(CommandSpec spec, String name, Class<?> type, String paramLabel, String... description) {
        return option(spec, OptionSpec.builder(name).type(type).paramLabel(paramLabel).description(description));
    }

    /** Adds an option without a value, read back with {@link #isSet}. */
    static OptionSpec flag(CommandSpec spec, String name, String... description) {
        return option(spec, flag(name, description));
    }

    /** A flag not yet added (for a group of options). */
    static OptionSpec.Builder flag(String name, String... description) {
        return OptionSpec.builder(name).arity("0").type(boolean.class).description(description);
    }

    /** Adds the positional parameter to the spec. */
    static PositionalParamSpec positional(CommandSpec spec, PositionalParamSpec.Builder parameter) {
        PositionalParamSpec built = parameter.build();
        spec.addPositional(built);
        return built;
    }

    /** Whether the flag was given. */
    static boolean isSet(OptionSpec flag) {
        return Boolean.TRUE.equals(flag.getValue());
    }
}
