package org.rochade.launcher.cli;

import org.rochade.launcher.host.Feature;
import org.rochade.launcher.host.UserError;
import java.io.PrintWriter;
import org.rochade.files.OutputDirectory;
import org.rochade.files.OutputFailure;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.rochade.diagram.ArrayCard;
import org.rochade.diagram.SheetRound;
import org.rochade.diagram.png.PictureSet;
import org.rochade.diagram.png.PictureSetException;
import org.rochade.diagram.png.PictureSetWriter;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Variant;
import org.rochade.event.api.DrawSeed;
import org.rochade.event.api.DrawnRound;
import org.rochade.event.api.RoundDraw;
import org.rochade.event.api.DiceReveal;
import org.rochade.event.api.EventRounds;
import org.rochade.event.api.RevealedRound;
import org.rochade.event.api.format.EventFormat;
import org.rochade.event.api.format.FormatDirectory;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;

/**
 * {@code draw}: one start array per round of an event, from a seed (see {@link RoundDraw} and the
 * README's "Running an event" for the algorithm); with {@code --format}, one round at a time.
 */
final class DrawCommand extends Subcommand {
    private final CommonOptions common = new CommonOptions(spec);
    private final OptionSpec roundsOption = Args.option(spec, "--rounds", Integer.class, "N", "How many rounds to draw.");
    private final OptionSpec seedOption = Args.option(spec, "--seed", String.class, "TEXT",
            "The seed, exactly as it will be published.");
    private final OptionSpec variantOption = Args.option(spec, OptionSpec.builder("--variant").paramLabel("VARIANT")
            .type(Variant.class).converters(new VariantConverter()).completionCandidates(new VariantConverter())
            .description("One of: ${COMPLETION-CANDIDATES} (default: chess960)."));
    private final OptionSpec excludeOption = Args.option(spec, OptionSpec.builder("--exclude").paramLabel("N")
            .type(List.class).auxiliaryTypes(Integer.class).splitRegex(",")
            .description("Array numbers never to draw, e.g. --exclude 518 (in the variant's numbering)."));
    private final OptionSpec commitmentOption = Args.flag(spec, "--commitment",
            "Print the SHA-256 (hex) of the seed's UTF-8 bytes and stop.");
    private final EventFormatOption eventFormat = new EventFormatOption(spec);
    private final OptionSpec nextOption = Args.flag(spec, "--next", "With --format NAME of a fixed array: reveal the next round.");
    private final OptionSpec throwsOption = Args.option(spec, OptionSpec.builder("--throws").paramLabel("F")
            .type(List.class).auxiliaryTypes(Integer.class).splitRegex(",")
            .description("With --format NAME of the die: the faces the arbiter threw for the next round, in order"
                    + " (for dfrc White's array first), e.g. --throws 1,5,3,2,2."));
    private final OptionSpec outDirOption = Args.option(spec, "--out", Path.class, "DIR",
            "Also write into DIR each round's card (round-N.svg, round-N.png) and the event's printable sheet, one SVG per A4 page (sheet-1.svg, ...).");

    DrawCommand(RochadeCommand root) {
        super(root, "draw", "Draws one start array per round of an event, reproducibly from a seed.");
        spec.usageMessage().description(
                "draw --rounds N --seed TEXT: the whole draw, never the same array twice, never an excluded one.",
                "draw --commitment --seed TEXT: the SHA-256 of the seed to publish before the event.",
                "draw --format NAME --seed TEXT: reveals the format's next round (the seed must match its commitment);"
                        + " --next for a format of one fixed array, --throws F,F,... with the die;"
                        + " draw --format NAME: the rounds revealed so far.",
                "The algorithm is in the README (\"Running an event\"): anyone can recompute the draw from the seed.");
    }

    /** The options as parsed, read once (null: not given). */
    private record Given(Integer rounds, String seed, Variant variant, List<Integer> exclude, boolean next,
                         List<Integer> faces, Path outDir) {
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        Given given = new Given(roundsOption.getValue(), seedOption.getValue(), variantOption.getValue(),
                excludeOption.getValue(), Args.isSet(nextOption), throwsOption.getValue(), outDirOption.getValue());
        if (Args.isSet(commitmentOption)) {
            if (given.seed() == null || given.rounds() != null || given.variant() != null || given.exclude() != null
                    || eventFormat.name() != null || given.outDir() != null || given.next() || given.faces() != null) {
                throw usage("--commitment takes only --seed TEXT");
            }
            out.println(seed().commitment());
            out.flush();
            return ExitCodes.OK;
        }
        if (given.outDir() != null) {
            checkOutDir(); // before anything is drawn or printed; made only when the pictures are written
        }
        if (eventFormat.name() != null) {
            return drawForFormat(out, given);
        }
        if (given.next() || given.faces() != null) {
            throw usage("--next and --throws reveal a round of an event format: give --format NAME");
        }
        if (given.rounds() == null || given.seed() == null) {
            throw usage("give --rounds N and --seed TEXT (or --format NAME, or --commitment --seed TEXT)");
        }
        if (given.rounds() < 1) {
            throw usage("--rounds must be at least 1, not " + given.rounds());
        }
        ChessRules rules = root.rules(given.variant() == null ? Variant.CHESS960 : given.variant());
        Set<Integer> excluded = given.exclude() == null ? Set.of() : new TreeSet<>(given.exclude());
        List<DrawnRound> drawn = roundDraw().draw(rules, seed(), given.rounds(), excluded);
        drawn.forEach(Report.of(common.json(), out, rules)::round);
        out.flush();
        if (given.outDir() != null) {
            writePictures(rules, drawn, "Draw of " + given.rounds() + " " + rules.variant().id() + " rounds"
                    + (excluded.isEmpty() ? "" : ", excluded " + excluded.stream().map(String::valueOf).collect(Collectors.joining(","))), "seed commitment (SHA-256) " + seed().commitment());
        }
        return ExitCodes.OK;
    }

    /**
     * {@code --format NAME}: the rounds revealed so far, or with {@code --seed}, {@code --next} or
     * {@code --throws} the next one, revealed by the formats bundle's {@link EventRounds} as the
     * format's start rule says.
     */
    private int drawForFormat(PrintWriter out, Given given) {
        if (given.rounds() != null || given.variant() != null || given.exclude() != null) {
            throw usage("--format NAME takes the rounds, variant and exclusions from the format");
        }
        if ((given.seed() != null ? 1 : 0) + (given.next() ? 1 : 0) + (given.faces() != null ? 1 : 0) > 1) {
            throw usage("give one of --seed TEXT (a random draw), --throws F,F,... (the die) and --next (a fixed array)");
        }
        FormatDirectory formats = root.eventFormats(eventFormat.config());
        EventRounds events = root.eventRounds(eventFormat.config());
        EventFormat format = formats.get(eventFormat.name());
        String name = format.name();
        ChessRules rules = root.rules(format);
        Report report = Report.of(common.json(), out, rules);
        DrawSeed seed = given.seed() == null ? null : seed();
        if (seed == null && !given.next() && given.faces() == null) {
            List<RevealedRound> revealed = events.revealed(name, rules);
            if (revealed.isEmpty() && !common.json()) {
                out.println("no round of event format '" + name + "' is revealed yet");
            }
            revealed.forEach(round -> report.round(round.drawn()));
        } else {
            RevealedRound round;
            if (seed != null) {
                round = events.revealNext(name, rules, seed);
            } else if (given.next()) {
                round = events.revealFixed(name, rules);
            } else {
                DiceReveal reveal = events.revealByDie(name, rules, given.faces());
                report.dice(reveal.dice(), reveal.unused());
                round = reveal.round();
            }
            report.round(round.drawn());
        }
        out.flush();
        root.arbiter().ifPresent(arbiter -> arbiter.follow(name, seed));
        if (given.outDir() != null) {
            List<DrawnRound> revealed = events.revealed(name, rules).stream().map(RevealedRound::drawn).toList();
            writePictures(rules, revealed, "Event '" + name + "': " + format.variant().id() + ", rounds 1-"
                    + revealed.size() + (format.rounds() > 0 ? " of " + format.rounds() : ""),
                    format.commitment().map(c -> "seed commitment (SHA-256) " + c).orElse(""));
        }
        return ExitCodes.OK;
    }

    /**
     * The draw's picture directory (--out), written by the diagram.png bundle's {@link PictureSetWriter}:
     * one card per round (its board, number, X-FEN and Shredder-FEN as {@code rules} start it) as SVG and
     * PNG, and the sheet of them all; a warning names the pictures an earlier, longer draw left there.
     */
    private void writePictures(ChessRules rules, List<DrawnRound> drawn, String heading, String subline) {
        Path outDir = outDirOption.getValue();
        List<SheetRound> rounds = drawn.stream()
                .map(round -> new SheetRound(round.round(), ArrayCard.of(rules, round.array()))).toList();
        PictureSet written;
        try {
            written = root.services().pictureSetWriter().write(outDir, heading, subline, rounds);
        } catch (PictureSetException e) {
            throw new UserError(e.directory() ? "--out: " + e.getMessage() : e.getMessage());
        }
        if (!written.stale().isEmpty()) {
            PrintWriter err = spec.commandLine().getErr();
            err.println("rochade: warning: " + outDir + " also holds " + String.join(", ", written.stale())
                    + " from an earlier draw: not part of this one (rounds 1-" + drawn.size() + ", sheet pages 1-"
                    + written.sheetPages() + "); remove them before printing the directory");
            err.flush();
        }
    }

    private void checkOutDir() {
        Path outDir = outDirOption.getValue();
        try {
            OutputDirectory.check(outDir);
        } catch (OutputFailure e) {
            throw new UserError("--out: " + e.getMessage());
        }
    }

    private DrawSeed seed() {
        String seed = seedOption.getValue();
        if (seed.isEmpty()) {
            throw usage("--seed: the seed is empty");
        }
        return new DrawSeed(seed);
    }

    private RoundDraw roundDraw() {
        return root.services().service(Feature.FORMATS, RoundDraw.class,
                "no round draw service (is the formats bundle installed and started?)");
    }

    private ParameterException usage(String message) {
        return usageError(message);
    }
}
