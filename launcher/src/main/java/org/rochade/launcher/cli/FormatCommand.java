package org.rochade.launcher.cli;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.rochade.event.api.format.FormatDeletion;
import org.rochade.event.api.format.FormatDirectory;
import org.rochade.rules.api.Variant;
import org.rochade.event.api.format.StartRule;
import picocli.CommandLine;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.TypeConversionException;

/**
 * {@code format create|change|delete NAME}: creates, changes or deletes a format file of the format
 * directory through the formats bundle's {@link FormatDirectory}, which checks it by the rules a loaded
 * format is checked by and writes nothing when it breaks one. The next request reads the file as it is
 * (in the shell, FileInstall also hands it to ConfigAdmin for the {@code EventFormat} services).
 */
final class FormatCommand extends Subcommand {

    FormatCommand(RochadeCommand root) {
        super(root, "format", "Creates, changes or deletes the file org.rochade.format-NAME.cfg of an event format.");
        spec.usageMessage().synopsisSubcommandLabel("(create | change | delete)");
        for (Change0 command : List.of(new Create(root), new Change(root), new Delete(root))) {
            spec.addSubcommand(command.spec.name(), new CommandLine(command.spec));
        }
    }

    @Override
    public Integer call() {
        throw usageError("missing subcommand: create, change or delete");
    }

    /** The properties a format file may set; an option left out keeps the file's value (or the default). */
    static final class Settings {
        private final OptionSpec variant;
        private final OptionSpec castling;
        private final OptionSpec start;
        private final OptionSpec variantTag;
        private final OptionSpec rounds;
        private final OptionSpec exclude;
        private final OptionSpec commitment;

        /** Adds the options to the command's spec. */
        Settings(CommandSpec spec) {
            variant = Args.option(spec, OptionSpec.builder("--variant").paramLabel("VARIANT").type(Variant.class)
                    .converters(new VariantConverter()).completionCandidates(new VariantConverter())
                    .description("One of: ${COMPLETION-CANDIDATES} (default in a new format: chess960)."));
            castling = Args.option(spec, "--castling", String.class, "CONVENTION",
                    "The castling convention the event needs in force: fide (default), none, ...");
            start = Args.option(spec, OptionSpec.builder("--start").paramLabel("random|die|N").type(StartRule.class)
                    .converters(new StartConverter())
                    .description("How the start array is chosen: random (default), die (chess960) or a fixed array number."));
            variantTag = Args.option(spec, "--variant-tag", String.class, "SPELLING",
                    "The PGN Variant tag to write (default: Chess960, Fischer168, none for classic).");
            rounds = Args.option(spec, "--rounds", Integer.class, "N", "How many rounds the event has (for 'draw --format').");
            exclude = Args.option(spec, "--exclude", String.class, "N[,N...]",
                    "Array numbers the per-round draw never draws, e.g. 518; an empty value excludes none.");
            commitment = Args.option(spec, "--commitment", String.class, "HEX",
                    "The SHA-256 of the draw's seed, as published before the event ('draw --commitment --seed TEXT').");
        }

        /** The properties these options set; an option left out sets none. */
        Map<String, String> given() {
            Map<String, String> result = new LinkedHashMap<>();
            Variant variantGiven = variant.getValue();
            if (variantGiven != null) {
                result.put("variant", variantGiven.id());
            }
            String castlingGiven = castling.getValue();
            if (castlingGiven != null) {
                result.put("castling", castlingGiven.strip().toLowerCase(Locale.ROOT));
            }
            StartRule startGiven = start.getValue();
            if (startGiven != null) {
                // As written (checked by the converter): a dfrc pair stays 502:532, not the number 482452.
                List<String> written = start.originalStringValues();
                result.put("start", written.get(written.size() - 1).strip().toLowerCase(Locale.ROOT));
            }
            String variantTagGiven = variantTag.getValue();
            if (variantTagGiven != null) {
                result.put("variantTag", variantTagGiven);
            }
            Integer roundsGiven = rounds.getValue();
            if (roundsGiven != null) {
                result.put("rounds", Integer.toString(roundsGiven));
            }
            String excludeGiven = exclude.getValue();
            if (excludeGiven != null) {
                result.put("exclude", excludeGiven.strip());
            }
            String commitmentGiven = commitment.getValue();
            if (commitmentGiven != null) {
                result.put("commitment", commitmentGiven.strip().toLowerCase(Locale.ROOT));
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

    /** What create, change and delete share: the format's name and the format directory. */
    private abstract static class Change0 implements Callable<Integer> {
        final RochadeCommand root;
        final CommandSpec spec;
        private final PositionalParamSpec name;
        private final ConfigDirOption config;

        Change0(RochadeCommand root, String command, String header) {
            this.root = root;
            spec = Args.command(this, command);
            spec.usageMessage().header(header);
            name = Args.positional(spec, PositionalParamSpec.builder().paramLabel("NAME").arity("1").required(true).type(String.class)
                    .description("The format's name (letters, digits, '_', '.')."));
            config = new ConfigDirOption(spec);
        }

        String name() {
            return name.getValue();
        }

        FormatDirectory formats() {
            return root.eventFormats(config);
        }

        int done(String what) {
            spec.commandLine().getOut().println(what);
            spec.commandLine().getOut().flush();
            return ExitCodes.OK;
        }
    }

    static final class Create extends Change0 {
        private final Settings settings = new Settings(spec);

        Create(RochadeCommand root) {
            super(root, "create", "Creates an event format.");
        }

        @Override
        public Integer call() {
            FormatDirectory formats = formats();
            formats.create(name(), settings.given());
            return done("created " + formats.file(name()));
        }
    }

    static final class Change extends Change0 {
        private final Settings settings = new Settings(spec);

        Change(RochadeCommand root) {
            super(root, "change", "Changes properties of an event format.");
        }

        @Override
        public Integer call() {
            FormatDirectory formats = formats();
            formats.change(name(), settings.given());
            return done("changed " + formats.file(name()));
        }
    }

    static final class Delete extends Change0 {
        private final OptionSpec force = Args.flag(spec, "--force", "Delete it even when rounds of it were revealed.");

        Delete(RochadeCommand root) {
            super(root, "delete", "Deletes an event format.");
            spec.usageMessage().description("A format with revealed rounds is deleted only with --force; the record of its rounds is then"
                    + " kept aside as org.rochade.format-NAME.rounds.deleted-TIME, and a format made again under"
                    + " the name is a new event.");
        }

        @Override
        public Integer call() {
            FormatDeletion deleted = formats().delete(name(), Args.isSet(force));
            return done("deleted " + deleted.file() + deleted.roundsKept().map(kept -> " (its rounds kept as " + kept + ")").orElse(""));
        }
    }
}
