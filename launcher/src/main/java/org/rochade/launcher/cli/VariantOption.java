package org.rochade.launcher.cli;

import org.rochade.rules.api.Variant;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/** The {@code --variant} option of the commands that work on one variant's rules. */
final class VariantOption {
    private final OptionSpec variant;

    /** Adds the option to the command's spec. */
    VariantOption(CommandSpec spec) {
        VariantConverter variants = new VariantConverter();
        variant = Args.option(spec, OptionSpec.builder("--variant").paramLabel("VARIANT").type(Variant.class)
                .defaultValue("chess960").converters(variants).completionCandidates(variants)
                .description("One of: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE})."));
    }

    /** The variant asked for, or chess960. */
    Variant variant() {
        return variant.getValue();
    }
}
