package org.rochade.pgn.plugin;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;
import org.rochade.pgn.plugin.check.RulesRegistry;
import org.rochade.pgn.plugin.read.Sources;
import org.rochade.games.api.pgn.ConversionOptions;
import org.rochade.games.api.pgn.ConversionSummary;
import org.rochade.games.api.pgn.GameReportSink;
import org.rochade.games.api.pgn.PgnSource;

/**
 * Several inputs converted into one output file (and one rejects file), everything refusable
 * refused before any file is touched, the files appearing only complete.
 */
final class FileConversion {
    private final ConversionOptions options;
    private final Supplier<RulesRegistry> registry;

    FileConversion(ConversionOptions options, Supplier<RulesRegistry> registry) {
        this.options = options;
        this.registry = registry;
    }

    ConversionSummary run(List<PgnSource> sources, Path out, Path rejects, Function<PgnSource, GameReportSink> reports)
            throws IOException {
        ConversionRun.check(options, rejects != null);
        Sources.check(sources);
        Path outFile = OutputFiles.checkedTarget(out);
        Path rejectsFile = rejects == null ? null : OutputFiles.checkedTarget(rejects);
        for (PgnSource source : sources) {
            if (source instanceof PgnSource.File file) {
                refuseOverwrite(file.path(), outFile, "output");
                if (rejectsFile != null) {
                    refuseOverwrite(file.path(), rejectsFile, "rejects file");
                }
            }
        }
        if (rejectsFile != null && sameTarget(outFile, rejectsFile)) {
            throw new IOException("the rejects file must not be the output " + out);
        }
        long start = System.nanoTime();
        // Written aside and renamed at the end, so a reader never sees a half-written archive.
        // Rejects first: rejects without OUT would look like a finished conversion.
        try (OutputFiles files = new OutputFiles()) {
            Path rejectsTmp = rejectsFile == null ? null : files.aside(rejectsFile);
            Path outTmp = files.aside(outFile);
            ConversionSummary summary;
            try (OutputStream output = new BufferedOutputStream(Files.newOutputStream(outTmp), 1 << 16);
                 OutputStream rejected = rejectsTmp == null ? null
                         : new BufferedOutputStream(Files.newOutputStream(rejectsTmp), 1 << 16)) {
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

    private static boolean sameTarget(Path a, Path b) throws IOException {
        if (Files.exists(a) && Files.exists(b)) {
            return Files.isSameFile(a, b);
        }
        return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
    }

    private static void refuseOverwrite(Path in, Path target, String what) throws IOException {
        if (Files.exists(target) && Files.isSameFile(in, target)) {
            throw new IOException("refusing to overwrite the input " + in + " (it is the " + what + ")");
        }
    }
}
