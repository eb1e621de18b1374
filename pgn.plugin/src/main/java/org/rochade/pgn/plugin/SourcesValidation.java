package org.rochade.pgn.plugin;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.function.Supplier;
import org.rochade.pgn.plugin.check.RulesRegistry;
import org.rochade.pgn.plugin.read.Sources;
import org.rochade.games.api.pgn.GameReport;
import org.rochade.games.api.pgn.GameReportSink;
import org.rochade.games.api.pgn.PgnSource;
import org.rochade.games.api.pgn.SourceListener;
import org.rochade.games.api.pgn.ValidationOptions;
import org.rochade.games.api.pgn.ValidationSummary;

/**
 * Several inputs validated one after the other, each into its own sink, and their totals: an
 * input that breaks is told to the listener and the next one is read.
 */
final class SourcesValidation {
    private final ValidationOptions options;
    private final Supplier<RulesRegistry> registry;

    SourcesValidation(ValidationOptions options, Supplier<RulesRegistry> registry) {
        this.options = options;
        this.registry = registry;
    }

    ValidationSummary run(List<PgnSource> sources, SourceListener listener) throws IOException {
        Sources.check(sources);
        ValidationSummary total = ValidationSummary.none();
        for (PgnSource source : sources) {
            SummaryRecorder sink = null;
            try (InputStream raw = Sources.raw(source)) {
                sink = new SummaryRecorder(listener.started(source));
                InputStream in = Sources.decompressed(source, listener.reading(source, raw));
                new ValidationRun(options, registry).run(in, sink);
            } catch (IOException e) {
                if (sink != null && sink.failed) {
                    throw e; // the sink's own failure (standard output closed, say), not the input's
                }
                listener.unreadable(source, e);
            }
            // Also the games of an input that broke: they were reported.
            if (sink != null && sink.summary != null) {
                total = total.plus(sink.summary);
            }
        }
        return total;
    }

    /** A sink that remembers the totals it was given and whether it failed itself. */
    private static final class SummaryRecorder implements GameReportSink {
        private final GameReportSink delegate;
        ValidationSummary summary;
        boolean failed;

        SummaryRecorder(GameReportSink delegate) {
            this.delegate = delegate;
        }

        @Override
        public void game(GameReport report) throws IOException {
            try {
                delegate.game(report);
            } catch (IOException e) {
                failed = true;
                throw e;
            }
        }

        @Override
        public void finish(ValidationSummary totals) throws IOException {
            summary = totals;
            try {
                delegate.finish(totals);
            } catch (IOException e) {
                failed = true;
                throw e;
            }
        }

        @Override
        public void flush() throws IOException {
            delegate.flush();
        }
    }
}
