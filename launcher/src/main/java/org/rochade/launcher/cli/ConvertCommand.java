package org.rochade.launcher.cli;

import org.rochade.launcher.host.UserError;
import java.io.IOException;
import java.nio.file.Path;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteFeature;
import java.io.UncheckedIOException;
import java.util.ArrayList;
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
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.TypeConversionException;

/**
 * {@code convert IN... -o OUT}: writes every valid game of PGN archives in one clean form (PGN
 * export format, JSON Lines or UCI lines) and copies the invalid ones through untouched, into OUT or
 * a rejects file. Exit 0 when every game was valid, 1 when some were invalid, 2 for bad usage or an
 * unreadable input (then OUT is not written at all).
 */
@Command(name = "convert", mixinStandardHelpOptions = true,
        header = "Converts PGN archives to one clean form, losing nothing.",
        description = {
            "Valid games are written in PGN export format: Seven Tag Roster first, Variant/SetUp/FEN where"
                    + " needed, SAN re-rendered from the position (0-0 and king-takes-rook become O-O/O-O-O),"
                    + " comments, NAGs and variations kept. Invalid games are copied through byte for byte.",
            "OUT is written beside its place and renamed when complete; it is never one of the inputs.",
            "IN may be - for standard input (once; plain, gzip or zstd PGN), read in its place among the files.",
            "Exit codes: 0 every game valid, 1 some game invalid, 2 bad usage or an unreadable input."
        })
final class ConvertCommand extends Subcommand {

    @Mixin
    CommonOptions common;

    @Parameters(arity = "1..*", paramLabel = "IN",
            description = "PGN archives (.pgn, .pgn.gz, .pgn.zst), or - for stdin, converted in order.")
    List<String> inputs;

    @Option(names = {"-o", "--output"}, required = true, paramLabel = "OUT", description = "The converted archive (written aside and renamed); - for standard output (the totals then go to standard error).")
    Path output;

    @Option(names = "--rejects", paramLabel = "FILE",
            description = "Copy invalid games here instead of into OUT (needed with --format json, jsonl or uci).")
    Path rejects;

    @Option(names = "--variant-tag", paramLabel = "SPELLING",
            description = "The Variant tag value for Chess960 games (default: Chess960's own, Chess960).")
    String variantTag;

    @Option(names = "--castling-fen", paramLabel = "xfen|shredder", defaultValue = "xfen",
            converter = FenFormatConverter.class,
            description = "FEN castling rights as X-FEN (KQkq) or Shredder-FEN (HAha) (default: ${DEFAULT-VALUE}).")
    FenFormat castlingFen;

    @Option(names = "--to-classic", description = "Chess960 games from SP 518 become classic games (no Variant, no FEN).")
    boolean toClassic;

    @Option(names = "--to-chess960", description = "Classic games become Chess960 SP 518 games (Variant, SetUp, FEN).")
    boolean toChess960;

    @Option(names = "--only-variant", paramLabel = "V", split = ",", converter = VariantConverter.class,
            completionCandidates = VariantConverter.class,
            description = "Keep only games of these variants: ${COMPLETION-CANDIDATES}.")
    List<Variant> onlyVariants = new ArrayList<>();

    @Option(names = "--only-sp", paramLabel = "N", split = ",",
            description = "Keep only games from these start arrays (Scharnagl numbers 0..959).")
    List<Integer> onlySps = new ArrayList<>();

    @Option(names = "--format", paramLabel = "pgn|json|jsonl|uci", defaultValue = "pgn", converter = FormatConverter.class,
            description = "pgn, json (one JSON object per game with its whole move tree: tags, start, comments,"
                    + " moves with comments, NAGs and variations, result), jsonl (a main-line summary per game:"
                    + " tags, startFen, san, uci, finalFen) or uci"
                    + " (one 'position fen ... moves ...' line per game) (default: ${DEFAULT-VALUE}).")
    ConversionFormat format;

    @Option(names = "--threads", paramLabel = "T", defaultValue = "1",
            description = "Check and write games on T threads, the reading one included; the output keeps the input's order (default: ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--event-format", paramLabel = "NAME",
            description = "An event format (see 'rochade formats'): keep only its variant's games and write its Variant tag spelling.")
    String eventFormat;

    @Mixin
    ConfigDirOption config;

    @Mixin
    LimitOptions limitOptions;

    @Override
    public Integer call() {
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
            throw new UserError("cannot convert: " + ErrorHandler.oneLine(String.valueOf(e.getMessage())));
        }
        report(summary);
        return summary.allValid() ? ExitCodes.OK : ExitCodes.INVALID_GAMES;
    }

    private ConversionOptions options() {
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
        ConversionOptions options = ConversionOptions.defaults().withChess960Spelling(spelling).withCastlingFen(castlingFen)
                .withSp518(sp518).withOnlyVariants(variants).withFormat(format)
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

    /** {@code -o -}: the converted games go to standard output, the totals to standard error. */
    private boolean toStandardOutput() {
        return output.toString().equals("-");
    }

    private static final JsonFactory JSON = JsonFactory.builder().disable(StreamWriteFeature.AUTO_CLOSE_TARGET).build();

    private void report(ConversionSummary s) {
        var out = toStandardOutput() ? spec.commandLine().getErr() : spec.commandLine().getOut();
        Map<String, Long> warnings = new TreeMap<>(s.warningsByKind());
        if (common.json) {
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
