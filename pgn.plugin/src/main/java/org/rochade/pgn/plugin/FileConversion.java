package org.rochade.pgn.plugin;

import java.io.BufferedOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;
import org.rochade.files.AtomicOutput;
import org.rochade.files.OutputTarget;
import org.rochade.pgn.plugin.check.RulesRegistry;
import org.rochade.pgn.plugin.read.Sources;
import org.rochade.pgn.plugin.write.CompressedOutput;
import org.rochade.games.api.pgn.ConversionOptions;
import org.rochade.games.api.pgn.ConversionSummary;
import org.rochade.games.api.pgn.GameReportSink;
import org.rochade.games.api.pgn.PgnSource;

/**
 * Several inputs converted into one output file or stream (and one rejects file), everything refusable
 * refused before any file is touched, the files appearing only complete.
 */
final class FileConversion {
    private final ConversionOptions options;
    private final Supplier<RulesRegistry> registry;

    FileConversion(ConversionOptions options, Supplier<RulesRegistry> registry) {
        this.options = options;
        this.registry = registry;
    }

    /** Into the file {@code out}, written aside and renamed with the rejects file. */
    ConversionSummary run(List<PgnSource> sources, Path out, Path rejects, Function<PgnSource, GameReportSink> reports)
            throws IOException {
        OutputTarget outFile = OutputTarget.of(out);
        return run(sources, outFile, null, rejects, reports);
    }

    /**
     * Into a stream (standard output, a pipe), written as converted and flushed at the end, not
     * closed; the rejects file as for a file target.
     */
    ConversionSummary run(List<PgnSource> sources, OutputStream out, Path rejects,
                          Function<PgnSource, GameReportSink> reports) throws IOException {
        return run(sources, null, out, rejects, reports);
    }

    /** @param outFile the output file, or null for {@code outStream} */
    private ConversionSummary run(List<PgnSource> sources, OutputTarget outFile, OutputStream outStream, Path rejects,
                                  Function<PgnSource, GameReportSink> reports) throws IOException {
        ConversionRun.check(options, rejects != null);
        Sources.check(sources);
        // Every target checked before any work, by what the file system says (org.rochade.files).
        OutputTarget rejectsFile = rejects == null ? null : OutputTarget.of(rejects);
        for (PgnSource source : sources) {
            if (source instanceof PgnSource.File file) {
                if (outFile != null) {
                    outFile.refuseInput(file.path(), "output");
                }
                if (rejectsFile != null) {
                    rejectsFile.refuseInput(file.path(), "rejects file");
                }
            }
        }
        if (rejectsFile != null && outFile != null) {
            outFile.refuseSame(rejectsFile, "output", "rejects file");
        }
        long start = System.nanoTime();
        // Written aside and renamed at the end, so a reader never sees a half-written archive. OUT is
        // committed first: when its rename fails, the old rejects file is untouched; when the rejects'
        // rename fails, the commit puts the old OUT back.
        try (AtomicOutput files = new AtomicOutput()) {
            // A file named .gz or .zst is written compressed, as a reader of that name expects.
            OutputStream outPart = outFile == null ? new NonClosing(outStream)
                    : CompressedOutput.byName(outFile.given().toString(), files.create(outFile));
            OutputStream rejectsPart = rejectsFile == null ? null
                    : CompressedOutput.byName(rejectsFile.given().toString(), files.create(rejectsFile));
            ConversionSummary summary;
            try (OutputStream output = new BufferedOutputStream(outPart, 1 << 16);
                 OutputStream rejected = rejectsPart == null ? null : new BufferedOutputStream(rejectsPart, 1 << 16)) {
                ConversionRun run = new ConversionRun(options, registry, output, rejected);
                for (PgnSource source : sources) {
                    try (InputStream raw = Sources.raw(source)) {
                        run.run(Sources.decompressed(source, raw), source.name(), reports.apply(source));
                    }
                }
                summary = run.finish(start);
            }
            files.commit();
            return summary;
        }
    }

    /** A stream the caller owns: closing flushes it and leaves it open. */
    private static final class NonClosing extends FilterOutputStream {
        NonClosing(OutputStream out) {
            super(out);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            out.write(b, off, len);
        }

        @Override
        public void close() throws IOException {
            out.flush();
        }
    }
}
