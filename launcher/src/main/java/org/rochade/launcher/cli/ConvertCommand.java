package org.rochade.launcher.cli;

import org.rochade.launcher.host.UserError;
import java.io.IOException;
import java.nio.file.Path;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteFeature;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.Locale;
import java.util.Set;
import org.rochade.rules.api.FenFormat;
import org.rochade.rules.api.Variant;
import org.rochade.event.api.format.EventFormat;
import org.rochade.games.api.pgn.ConversionFormat;
import org.rochade.games.api.pgn.ConversionOptions;
import org.rochade.games.api.pgn.ConversionSummary;
import org.rochade.games.api.pgn.GameReport;
import org.rochade.games.api.pgn.GameReportSink;
import org.rochade.games.api.pgn.PgnConverter;
import org.rochade.games.api.pgn.PgnSource;
import org.rochade.games.api.pgn.ReportFormat;
import org.rochade.games.api.pgn.Sp518Change;
import org.rochade.games.api.pgn.ValidationSummary;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.TypeConversionException;

/**
 * {@code convert IN... -o OUT}: writes every valid game of PGN archives in one clean form (PGN
 * export format, JSON Lines or UCI lines) and copies the invalid ones through untouched, into OUT or
 * a rejects file. Exit 0 when every game was valid, 1 when some were invalid, 2 for bad usage or an
 * unreadable input (then OUT is not written at all).
 */
final class ConvertCommand extends Subcommand {
    private final CommonOptions common = new CommonOptions(spec);
    private final PositionalParamSpec inputsArg = Args.positional(spec, PositionalParamSpec.builder().arity("1..*").required(true)
            .paramLabel("IN").type(List.class).auxiliaryTypes(String.class)
            .description("PGN archives (.pgn, .pgn.gz, .pgn.zst), or - for stdin, converted in order."));
    private final OptionSpec outputOption = Args.option(spec, OptionSpec.builder("-o", "--output").required(true)
            .paramLabel("OUT").type(Path.class)
            .description("The converted archive (written aside and renamed); - for standard output (the totals then go to standard error)."));
    private final OptionSpec rejectsOption = Args.option(spec, "--rejects", Path.class, "FILE",
            "Copy invalid games here instead of into OUT (needed with --format json, jsonl or uci); a file, not -.");
    private final OptionSpec variantTagOption = Args.option(spec, "--variant-tag", String.class, "SPELLING",
            "The Variant tag value for Chess960 games (default: Chess960's own, Chess960).");
    private final OptionSpec castlingFenOption = Args.option(spec, OptionSpec.builder("--castling-fen")
            .paramLabel("xfen|shredder").type(FenFormat.class).defaultValue("xfen").converters(new FenFormatConverter())
            .description("FEN castling rights as X-FEN (KQkq) or Shredder-FEN (HAha) (default: ${DEFAULT-VALUE})."));
    private final OptionSpec toClassicOption = Args.flag(spec, "--to-classic",
            "Chess960 games from SP 518 become classic games (no Variant, no FEN).");
    private final OptionSpec toChess960Option = Args.flag(spec, "--to-chess960",
            "Classic games become Chess960 SP 518 games (Variant, SetUp, FEN).");
    private final OptionSpec onlyVariantsOption = Args.option(spec, OptionSpec.builder("--only-variant").paramLabel("V")
            .type(List.class).auxiliaryTypes(Variant.class).splitRegex(",").converters(new VariantConverter())
            .completionCandidates(new VariantConverter())
            .description("Keep only games of these variants: ${COMPLETION-CANDIDATES}."));
    private final OptionSpec onlySpsOption = Args.option(spec, OptionSpec.builder("--only-sp").paramLabel("N")
            .type(List.class).auxiliaryTypes(Integer.class).splitRegex(",")
            .description("Keep only games from these start arrays (Scharnagl numbers 0..959; of a Double Fischer Random"
                    + " game, White's array)."));
    private final OptionSpec formatOption = Args.option(spec, OptionSpec.builder("--format").paramLabel("pgn|json|jsonl|uci")
            .type(ConversionFormat.class).defaultValue("pgn").converters(new FormatConverter())
            .description("pgn, json (one JSON object per game with its whole move tree: tags, start, comments,"
                    + " moves with comments, NAGs and variations, result), jsonl (a main-line summary per game:"
                    + " tags, startFen, san, uci, finalFen) or uci"
                    + " (one 'position fen ... moves ...' line per game) (default: ${DEFAULT-VALUE})."));
    private final OptionSpec threadsOption = Args.option(spec, OptionSpec.builder("--threads").paramLabel("T").type(int.class)
            .defaultValue("1").description("Check and write games on T threads (1 to 64), the reading one included; the output keeps the input's order (default: ${DEFAULT-VALUE})."));
    private final OptionSpec eventFormatOption = Args.option(spec, "--event-format", String.class, "NAME",
            "An event format (see 'rochade formats'): keep only its variant's games and write its Variant tag spelling.");
    private final ConfigDirOption config = new ConfigDirOption(spec);
    private final LimitOptions limitOptions = new LimitOptions(spec);

    ConvertCommand(RochadeCommand root) {
        super(root, "convert", "Converts PGN archives to one clean form; invalid games are copied through as read.");
        spec.usageMessage().description(
                "Valid games are written in PGN export format: Seven Tag Roster first, Variant/SetUp/FEN where"
                        + " needed, SAN re-rendered from the position (0-0 and king-takes-rook become O-O/O-O-O),"
                        + " comments, NAGs and variations kept. Invalid games are copied through byte for byte.",
                "OUT is written beside its place and renamed when complete; it is never one of the inputs.",
                "IN may be - for standard input (once; plain, gzip or zstd PGN), read in its place among the files.",
                "Exit codes: 0 every game valid, 1 some game invalid, 2 bad usage, an unreadable input or an output that could not"
                        + " be written, 3 internal error.");
    }

    @Override
    public Integer call() {
        List<String> inputs = inputsArg.getValue();
        Path output = outputOption.getValue();
        Path rejects = rejectsOption.getValue();
        if (rejects != null && rejects.toString().equals("-")) {
            // Chosen: refused, not standard output: OUT may be there already, and a file named '-' is no one's wish.
            throw usageError("--rejects -: the rejects go into a file (standard output is only for -o -)");
        }
        ConversionOptions options = options();
        PgnConverter converter = root.services().pgnConverter();
        ConversionSummary summary;
        try {
            if (toStandardOutput()) { // the converter flushes standard output and leaves it open
                summary = converter.convert(InputNames.sources(inputs, root.stdin()), options,
                        StandardOutput.bytes(System.out), rejects, this::invalidGamesOnStderr);
            } else {
                summary = converter.convert(InputNames.sources(inputs, root.stdin()), options, output, rejects,
                        this::invalidGamesOnStderr);
            }
        } catch (IllegalArgumentException e) { // options that do not fit together, refused before any work
            throw usageError(ErrorHandler.oneLine(e.getMessage()));
        } catch (IOException e) {
            if (toStandardOutput() && StandardOutput.readerLeft(e)) {
                return ExitCodes.OK; // | head: the reader has what it wanted
            }
            if (toStandardOutput() && StandardOutput.failed(System.out)) {
                return ExitCodes.USAGE; // Main names standard output's failure, once (it was said twice)
            }
            throw new UserError("cannot convert: " + ErrorHandler.oneLine(String.valueOf(e.getMessage())));
        }
        report(summary);
        return summary.allValid() ? ExitCodes.OK : ExitCodes.INVALID_GAMES;
    }

    private ConversionOptions options() {
        boolean toClassic = Args.isSet(toClassicOption);
        boolean toChess960 = Args.isSet(toChess960Option);
        String variantTag = variantTagOption.getValue();
        String eventFormat = eventFormatOption.getValue();
        List<Variant> onlyVariants = listOf(onlyVariantsOption);
        List<Integer> onlySps = listOf(onlySpsOption);
        int threads = threadsOption.getValue();
        if (toClassic && toChess960) {
            throw usageError("--to-classic and --to-chess960 exclude each other");
        }
        Sp518Change sp518 = toClassic ? Sp518Change.TO_CLASSIC : toChess960 ? Sp518Change.TO_CHESS960 : Sp518Change.KEEP;
        String spelling = variantTag != null ? variantTag : Variant.CHESS960.pgnTag();
        Set<Variant> variants = Set.copyOf(onlyVariants);
        if (eventFormat != null) {
            if (spec.commandLine().getParseResult().hasMatchedOption("--variant-tag") || !onlyVariants.isEmpty()) {
                throw usageError("--event-format sets the variant and its tag: not with --variant-tag or --only-variant");
            }
            EventFormat chosen = root.eventFormats(config).get(eventFormat);
            root.rules(chosen); // its variant and castling convention must be in force
            variants = Set.of(chosen.variant());
            if (chosen.variant() == Variant.CHESS960 || chosen.variant() == Variant.DFRC) {
                spelling = chosen.variantTag();
            }
        }
        ConversionOptions options = ConversionOptions.defaults().withChess960Spelling(spelling).withCastlingFen(castlingFenOption.<FenFormat>getValue())
                .withSp518(sp518).withOnlyVariants(variants).withFormat(formatOption.<ConversionFormat>getValue())
                .withLimits(limitOptions.apply(spec.commandLine()));
        ConversionOptions withSps = OptionCheck.checked(spec.commandLine(), "--only-sp",
                () -> options.withOnlySps(Set.copyOf(onlySps)));
        return OptionCheck.checked(spec.commandLine(), "--threads", () -> withSps.withThreads(threads));
    }

    /**
     * Why games were not written: each invalid game with its errors and where they are (file,
     * line, column, ply), on standard error as validate prints them; no totals (stdout has them).
     */
    private GameReportSink invalidGamesOnStderr(PgnSource in) {
        GameReportSink human = root.services().pgnValidator().reportSink(ReportFormat.HUMAN,
                new NonClosingOutput(System.err), in.name());
        return new GameReportSink() {
            @Override
            public void game(GameReport report) throws IOException {
                human.game(report);
            }

            @Override
            public void finish(ValidationSummary summary) throws IOException {
                human.flush(); // the games, without their totals
            }
        };
    }

    /** The values of a list option, none when it was not given. */
    private static <T> List<T> listOf(OptionSpec option) {
        List<T> values = option.getValue();
        return values == null ? List.of() : values;
    }

    /** {@code -o -}: the converted games go to standard output, the totals to standard error. */
    private boolean toStandardOutput() {
        return outputOption.getValue().toString().equals("-");
    }

    private static final JsonFactory JSON = JsonFactory.builder().disable(StreamWriteFeature.AUTO_CLOSE_TARGET).build();

    private void report(ConversionSummary s) {
        var out = toStandardOutput() ? spec.commandLine().getErr() : spec.commandLine().getOut();
        Path output = outputOption.getValue();
        Path rejects = rejectsOption.getValue();
        Map<String, Long> warnings = new TreeMap<>(s.warningsByKind());
        if (common.json()) {
            try (JsonGenerator json = JSON.createGenerator(out)) { // Jackson, as every JSON the launcher prints
                json.writeStartObject();
                json.writeNumberField("games", s.games());
                json.writeNumberField("written", s.written());
                json.writeNumberField("rejected", s.rejected());
                json.writeNumberField("skipped", s.skipped());
                json.writeObjectFieldStart("warnings");
                for (Map.Entry<String, Long> kind : warnings.entrySet()) {
                    json.writeNumberField(kind.getKey(), kind.getValue());
                }
                json.writeEndObject();
                json.writeNumberField("nanos", s.nanos());
                json.writeEndObject();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            out.println();
        } else {
            out.printf(PrintedNumbers.LOCALE, "%d games: %d written, %d invalid %s, %d skipped by filters%n", s.games(), s.written(),
                    s.rejected(), rejects == null ? "copied into " + (toStandardOutput() ? "standard output" : output) : "copied to " + rejects, s.skipped());
            if (!warnings.isEmpty()) { // as validate prints them
                StringBuilder line = new StringBuilder("warnings by kind:");
                warnings.forEach((kind, count) -> line.append(' ').append(kind).append(' ').append(count));
                out.println(line);
            }
        }
        out.flush();
    }

    /** xfen or shredder, any case. */
    static final class FenFormatConverter implements ITypeConverter<FenFormat> {
        @Override
        public FenFormat convert(String value) {
            switch (value.toLowerCase(Locale.ROOT)) {
                case "xfen":
                case "x-fen":
                    return FenFormat.XFEN;
                case "shredder":
                case "shredder-fen":
                    return FenFormat.SHREDDER;
                default:
                    throw new TypeConversionException("unknown castling FEN '" + value + "' (expected xfen or shredder)");
            }
        }
    }

    /** pgn, json, jsonl or uci, any case. */
    static final class FormatConverter implements ITypeConverter<ConversionFormat> {
        @Override
        public ConversionFormat convert(String value) {
            switch (value.toLowerCase(Locale.ROOT)) {
                case "pgn":
                    return ConversionFormat.PGN;
                case "json":
                    return ConversionFormat.JSON;
                case "jsonl":
                    return ConversionFormat.JSON_LINES;
                case "uci":
                    return ConversionFormat.UCI;
                default:
                    throw new TypeConversionException("unknown format '" + value + "' (expected pgn, json, jsonl or uci)");
            }
        }
    }
}
