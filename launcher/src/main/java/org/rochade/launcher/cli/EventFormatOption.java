package org.rochade.launcher.cli;

import org.rochade.event.api.format.EventFormat;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/** {@code --format NAME} (also {@code --event-format NAME}) and {@code --config DIR}: play as this event format says. */
final class EventFormatOption {
    private final OptionSpec name;
    private final ConfigDirOption config;

    /** Adds the options to the command's spec. */
    EventFormatOption(CommandSpec spec) {
        name = Args.option(spec, OptionSpec.builder("--format", "--event-format").paramLabel("NAME").type(String.class)
                .description("An event format (see 'rochade formats'): its variant, castling convention and start rule."));
        config = new ConfigDirOption(spec);
    }

    /** The format's name, or null when none was asked for. */
    String name() {
        return name.getValue();
    }

    /** Where the format files are. */
    ConfigDirOption config() {
        return config;
    }

    /** The named format, or null when none was asked for. */
    EventFormat resolve(RochadeCommand root) {
        return name() == null ? null : root.eventFormats(config).get(name());
    }
}
