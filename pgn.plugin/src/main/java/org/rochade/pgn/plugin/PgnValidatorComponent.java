package org.rochade.pgn.plugin;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.List;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.osgi.service.component.annotations.ReferencePolicyOption;
import org.rochade.component.log.ComponentLog;
import org.rochade.component.log.OsgiLog;
import org.rochade.pgn.plugin.check.RulesRegistry;
import org.rochade.pgn.plugin.read.Inputs;
import org.rochade.pgn.plugin.report.HumanSink;
import org.rochade.pgn.plugin.report.JsonLinesSink;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Variant;
import org.rochade.games.api.Game;
import org.rochade.games.api.PgnGames;
import org.rochade.games.api.PgnVisitor;
import org.rochade.games.api.PgnWriteOptions;
import org.rochade.pgn.plugin.game.GameBuilder;
import org.rochade.pgn.plugin.game.GameStream;
import org.rochade.pgn.plugin.read.CharsAsUtf8;
import org.rochade.pgn.plugin.write.PgnWriter;
import java.io.ByteArrayInputStream;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.stream.Stream;
import org.rochade.games.api.pgn.ConversionOptions;
import org.rochade.games.api.pgn.ConversionSummary;
import org.rochade.games.api.pgn.GameReportSink;
import org.rochade.games.api.pgn.PgnConverter;
import org.rochade.games.api.pgn.PgnSource;
import org.rochade.games.api.pgn.SourceListener;
import org.rochade.games.api.pgn.PgnValidator;
import org.rochade.games.api.pgn.ReportFormat;
import org.rochade.games.api.pgn.StartStatistics;
import org.rochade.games.api.pgn.StartStatsTable;
import org.rochade.pgn.plugin.stats.StartTallies;
import org.rochade.games.api.pgn.ValidationOptions;
import org.rochade.games.api.pgn.ValidationSummary;

/**
 * The {@link PgnValidator}, {@link PgnConverter}, {@link PgnGames} and {@link StartStatistics} services. It binds every {@link ChessRules} service dynamically and
 * greedily; the bound set lives in an immutable {@link RulesRegistry} replaced on each change
 * (copy on write), so games read it without locks and a game keeps the rules it started with.
 * A game whose variant has no bound rules is reported with "no rules for variant X".
 *
 * <p>Activation, deactivation and every rules service bound or unbound go to the OSGi log service
 * when one is there (an optional, dynamic reference; never on the per-game path).
 *
 * <p>Not final only for {@link ClasspathPgnService}, its plain class-path face.
 */
@Component(service = {PgnValidator.class, PgnConverter.class, PgnGames.class, StartStatistics.class})
public class PgnValidatorComponent implements PgnValidator, PgnConverter, PgnGames, StartStatistics {
    private volatile RulesRegistry registry = RulesRegistry.empty();
    /**
     * Set when SCR withdraws this component (this instance is never activated again). SCR unbinds the
     * rules after {@link #deactivate}: those unbinds leave the rules bound, so that a stream a host is
     * still reading goes on with them (rules keep working after their bundle stops) instead of
     * reporting every game after the withdrawal with "no rules for variant X".
     */
    private volatile boolean withdrawn;
    private volatile ComponentLog log = ComponentLog.NONE;
    private volatile Object loggerFactory;

    /** For DS. */
    public PgnValidatorComponent() {
    }

    /** Outside OSGi (tests, benchmarks, class-path hosts): with a fixed set of rules. */
    public PgnValidatorComponent(ChessRules... rules) {
        for (ChessRules r : rules) {
            bindRules(r);
        }
    }

    @Reference(name = "rules", service = ChessRules.class, cardinality = ReferenceCardinality.MULTIPLE,
            policy = ReferencePolicy.DYNAMIC, policyOption = ReferencePolicyOption.GREEDY, unbind = "unbindRules")
    synchronized void bindRules(ChessRules rules) {
        registry = registry.with(rules);
        log.info("bound " + rules.variant().id() + " rules (castling convention " + rules.castlingConvention()
                + "): new games of " + rules.variant().id() + " are checked with them");
    }

    synchronized void unbindRules(ChessRules rules) {
        if (withdrawn) {
            return; // the requests still running keep the rules they had (see withdrawn)
        }
        registry = registry.without(rules);
        String variant = rules.variant().id();
        log.info("unbound " + variant + " rules (castling convention " + rules.castlingConvention() + "): "
                + (registry.rules(rules.variant()) == null
                        ? "new games of " + variant + " get \"no rules for variant " + variant + "\""
                        : "another " + variant + " rules service stays bound")
                + "; games already started finish with the rules they began with");
    }

    @Activate
    void activate() {
        log.info("PGN validator and converter ready; rules bound for " + registry.variants());
    }

    @Deactivate
    void deactivate(int reason) {
        withdrawn = true;
        log.info("PGN validator and converter withdrawn: " + ComponentLog.deactivationReason(reason));
    }

    /** Typed Object so that this class names no log type: the log package is an optional import. */
    @Reference(name = "log", service = org.osgi.service.log.LoggerFactory.class,
            cardinality = ReferenceCardinality.OPTIONAL, policy = ReferencePolicy.DYNAMIC, unbind = "unbindLog")
    void bindLog(Object factory) {
        loggerFactory = factory;
        log = OsgiLog.of(factory, PgnValidatorComponent.class);
    }

    void unbindLog(Object factory) {
        // A replacement log service is bound before the old one is unbound.
        if (loggerFactory == factory) {
            loggerFactory = null;
            log = ComponentLog.NONE;
        }
    }

    @Override
    public ValidationSummary validate(Path file, ValidationOptions options, GameReportSink sink) throws IOException {
        try (InputStream in = Inputs.open(file)) {
            return new ValidationRun(options, () -> registry).run(in, sink);
        }
    }

    @Override
    public ValidationSummary validate(InputStream in, String sourceName, ValidationOptions options,
                                      GameReportSink sink) throws IOException {
        return new ValidationRun(options, () -> registry).run(Inputs.decompressed(in, sourceName), sink);
    }

    @Override
    public ValidationSummary validate(List<PgnSource> sources, ValidationOptions options, SourceListener listener)
            throws IOException {
        return new SourcesValidation(options, () -> registry).run(sources, listener);
    }

    @Override
    public ConversionSummary convert(InputStream in, ConversionOptions options, OutputStream out, OutputStream rejects)
            throws IOException {
        long start = System.nanoTime();
        ConversionRun run = new ConversionRun(options, () -> registry, out, rejects);
        run.run(Inputs.decompressed(in), "input", report -> { });
        return run.finish(start);
    }

    @Override
    public ConversionSummary convert(Path in, ConversionOptions options, Path out, Path rejects) throws IOException {
        return convert(List.of(PgnSource.of(in)), options, out, rejects);
    }

    @Override
    public ConversionSummary convert(List<PgnSource> inputs, ConversionOptions options, Path out, Path rejects)
            throws IOException {
        return convert(inputs, options, out, rejects, in -> report -> { });
    }

    @Override
    public ConversionSummary convert(List<PgnSource> inputs, ConversionOptions options, Path out, Path rejects,
                                     java.util.function.Function<PgnSource, GameReportSink> reports) throws IOException {
        return new FileConversion(options, () -> registry).run(inputs, out, rejects, reports);
    }

    @Override
    public ConversionSummary convert(List<PgnSource> inputs, ConversionOptions options, OutputStream out, Path rejects,
                                     java.util.function.Function<PgnSource, GameReportSink> reports) throws IOException {
        return new FileConversion(options, () -> registry).run(inputs, out, rejects, reports);
    }

    @Override
    public GameReportSink reportSink(ReportFormat format, OutputStream out) {
        return reportSink(format, out, null);
    }

    @Override
    public GameReportSink reportSink(ReportFormat format, OutputStream out, String sourceName) {
        return format == ReportFormat.JSON_LINES ? new JsonLinesSink(out, sourceName) : new HumanSink(out, sourceName);
    }

    // ---- games (PgnGames) ----

    @Override
    public List<Game> read(String pgn) {
        try (Stream<Game> games = stream(new ByteArrayInputStream(pgn.getBytes(StandardCharsets.UTF_8)),
                ValidationOptions.defaults())) {
            return games.toList();
        }
    }

    @Override
    public Stream<Game> stream(Reader in, ValidationOptions options) {
        return visitGames(new CharsAsUtf8(in), options, builders());
    }

    @Override
    public Stream<Game> stream(InputStream in, ValidationOptions options) {
        return visitGames(decompressed(in), options, builders());
    }

    @Override
    public Stream<Game> stream(Path file, ValidationOptions options) throws IOException {
        return visitGames(Inputs.open(file), options, builders());
    }

    @Override
    public <R> Stream<R> visit(InputStream in, ValidationOptions options, PgnVisitor<R> visitor) {
        return visitGames(decompressed(in), options, rules -> visitor);
    }

    @Override
    public <R> Stream<R> visit(Path file, ValidationOptions options, PgnVisitor<R> visitor) throws IOException {
        return visitGames(Inputs.open(file), options, rules -> visitor);
    }

    private <R> Stream<R> visitGames(InputStream in, ValidationOptions options,
                                     java.util.function.Function<RulesRegistry, PgnVisitor<R>> visitor) {
        return GameStream.of(in, options, () -> registry, visitor);
    }

    /**
     * One builder for an input's games (its scratch kept from game to game), each game getting the
     * rules it was read with.
     */
    private static java.util.function.Function<RulesRegistry, PgnVisitor<Game>> builders() {
        GameBuilder builder = new GameBuilder(null);
        return rules -> builder.withRules(variant -> Variant.fromId(variant).map(rules::rules).orElse(null));
    }

    private static InputStream decompressed(InputStream in) {
        try {
            return Inputs.decompressed(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public String write(Game game, PgnWriteOptions options) {
        ConversionRun.checkChess960Spelling(options.chess960Spelling());
        if (!game.start().isKnown()) {
            throw new IllegalArgumentException("the game's start is not known: " + game.start().variant());
        }
        return game.accept(PgnWriter.validOnly(options));
    }

    @Override
    public PgnVisitor<String> writer(PgnWriteOptions options) {
        ConversionRun.checkChess960Spelling(options.chess960Spelling());
        return new PgnWriter(options);
    }

    @Override
    public Collector collector() {
        return new StartTallies();
    }

    @Override
    public StartStatsTable collect(Iterable<Path> files, ValidationOptions options) throws IOException {
        Collector tallies = collector();
        for (Path file : files) {
            validate(file, options, tallies);
        }
        return tallies.table();
    }
}
