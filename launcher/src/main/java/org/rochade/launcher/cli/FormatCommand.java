package org.rochade.launcher.cli;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.rochade.event.api.format.FormatDeletion;
import org.rochade.event.api.format.FormatDirectory;
import org.rochade.rules.api.Variant;
import org.rochade.event.api.format.StartRule;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import picocli.CommandLine.TypeConversionException;

/**
 * {@code format create|change|delete NAME}: creates, changes or deletes a format file of the format
 * directory through the formats bundle's {@link FormatDirectory}, which checks it by the rules a loaded
 * format is checked by and writes nothing when it breaks one. The next request reads the file as it is
 * (in the shell, FileInstall also hands it to ConfigAdmin for the {@code EventFormat} services).
 */
@Command(name = "format", mixinStandardHelpOptions = true,
        header = "Creates, changes or deletes an event format (its file org.rochade.format-NAME.cfg).",
        subcommands = {FormatCommand.Create.class, FormatCommand.Change.class, FormatCommand.Delete.class},
        synopsisSubcommandLabel = "(create | change | delete)")
final class FormatCommand extends Subcommand {

    @Override
    public Integer call() {
        throw usageError("missing subcommand: create, change or delete");
    }

    /** The properties a format file may set; an option left out keeps the file's value (or the default). */
    static final class Settings {
        @Option(names = "--variant", paramLabel = "VARIANT", converter = VariantConverter.class,
                completionCandidates = VariantConverter.class,
                description = "One of: ${COMPLETION-CANDIDATES} (default in a new format: chess960).")
        Variant variant;

        @Option(names = "--castling", paramLabel = "CONVENTION",
                description = "The castling convention the event needs in force: fide (default), none, ...")
        String castling;

        @Option(names = "--start", paramLabel = "random|die|N", converter = StartConverter.class,
                description = "How the start array is chosen: random (default), die (chess960) or a fixed array number.")
        StartRule start;

        @Option(names = "--variant-tag", paramLabel = "SPELLING",
                description = "The PGN Variant tag to write (default: Chess960, Fischer168, none for classic).")
        String variantTag;

        @Option(names = "--rounds", paramLabel = "N", description = "How many rounds the event has (for 'draw --format').")
        Integer rounds;

        @Option(names = "--exclude", paramLabel = "N[,N...]",
                description = "Array numbers the per-round draw never draws, e.g. 518; an empty value excludes none.")
        String exclude;

        @Option(names = "--commitment", paramLabel = "HEX",
                description = "The SHA-256 of the draw's seed, as published before the event ('draw --commitment --seed TEXT').")
        String commitment;

        /** The properties these options set; an option left out sets none. */
        Map<String, String> given() {
            Map<String, String> result = new LinkedHashMap<>();
            if (variant != null) {
                result.put("variant", variant.id());
            }
            if (castling != null) {
                result.put("castling", castling.strip().toLowerCase(Locale.ROOT));
            }
            if (start != null) {
                result.put("start", start.toString());
            }
            if (variantTag != null) {
                result.put("variantTag", variantTag);
            }
            if (rounds != null) {
                result.put("rounds", Integer.toString(rounds));
            }
            if (exclude != null) {
                result.put("exclude", exclude.strip());
            }
            if (commitment != null) {
                result.put("commitment", commitment.strip().toLowerCase(Locale.ROOT));
            }
            return result;
        }
    }

    /** random, die or a number. */
    static final class StartConverter implements ITypeConverter<StartRule> {
        @Override
        public StartRule convert(String value) {
            try {
                return StartRule.parse(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }

    private abstract static class Change0 implements Callable<Integer> {
        @ParentCommand
        FormatCommand parent;

        @Spec
        CommandSpec spec;

        @Parameters(paramLabel = "NAME", description = "The format's name (letters, digits, '_', '.').")
        String name;

        @Mixin
        ConfigDirOption config;

        FormatDirectory formats() {
            return parent.root.eventFormats(config);
        }

        int done(String what) {
            spec.commandLine().getOut().println(what);
            spec.commandLine().getOut().flush();
            return ExitCodes.OK;
        }
    }

    @Command(name = "create", mixinStandardHelpOptions = true, header = "Creates an event format.")
    static final class Create extends Change0 {
        @Mixin
        Settings settings;

        @Override
        public Integer call() {
            FormatDirectory formats = formats();
            formats.create(name, settings.given());
            return done("created " + formats.file(name));
        }
    }

    @Command(name = "change", mixinStandardHelpOptions = true, header = "Changes properties of an event format.")
    static final class Change extends Change0 {
        @Mixin
        Settings settings;

        @Override
        public Integer call() {
            FormatDirectory formats = formats();
            formats.change(name, settings.given());
            return done("changed " + formats.file(name));
        }
    }

    @Command(name = "delete", mixinStandardHelpOptions = true, header = "Deletes an event format.",
            description = "A format with revealed rounds is deleted only with --force; the record of its rounds is then"
                    + " kept aside (renamed org.rochade.format-NAME.rounds.deleted-TIME), and a format made again under"
                    + " the name is a new event.")
    static final class Delete extends Change0 {
        @Option(names = "--force", description = "Delete it even when rounds of it were revealed.")
        boolean force;

        @Override
        public Integer call() {
            FormatDeletion deleted = formats().delete(name, force);
            return done("deleted " + deleted.file() + deleted.roundsKept().map(kept -> " (its rounds kept as " + kept + ")").orElse(""));
        }
    }
}
