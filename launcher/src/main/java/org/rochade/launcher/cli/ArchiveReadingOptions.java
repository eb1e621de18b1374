package org.rochade.launcher.cli;

import org.rochade.event.api.format.EventFormat;
import org.rochade.games.api.pgn.ValidationOptions;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * How the commands that judge whole archives ({@code validate}, {@code stats}) read them: threads,
 * variations, the progress bar, reader limits and the event format whose variant decides untagged
 * games. The values are checked by the records they go into ({@link ValidationOptions}, {@link
 * org.rochade.games.api.pgn.PgnLimits}).
 */
final class ArchiveReadingOptions {
    private final OptionSpec threads;
    private final OptionSpec mainLineOnly;
    private final OptionSpec progress;
    private final EventFormatOption eventFormat;
    private final LimitOptions limitOptions;

    /** Adds the options to the command's spec. */
    ArchiveReadingOptions(CommandSpec spec) {
        threads = Args.option(spec, OptionSpec.builder("--threads").paramLabel("T").type(int.class).defaultValue("1")
                .description("Check games on T threads (1 to 64), the reading one included; reports stay in input order (default: ${DEFAULT-VALUE})."));
        mainLineOnly = Args.flag(spec, "--main-line-only", "Do not replay variations.");
        progress = Args.option(spec, OptionSpec.builder("--progress").negatable(true).type(Boolean.class)
                .description("Draw a progress bar on stderr (default: only when stderr is a terminal)."));
        eventFormat = new EventFormatOption(spec);
        limitOptions = new LimitOptions(spec);
    }

    /**
     * The validation options these command-line options ask for, after checking that the event
     * format's variant runs with its castling convention.
     *
     * @param finalFen whether reports need the final position (writing one per game is not free)
     * @throws ParameterException for a bad thread count or limit
     */
    ValidationOptions validationOptions(RochadeCommand root, CommandLine commandLine, boolean finalFen) {
        int threadCount = threads.getValue();
        ValidationOptions threaded = OptionCheck.checked(commandLine, "--threads",
                () -> ValidationOptions.defaults().withThreads(threadCount));
        EventFormat played = eventFormat.resolve(root);
        if (played != null) {
            root.rules(played); // the format's variant and castling convention must be in force
        }
        return threaded.withVariations(!Args.isSet(mainLineOnly)).withFinalFen(finalFen)
                .withLimits(limitOptions.apply(commandLine))
                .withDefaultVariant(played == null ? null : played.variant());
    }

    /** Whether to draw a progress bar: as asked, else when stderr is a terminal. */
    boolean drawProgress() {
        return Progress.wanted(progress.getValue());
    }
}
