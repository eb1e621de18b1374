package org.rochade.benchmarks;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.rochade.castling.plugin.FideCastling;
import org.rochade.pgn.plugin.PgnValidatorComponent;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Variant;
import org.rochade.games.api.Game;
import java.util.stream.Stream;
import org.rochade.games.api.pgn.ConversionOptions;
import org.rochade.games.api.pgn.ConversionSummary;
import org.rochade.games.api.pgn.GameReport;
import org.rochade.games.api.pgn.PgnSource;
import org.rochade.games.api.pgn.GameReportSink;
import org.rochade.games.api.pgn.ValidationOptions;
import org.rochade.games.api.pgn.ValidationSummary;
import org.rochade.rules.impl.engine.EngineRules;

/**
 * Validation throughput on a PGN archive, whole runs (not JMH: the unit of work is a file):
 * {@code java -cp benchmarks/target/benchmarks.jar org.rochade.benchmarks.PgnThroughput FILE [threads] [runs] [validate|games|convert]}.
 * Prints games/s and MB/s per run; the first runs include JIT warm-up, as a CLI's would. With
 * {@code games} each run reads the archive into full {@link Game}s instead ({@code PgnGames.stream},
 * one thread), to compare with validating it; with {@code convert} each run converts it as
 * {@code rochade convert FILE -o OUT --rejects REJ} does, into files in the temporary directory
 * (written aside, synced and renamed, as the command writes them).
 */
public final class PgnThroughput {
    private static final java.lang.management.ThreadMXBean THREADS = java.lang.management.ManagementFactory.getThreadMXBean();

    private PgnThroughput() {
    }

    public static void main(String[] args) throws IOException {
        Path file = Path.of(args[0]);
        int threads = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        int runs = args.length > 2 ? Integer.parseInt(args[2]) : 3;
        boolean games = args.length > 3 && args[3].equals("games");
        boolean convert = args.length > 3 && args[3].equals("convert");
        FideCastling fide = new FideCastling();
        PgnValidatorComponent validator = new PgnValidatorComponent(new ChessRules[] {
                new EngineRules(Variant.CHESS960, fide), new EngineRules(Variant.FISCHER168, fide),
                new EngineRules(Variant.CLASSIC, fide)});
        // As the command line validates without --json: no final FEN per game.
        ValidationOptions options = ValidationOptions.defaults().withThreads(threads).withFinalFen(false);
        for (int run = 1; run <= runs; run++) {
            if (games) {
                readGames(validator, file, run);
                continue;
            }
            if (convert) {
                convert(validator, file, threads, run);
                continue;
            }
            long[] plies = new long[1];
            GameReportSink sink = (GameReport r) -> plies[0] += r.plies();
            long cpuBefore = THREADS.getCurrentThreadCpuTime();
            ValidationSummary s = validator.validate(file, options, sink);
            // The calling thread's CPU time: with one thread the whole validation, and less
            // disturbed than wall time when the machine is shared.
            double cpu = (THREADS.getCurrentThreadCpuTime() - cpuBefore) / 1e9;
            System.out.printf(Locale.ROOT, "run %d: %d games (%d invalid), %d plies, %.2f s (calling thread CPU %.2f s), %.0f games/s, %.1f MB/s, %.2f M plies/s%n",
                    run, s.games(), s.invalid(), plies[0], s.nanos() / 1e9, cpu, s.gamesPerSecond(), s.megabytesPerSecond(),
                    plies[0] / (s.nanos() / 1e3));
        }
    }

    /** Converts the archive into PGN export format, invalid games into a rejects file. */
    private static void convert(PgnValidatorComponent converter, Path file, int threads, int run) throws IOException {
        Path dir = Path.of(System.getProperty("java.io.tmpdir"));
        Path out = dir.resolve("pgn-throughput-convert.pgn");
        Path rejects = dir.resolve("pgn-throughput-convert-rejects.pgn");
        long cpuBefore = THREADS.getCurrentThreadCpuTime();
        ConversionSummary s = converter.convert(List.of(PgnSource.of(file)),
                ConversionOptions.defaults().withThreads(threads), out, rejects);
        double cpu = (THREADS.getCurrentThreadCpuTime() - cpuBefore) / 1e9;
        System.out.printf(Locale.ROOT, "run %d: %d games converted (%d written, %d rejected), %.2f s (calling thread CPU %.2f s)%n",
                run, s.games(), s.written(), s.rejected(), s.nanos() / 1e9, cpu);
    }

    /** Reads the archive into full games, keeping only counts (as a host streaming an archive would). */
    private static void readGames(PgnValidatorComponent games, Path file, int run) throws IOException {
        long began = System.nanoTime();
        long count = 0;
        long nodes = 0;
        try (Stream<Game> all = games.stream(file, ValidationOptions.defaults().withFinalFen(false))) {
            for (Game game : (Iterable<Game>) all::iterator) {
                count++;
                nodes += game.moves().size();
            }
        }
        double seconds = (System.nanoTime() - began) / 1e9;
        System.out.printf(Locale.ROOT, "run %d: %d games read into games, %d main-line moves, %.2f s, %.0f games/s%n",
                run, count, nodes, seconds, count / seconds);
    }
}
