package org.rochade.pgn.plugin;

import java.io.IOException;
import java.io.InputStream;
import java.util.function.Supplier;
import org.rochade.pgn.plugin.check.GameChecker;
import org.rochade.pgn.plugin.check.RulesRegistry;
import org.rochade.pgn.plugin.read.GameReader;
import org.rochade.pgn.plugin.report.SummaryCounter;
import org.rochade.games.api.pgn.GameReport;
import org.rochade.games.api.pgn.GameReportSink;
import org.rochade.games.api.pgn.ValidationOptions;
import org.rochade.games.api.pgn.ValidationSummary;

/**
 * One validation: read games in order on the calling thread, check them (there, or in batches on
 * worker threads: {@link InOrderBatches}), and hand the reports to the sink in input order on the
 * calling thread.
 */
final class ValidationRun {
    private final ValidationOptions options;
    private final Supplier<RulesRegistry> registry;
    private final GameChecker checker;

    ValidationRun(ValidationOptions options, Supplier<RulesRegistry> registry) {
        this.options = options;
        this.registry = registry;
        this.checker = new GameChecker(options.variations(), options.finalFen(), options.defaultVariant());
    }

    /**
     * @throws IOException when the input cannot be read to its end: after the reports of every
     *         game read before the failure and the summary of them, so that nothing already
     *         checked is lost and no report is cut off half-written
     */
    ValidationSummary run(InputStream in, GameReportSink sink) throws IOException {
        long start = System.nanoTime();
        GameReader reader = GameReader.forValidation(in, options.limits());
        SummaryCounter counter = new SummaryCounter();
        IOException readFailure = new InOrderBatches<GameReport>(options.threads(), "rochade-pgn-validate",
                () -> game -> checker.check(game, registry.get()))
                .run(reader, report -> {
                    counter.add(report);
                    sink.game(report);
                });
        ValidationSummary summary = counter.summary(reader.position(), System.nanoTime() - start);
        sink.finish(summary);
        if (readFailure != null) {
            throw readFailure;
        }
        return summary;
    }
}
