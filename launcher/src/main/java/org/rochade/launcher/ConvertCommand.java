package org.rochade.launcher;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import org.rochade.rules.api.FenFormat;
import org.rochade.rules.api.Variant;
import org.rochade.rules.api.format.EventFormat;
import org.rochade.rules.api.pgn.ConversionFormat;
import org.rochade.rules.api.pgn.ConversionOptions;
import org.rochade.rules.api.pgn.ConversionSummary;
import org.rochade.rules.api.pgn.GameReport;
import org.rochade.rules.api.pgn.GameReportSink;
import org.rochade.rules.api.pgn.PgnConverter;
import org.rochade.rules.api.pgn.ReportFormat;
import org.rochade.rules.api.pgn.Sp518Change;
import org.rochade.rules.api.pgn.ValidationSummary;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
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
            "IN may be - for standard input (once; plain, gzip or zstd PGN). It is first copied to a temporary"
                    + " file beside OUT, which is deleted afterwards, so that room for it is needed there.",
            "Exit codes: 0 every game valid, 1 some game invalid, 2 bad usage or an unreadable input."
        })
final class ConvertCommand implements Callable<Integer> {

    @ParentCommand
    RochadeCommand root;

    @Spec
    CommandSpec spec;

    @Mixin
    CommonOptions common;

    @Parameters(arity = "1..*", paramLabel = "IN",
            description = "PGN archives (.pgn, .pgn.gz, .pgn.zst), or - for stdin, converted in order.")
    List<Path> inputs;

    @Option(names = {"-o", "--output"}, required = true, paramLabel = "OUT", description = "The converted archive.")
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

    @Option(names = "--event-format", paramLabel = "NAME",
            description = "An event format (see 'rochade formats'): keep only its variant's games and write its Variant tag spelling.")
    String eventFormat;

    @Mixin
    ConfigDirOption config;

    @Mixin
    LimitOptions limitOptions;

    @Override
    public Integer call() throws IOException {
        ConversionOptions options = options();
        checkFiles();
        PgnConverter converter = root.framework().pgnConverter();
        try { // options the converter refuses (a Variant tag spelling), before any file is touched
            converter.convert(java.io.InputStream.nullInputStream(), options, java.io.OutputStream.nullOutputStream(),
                    java.io.OutputStream.nullOutputStream());
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), ErrorHandler.oneLine(String.valueOf(e.getMessage())));
        }
        // The converter's file API is what writes OUT and the rejects beside their targets and renames
        // them only when every input is done; a spooled stdin keeps that for "-" (and lets "-" sit
        // among files in order) at the price of one temporary copy.
        Path spool = spoolStdinIfNamed();
        ConversionSummary summary;
        try {
            List<Path> files = new ArrayList<>();
            for (Path in : inputs) {
                files.add(isStdin(in) ? spool : in);
            }
            summary = converter.convert(files, options, output, rejects, in -> invalidGamesOnStderr(in, spool));
        } catch (IOException e) {
            throw new UserError("cannot convert: " + ErrorHandler.oneLine(String.valueOf(e.getMessage())));
        } finally {
            if (spool != null) {
                Files.deleteIfExists(spool);
            }
        }
        report(summary);
        return summary.allValid() ? ExitCodes.OK : ExitCodes.INVALID_GAMES;
    }

    private ConversionOptions options() {
        if (toClassic && toChess960) {
            throw new ParameterException(spec.commandLine(), "--to-classic and --to-chess960 exclude each other");
        }
        if (rejects == null && !format.holdsRawPgn()) {
            throw new ParameterException(spec.commandLine(), "--format " + FormatConverter.name(format)
                    + " needs --rejects FILE: invalid games are PGN and cannot go into that output");
        }
        Set<Integer> sps = new LinkedHashSet<>();
        for (int sp : onlySps) {
            if (sp < 0 || sp > 960) {
                throw new ParameterException(spec.commandLine(), "--only-sp " + sp + " is not a start array (0..959, or 960 for 0)");
            }
            sps.add(sp % 960); // 960 is an alias of SP 0, as everywhere else
        }
        Sp518Change sp518 = toClassic ? Sp518Change.TO_CLASSIC : toChess960 ? Sp518Change.TO_CHESS960 : Sp518Change.KEEP;
        String spelling = variantTag != null ? variantTag : Variant.CHESS960.pgnTag();
        Set<Variant> variants = Set.copyOf(onlyVariants);
        if (eventFormat != null) {
            if (spec.commandLine().getParseResult().hasMatchedOption("--variant-tag") || !onlyVariants.isEmpty()) {
                throw new ParameterException(spec.commandLine(), "--event-format sets the variant and its tag: not with --variant-tag or --only-variant");
            }
            EventFormat chosen = root.eventFormats(config).get(eventFormat);
            root.rules(chosen); // its variant and castling convention must be in force
            variants = Set.of(chosen.variant());
            if (chosen.variant() == Variant.CHESS960 || chosen.variant() == Variant.DFRC) {
                spelling = chosen.variantTag();
            }
        }
        return ConversionOptions.defaults().withChess960Spelling(spelling).withCastlingFen(castlingFen)
                .withSp518(sp518).withOnlyVariants(variants).withOnlySps(sps).withFormat(format)
                .withLimits(limitOptions.apply(spec.commandLine()));
    }

    /**
     * Why games were not written: each invalid game with its errors and where they are (file,
     * line, column, ply), on standard error as validate prints them; no totals (stdout has them).
     */
    private GameReportSink invalidGamesOnStderr(Path in, Path spool) {
        GameReportSink human = root.framework().pgnValidator().reportSink(ReportFormat.HUMAN,
                new NonClosingOutput(System.err), in.equals(spool) ? "-" : in.toString());
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

    /** "-" names standard input; a file of that name is still reachable as ./-. */
    private static boolean isStdin(Path in) {
        return in.toString().equals("-");
    }

    /** Copies standard input to a temporary file beside OUT when an input is "-"; null otherwise. */
    private Path spoolStdinIfNamed() {
        if (inputs.stream().noneMatch(ConvertCommand::isStdin)) {
            return null;
        }
        Path dir = output.toAbsolutePath().getParent();
        Path spool;
        try {
            spool = Files.createTempFile(dir, ".rochade-stdin-", ".pgn");
            spool.toFile().deleteOnExit(); // also when the JVM is stopped (SIGTERM) mid-way
        } catch (IOException e) {
            throw new UserError("cannot write beside " + output + ": " + ErrorHandler.oneLine(String.valueOf(e.getMessage())));
        }
        try {
            Files.copy(root.stdin(), spool, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            return spool;
        } catch (IOException e) {
            try {
                Files.deleteIfExists(spool);
            } catch (IOException ignored) {
                // The copy failure is what the user needs to hear about; a leftover temp file is secondary.
            }
            throw new UserError("cannot read standard input: " + ErrorHandler.oneLine(String.valueOf(e.getMessage())));
        }
    }

    /** Before anything is written: every input readable, and no output is an input. */
    private void checkFiles() throws IOException {
        if (inputs.stream().filter(ConvertCommand::isStdin).count() > 1) {
            // Standard input can be read only once.
            throw new ParameterException(spec.commandLine(), "- (standard input) can be named only once");
        }
        for (Path in : inputs) {
            if (isStdin(in)) {
                continue;
            }
            // Not only regular files: a named pipe or <(...) is read once, in order, like a file.
            if (Files.isDirectory(in) || !Files.isReadable(in)) {
                throw new UserError("cannot read " + in + ": "
                        + (Files.exists(in) ? "not a readable file" : "no such file"));
            }
            if (Files.exists(output) && Files.isSameFile(in, output)) {
                throw new UserError("refusing to overwrite the input " + in + " (-o names an input)");
            }
            if (rejects != null && Files.exists(rejects) && Files.isSameFile(in, rejects)) {
                throw new UserError("refusing to overwrite the input " + in + " (--rejects names an input)");
            }
        }
        if (rejects != null && output.toAbsolutePath().normalize().equals(rejects.toAbsolutePath().normalize())) {
            throw new UserError("--rejects must not be OUT");
        }
    }

    private void report(ConversionSummary s) {
        var out = spec.commandLine().getOut();
        if (common.json) {
            out.printf(Locale.ROOT, "{\"games\":%d,\"written\":%d,\"rejected\":%d,\"skipped\":%d,\"nanos\":%d}%n",
                    s.games(), s.written(), s.rejected(), s.skipped(), s.nanos());
        } else {
            out.printf(Locale.ROOT, "%d games: %d written, %d invalid %s, %d skipped by filters%n", s.games(), s.written(),
                    s.rejected(), rejects == null ? "copied into " + output : "copied to " + rejects, s.skipped());
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

        static String name(ConversionFormat format) {
            return format == ConversionFormat.JSON_LINES ? "jsonl" : format.name().toLowerCase(Locale.ROOT);
        }
    }
}
