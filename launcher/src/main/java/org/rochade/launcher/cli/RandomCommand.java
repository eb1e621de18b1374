package org.rochade.launcher.cli;

import java.util.random.RandomGenerator;
import java.util.random.RandomGeneratorFactory;
import org.rochade.rules.api.ChessRules;
import org.rochade.event.api.format.EventFormat;
import picocli.CommandLine.Model.OptionSpec;

/** {@code random [--variant V] [--seed S] [--count K]}: uniformly chosen start arrays. */
final class RandomCommand extends Subcommand {
    static final String ALGORITHM = "L64X128MixRandom";

    private final CommonOptions common = new CommonOptions(spec);
    private final VariantOption variantOption = new VariantOption(spec);
    private final OptionSpec seedOption = Args.option(spec, "--seed", Long.class, "S", "Seed for a reproducible draw: a whole number (64 bits); draw --seed takes any text.");
    private final OptionSpec countOption = Args.option(spec, OptionSpec.builder("--count").paramLabel("K").type(int.class)
            .defaultValue("1").description("How many arrays (default: ${DEFAULT-VALUE})."));
    private final EventFormatOption eventFormat = new EventFormatOption(spec);

    RandomCommand(RochadeCommand root) {
        super(root, "random", "Draws start arrays at random (reproducibly with --seed).");
        spec.usageMessage().description(
                "Draws start arrays uniformly at random with the " + ALGORITHM + " generator:",
                "seeded with --seed (the same seed gives the same arrays), otherwise a fresh, unseeded"
                        + " instance (seeded by the JDK from system entropy; not for cryptographic use).");
    }

    @Override
    public Integer call() {
        int count = countOption.getValue();
        Long seed = seedOption.getValue();
        if (count < 1) {
            throw usageError("--count must be at least 1, not " + count);
        }
        RandomGeneratorFactory<RandomGenerator> factory = RandomGeneratorFactory.of(ALGORITHM);
        RandomGenerator random = seed == null ? factory.create() : factory.create(seed);
        EventFormat format = eventFormat.resolve(root);
        ChessRules rules = root.rules(format, variantOption.variant());
        Report report = Report.of(common.json(), spec.commandLine().getOut(), rules);
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
