package org.rochade.launcher.cli;

import org.rochade.event.api.format.EventFormat;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code --format NAME} (also {@code --event-format NAME}): play as this event format says. */
final class EventFormatOption {

    @Option(names = {"--format", "--event-format"}, paramLabel = "NAME",
            description = "An event format (see 'rochade formats'): its variant, castling convention and start rule.")
    String name;

    @Mixin
    ConfigDirOption config;

    /** The named format, or null when none was asked for. */
    EventFormat resolve(RochadeCommand root) {
        return name == null ? null : root.eventFormats(config).get(name);
    }
}
