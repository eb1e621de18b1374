package org.rochade.launcher.cli;

import org.rochade.event.api.format.EventFormat;
import org.rochade.games.api.pgn.ValidationOptions;
import picocli.CommandLine;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * How the commands that judge whole archives ({@code validate}, {@code stats}) read them: threads,
 * variations, the progress bar, reader limits and the event format whose variant decides untagged
 * games. The values are checked by the records they go into ({@link ValidationOptions}, {@link
 * org.rochade.games.api.pgn.PgnLimits}).
 */
final class ArchiveReadingOptions {

    @Option(names = "--threads", paramLabel = "T", defaultValue = "1",
            description = "Check games on T threads, the reading one included; reports stay in input order (default: ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--main-line-only", description = "Do not replay variations.")
    boolean mainLineOnly;

    @Option(names = "--progress", negatable = true,
            description = "Draw a progress bar on stderr (default: only when stderr is a terminal).")
    Boolean progress;

    @Mixin
    EventFormatOption eventFormat;

    @Mixin
    LimitOptions limitOptions;

    /**
     * The validation options these command-line options ask for, after checking that the event
     * format's variant runs with its castling convention.
     *
     * @param finalFen whether reports need the final position (writing one per game is not free)
     * @throws ParameterException for a bad thread count or limit
     */
    ValidationOptions validationOptions(RochadeCommand root, CommandLine commandLine, boolean finalFen) {
        ValidationOptions threaded = OptionCheck.checked(commandLine, "--threads",
                () -> ValidationOptions.defaults().withThreads(threads));
        EventFormat played = eventFormat.resolve(root);
        if (played != null) {
            root.rules(played); // the format's variant and castling convention must be in force
        }
        return threaded.withVariations(!mainLineOnly).withFinalFen(finalFen)
                .withLimits(limitOptions.apply(commandLine))
                .withDefaultVariant(played == null ? null : played.variant());
    }

    /** Whether to draw a progress bar: as asked, else when stderr is a terminal. */
    boolean drawProgress() {
        return Progress.wanted(progress);
    }
}
