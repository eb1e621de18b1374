package org.rochade.launcher;

import java.nio.file.Files;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
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
 * {@code format create|change|delete NAME}: writes or deletes a format file in the format directory.
 * Inside the shell the configuration is changed in ConfigAdmin at once as well, so the next request
 * sees it (FileInstall then finds the file already applied).
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

        Map<String, String> applyTo(Map<String, String> properties) {
            Map<String, String> result = new LinkedHashMap<>(properties);
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
                if (rounds < 1) {
                    throw new UserError("--rounds must be at least 1, not " + rounds);
                }
                result.put("rounds", Integer.toString(rounds));
            }
            if (exclude != null) {
                result.put("exclude", exclude.strip());
            }
            if (commitment != null) {
                result.put("commitment", commitment.strip().toLowerCase(Locale.ROOT));
            }
            Variant chosen = Variant.fromId(result.getOrDefault("variant", Variant.CHESS960.id())).orElse(null);
            if ("die".equals(result.get("start")) && (chosen == null || !chosen.hasDieProcedure())) {
                throw new UserError("the die procedure is for chess960 and dfrc only, not " + result.get("variant"));
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

        EventFormats formats() {
            FormatFiles.checkName(name);
            return parent.root.eventFormats(config);
        }

        /** Writes the file and, in the shell, applies it at once. */
        int write(EventFormats formats, Map<String, String> properties, String verb) {
            formats.files().write(name, properties);
            if (parent.root.inShell()) {
                formats.apply(name, properties);
                for (EventFormats.Entry entry : formats.list()) {
                    if (entry.name().equals(name) && entry.format() == null) {
                        throw new UserError("event format '" + name + "' " + verb + " but not usable: " + entry.problem());
                    }
                }
            }
            spec.commandLine().getOut().println(verb + " " + formats.files().file(name));
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
            EventFormats formats = formats();
            if (Files.exists(formats.files().file(name))) {
                throw new UserError("event format '" + name + "' exists already (" + formats.files().file(name) + "); use 'format change'");
            }
            return write(formats, settings.applyTo(Map.of()), "created");
        }
    }

    @Command(name = "change", mixinStandardHelpOptions = true, header = "Changes properties of an event format.")
    static final class Change extends Change0 {
        @Mixin
        Settings settings;

        @Override
        public Integer call() {
            EventFormats formats = formats();
            Map<String, String> old = formats.files().readAll().get(name);
            if (old == null) {
                throw new UserError("no event format '" + name + "' in " + formats.files().dir() + "; use 'format create'");
            }
            return write(formats, settings.applyTo(old), "changed");
        }
    }

    @Command(name = "delete", mixinStandardHelpOptions = true, header = "Deletes an event format.")
    static final class Delete extends Change0 {
        @Override
        public Integer call() {
            EventFormats formats = formats();
            boolean hadFile = formats.files().delete(name);
            formats.rounds().forget(name); // a format made again under this name is a new event
            boolean hadConfiguration = parent.root.inShell() && formats.remove(name);
            if (!hadFile && !hadConfiguration) {
                throw new UserError("no event format '" + name + "' in " + formats.files().dir());
            }
            spec.commandLine().getOut().println("deleted " + formats.files().file(name));
            spec.commandLine().getOut().flush();
            return ExitCodes.OK;
        }
    }
}
