package org.rochade.launcher.cli;

import org.rochade.rules.api.Variant;
import picocli.CommandLine.Option;

/** The {@code --variant} option of the commands that work on one variant's rules. */
final class VariantOption {

    @Option(names = "--variant", paramLabel = "VARIANT", defaultValue = "chess960",
            converter = VariantConverter.class, completionCandidates = VariantConverter.class,
            description = "One of: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    Variant variant;
}
