package org.rochade.launcher.cli;

import java.util.random.RandomGenerator;
import java.util.random.RandomGeneratorFactory;
import org.rochade.rules.api.ChessRules;
import org.rochade.event.api.format.EventFormat;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code random [--variant V] [--seed S] [--count K]}: uniformly chosen start arrays. */
@Command(name = "random", mixinStandardHelpOptions = true,
        header = "Draws start arrays at random (reproducibly with --seed).",
        description = {
            "Draws start arrays uniformly at random with the " + RandomCommand.ALGORITHM + " generator:",
            "seeded with --seed (the same seed gives the same arrays), otherwise a fresh, unseeded"
                    + " instance (seeded by the JDK from system entropy; not for cryptographic use)."
        })
final class RandomCommand extends Subcommand {
    static final String ALGORITHM = "L64X128MixRandom";


    @Mixin
    CommonOptions common;

    @Mixin
    VariantOption variantOption;

    @Option(names = "--seed", paramLabel = "S", description = "Seed for a reproducible draw.")
    Long seed;

    @Option(names = "--count", paramLabel = "K", defaultValue = "1", description = "How many arrays (default: ${DEFAULT-VALUE}).")
    int count;

    @Mixin
    EventFormatOption eventFormat;

    @Override
    public Integer call() {
        if (count < 1) {
            throw usageError("--count must be at least 1, not " + count);
        }
        RandomGeneratorFactory<RandomGenerator> factory = RandomGeneratorFactory.of(ALGORITHM);
        RandomGenerator random = seed == null ? factory.create() : factory.create(seed);
        EventFormat format = eventFormat.resolve(root);
        ChessRules rules = root.rules(format, variantOption.variant);
        Report report = Report.of(common.json, spec.commandLine().getOut(), rules);
        for (int i = 0; i < count; i++) {
            if (format != null) {
                FormatStart.report(format, rules, random, DiceCommand.Die.real(), report);
            } else {
                report.startArray(rules.randomStartArray(random));
            }
        }
        return ExitCodes.OK;
    }
}
