package org.rochade.pgn.plugin;

import java.io.IOException;
import java.io.InputStream;
import java.util.function.Supplier;
import org.rochade.pgn.plugin.check.GameChecker;
import org.rochade.pgn.plugin.check.RulesRegistry;
import org.rochade.pgn.plugin.read.GameReader;
import org.rochade.pgn.plugin.read.PgnGame;
import org.rochade.pgn.plugin.report.SummaryCounter;
import org.rochade.games.api.pgn.GameReport;
import org.rochade.games.api.pgn.GameReportSink;
import org.rochade.games.api.pgn.ValidationOptions;
import org.rochade.games.api.pgn.ValidationSummary;

/**
 * One validation: read and check the games (on the calling thread, or in chunks on worker threads:
 * {@link InOrderBatches}), and hand the reports to the sink in input order on the calling thread.
 */
final class ValidationRun {
    private final ValidationOptions options;
    private final Supplier<RulesRegistry> registry;
    private final GameChecker checker;

    private final ChunkedReading.Sizes chunkSizes;

    ValidationRun(ValidationOptions options, Supplier<RulesRegistry> registry) {
        this(options, registry, ChunkedReading.Sizes.DEFAULT);
    }

    /** With other chunk sizes on several threads: for tests. */
    ValidationRun(ValidationOptions options, Supplier<RulesRegistry> registry, ChunkedReading.Sizes chunkSizes) {
        this.chunkSizes = chunkSizes;
        this.options = options;
        this.registry = registry;
        this.checker = new GameChecker(options.variations(), options.finalFen(), options.defaultVariant());
    }

    /**
     * Checks a game, then hands its element arrays back to its reader for the next game: a
     * report keeps nothing of the game it is about.
     */
    private GameReport checkAndRecycle(PgnGame game, GameChecker.Spares spares) {
        GameReport report = checker.check(game, registry.get(), spares);
        game.recycle();
        return report;
    }

    /**
     * @throws IOException when the input cannot be read to its end: after the reports of every
     *         game read before the failure and the summary of them, so that nothing already
     *         checked is lost and no report is cut off half-written
     */
    ValidationSummary run(InputStream in, GameReportSink sink) throws IOException {
        long start = System.nanoTime();
        SummaryCounter counter = new SummaryCounter();
        InOrderBatches.Outcome outcome = new InOrderBatches<GameReport>(options.threads(), "rochade-pgn-validate",
                () -> {
                    GameChecker.Spares spares = new GameChecker.Spares(); // one per worker: per thread
                    return game -> checkAndRecycle(game, spares);
                }, Renumbering::report, chunkSizes)
                .run(in, (from, offset, line, parts) -> GameReader.resumedAt(from, options.limits(), false, true,
                        offset, line, parts), report -> {
                            counter.add(report);
                            sink.game(report);
                        });
        IOException readFailure = outcome.failure();
        ValidationSummary summary = counter.summary(outcome.position(), System.nanoTime() - start);
        sink.finish(summary);
        if (readFailure != null) {
            throw readFailure;
        }
        return summary;
    }
}
