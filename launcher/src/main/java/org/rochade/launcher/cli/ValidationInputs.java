package org.rochade.launcher.cli;

import org.rochade.launcher.host.UserError;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.List;
import java.util.function.Function;
import org.rochade.games.api.pgn.GameReportSink;
import org.rochade.games.api.pgn.PgnSource;
import org.rochade.games.api.pgn.PgnValidator;
import org.rochade.games.api.pgn.SourceListener;
import org.rochade.games.api.pgn.ValidationOptions;
import org.rochade.games.api.pgn.ValidationSummary;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/**
 * What the commands that judge whole archives ({@code validate}, {@code stats}) show while the
 * validator reads their inputs: each input's reports in the sink made for it, a progress bar per
 * input when wanted, and on stderr each input that could not be read to its end (after the reports
 * it interrupts). Made for one run.
 */
final class ValidationInputs implements SourceListener {
    private final Function<PgnSource, GameReportSink> sinkFor;
    private final boolean progress;
    private final PrintStream before;
    /** The bar of the input being read, when bars are drawn. */
    private Progress bar;
    private boolean unreadable;

    /**
     * @param sinkFor  the sink for an input's reports
     * @param progress whether to draw a bar on stderr
     * @param before   flushed before an error goes to stderr, so that the error follows the reports it interrupts
     */
    ValidationInputs(Function<PgnSource, GameReportSink> sinkFor, boolean progress, PrintStream before) {
        this.sinkFor = sinkFor;
        this.progress = progress;
        this.before = before;
    }

    /**
     * Validates the inputs; the validator refuses a missing file or a stream named twice before it
     * reads any, which is a user error here.
     *
     * @return the totals over every input
     */
    ValidationSummary validate(PgnValidator validator, List<PgnSource> sources, ValidationOptions options,
                               CommandLine commandLine) {
        try {
            return validator.validate(sources, options, this);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(commandLine, ErrorHandler.oneLine(e.getMessage()));
        } catch (IOException e) {
            throw new UserError(ErrorHandler.oneLine(e.getMessage()));
        }
    }

    /** Whether some input could not be read to its end. */
    boolean unreadable() {
        return unreadable;
    }

    @Override
    public GameReportSink started(PgnSource source) throws IOException {
        GameReportSink sink = sinkFor.apply(source);
        if (!progress) {
            return sink;
        }
        bar = source instanceof PgnSource.File file ? Progress.forFile(file.path(), System.err)
                : Progress.forStream(source.name().equals(InputNames.STDIN) ? "stdin" : source.name(), System.err);
        return bar.counting(sink);
    }

    @Override
    public InputStream reading(PgnSource source, InputStream raw) {
        return bar == null ? raw : bar.input(raw);
    }

    @Override
    public void unreadable(PgnSource source, IOException failure) {
        if (bar != null) {
            bar.close();
            bar = null;
        }
        before.flush();
        System.err.println("rochade: cannot read " + source.name() + ": " + ErrorHandler.oneLine(String.valueOf(failure.getMessage())));
        unreadable = true;
    }
}
