package org.rochade.pgn.plugin;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.Supplier;
import org.rochade.pgn.plugin.check.GameChecker;
import org.rochade.pgn.plugin.check.RulesRegistry;
import org.rochade.pgn.plugin.read.GameReader;
import org.rochade.pgn.plugin.read.PgnGame;
import org.rochade.pgn.plugin.write.GameOutput;
import org.rochade.games.api.PgnWriteOptions;
import org.rochade.games.api.pgn.ConversionOptions;
import org.rochade.games.api.pgn.ConversionSummary;
import org.rochade.rules.api.Variant;
import org.rochade.games.api.pgn.GameReport;
import org.rochade.games.api.pgn.GameReportSink;
import org.rochade.games.api.pgn.ValidationSummary;
import org.rochade.pgn.plugin.report.SummaryCounter;

/**
 * One conversion: each game is checked and rendered by a {@link GameOutput} in one pass (after
 * the SP 518 change, if any), then filtered; a valid one is written, an invalid one is copied
 * through from its raw bytes, in input order, on one thread or several ({@link InOrderBatches}).
 * Several inputs can be run through one instance into the same outputs.
 */
final class ConversionRun {
    private static final byte[] NEWLINES = {'\n', '\n'};
    private final ConversionOptions options;
    private final Supplier<RulesRegistry> registry;
    private final GameChecker checker = new GameChecker(true, false);
    private final GameFilter filter;
    private final PgnWriteOptions writeOptions;
    private final OutputStream out;
    private final OutputStream rejects;
    private final ChunkedReading.Sizes chunkSizes;
    private long games;
    private long written;
    private long rejected;
    /**
     * Line ends the rejects owe before the next game: 2 when the last one copied ended on its line
     * (the last game of an input without a final newline), so that the next does not go on on it.
     */
    private int rejectsNewlinesOwed;
    private long skipped;
    /** Warnings per kind over every input so far. */
    private final Map<String, Long> warningsByKind = new TreeMap<>();

    /**
     * @param rejects where invalid games go, or null for {@code out} (PGN output only)
     * @throws IllegalArgumentException when the format cannot hold invalid games and rejects is null
     */
    ConversionRun(ConversionOptions options, Supplier<RulesRegistry> registry, OutputStream out, OutputStream rejects)
            throws IOException {
        this(options, registry, out, rejects, ChunkedReading.Sizes.DEFAULT);
    }

    /** With other chunk sizes on several threads: for tests. */
    ConversionRun(ConversionOptions options, Supplier<RulesRegistry> registry, OutputStream out, OutputStream rejects,
            ChunkedReading.Sizes chunkSizes) throws IOException {
        this.chunkSizes = chunkSizes;
        check(options, rejects != null);
        this.options = options;
        this.registry = registry;
        this.filter = new GameFilter(options);
        this.out = out;
        this.rejects = rejects;
        this.writeOptions = PgnWriteOptions.defaults().withChess960Spelling(options.chess960Spelling())
                .withFenFormat(options.castlingFen());
    }

    /**
     * What a conversion refuses before it starts: a format that cannot hold invalid games
     * without a rejects output, and a Chess960 spelling that does not name Chess960.
     *
     * @throws IllegalArgumentException saying which
     */
    static void check(ConversionOptions options, boolean rejectsApart) {
        if (!rejectsApart && !options.format().holdsRawPgn()) {
            throw new IllegalArgumentException(options.format()
                    + " output cannot hold invalid games (they are PGN): they need a rejects file");
        }
        checkChess960Spelling(options.chess960Spelling());
    }

    /**
     * The Variant tag written for Chess960 games must read back as Chess960: another variant's
     * name, an unknown word or a control character would turn valid output into other or broken
     * games.
     */
    static void checkChess960Spelling(String spelling) {
        boolean printable = !spelling.isBlank() && spelling.chars().noneMatch(c -> c < 0x20 || c == 0x7F);
        if (!printable || Variant.fromPgnTag(spelling).orElse(null) != Variant.CHESS960) {
            throw new IllegalArgumentException("the Variant tag \"" + spelling + "\" does not name Chess960"
                    + (printable ? Variant.fromPgnTag(spelling).map(v -> " (it names " + v.id() + ")").orElse("") : "")
                    + ": readers would not take the games for Chess960 (Chess960, chess 960, Fischerandom, FRC, ... do)");
        }
    }

    /**
     * Converts one input (decompressed already); may be called for several inputs in turn.
     *
     * @param name    how to name the input when it cannot be read to its end
     * @param reports gets the report of every game the filters keep and, at the end, their totals
     */
    void run(InputStream in, String name, GameReportSink reports) throws IOException {
        long began = System.nanoTime();
        SummaryCounter counter = new SummaryCounter();
        InOrderBatches<Converted> batches = new InOrderBatches<>(options.threads(), "rochade-pgn-convert",
                Converter::new, (c, before) -> c.report() == null ? c
                        : new Converted(Renumbering.report(c.report(), before), c.output(), c.raw()), chunkSizes);
        IOException readFailure;
        try {
            readFailure = batches.run(in, (from, offset, line, parts) -> GameReader.resumedAt(from, options.limits(),
                    true, false, offset, line, parts), converted -> emit(converted, counter, reports)).failure();
        } finally {
            // Also when the input breaks midway: the games before it were reported and are summed up.
            ValidationSummary checked = counter.summary(batches.position(), System.nanoTime() - began);
            checked.warningsByKind().forEach((kind, count) -> warningsByKind.merge(kind, count, Long::sum));
            reports.finish(checked);
        }
        if (readFailure != null) {
            throw new IOException(name + ": " + readFailure.getMessage(), readFailure);
        }
    }

    /** Writes (or copies through) one converted game, in input order. */
    private void emit(Converted converted, SummaryCounter counter, GameReportSink reports) throws IOException {
        games++;
        if (converted.report() == null) {
            skipped++; // neither reported nor counted: the filters asked for other games
            return;
        }
        counter.add(converted.report());
        reports.game(converted.report());
        if (converted.report().isValid()) {
            out.write(converted.output());
            written++;
        } else {
            copyThrough(converted);
            rejected++;
        }
    }

    /**
     * A game checked and, when valid, rendered: its report (null when the filters skip it), its
     * output when valid, its bytes as read when invalid.
     */
    private record Converted(GameReport report, byte[] output, byte[] raw) {
    }

    /**
     * Checks and renders games on one thread: each game is checked and rendered in one pass (each
     * move played once), after the SP 518 change, if any, into a buffer kept until the game is
     * known to be valid and wanted.
     */
    private final class Converter implements Function<PgnGame, Converted> {
        private final ByteArrayOutputStream buffer = new ByteArrayOutputStream(4096);
        private final GameOutput output;
        /** Between the checker and the output when SP 518 games change variant, else null. */
        private final Sp518Switch sp518;

        Converter() {
            try {
                output = GameOutput.of(options.format(), writeOptions, buffer);
            } catch (IOException e) {
                throw new UncheckedIOException(e); // a buffer in memory: not expected
            }
            sp518 = Sp518Switch.around(options.sp518(), output);
        }

        @Override
        public Converted apply(PgnGame game) {
            // One registry snapshot per game: it keeps the rules it was checked with.
            RulesRegistry rules = registry.get();
            GameReport report;
            if (sp518 == null) {
                report = checker.visit(game, rules, output);
            } else {
                sp518.use(rules);
                report = checker.visit(game, rules, sp518);
            }
            if (!filter.keeps(report)) {
                return new Converted(null, null, null);
            }
            if (!report.isValid()) {
                return new Converted(report, null, game.raw());
            }
            try {
                output.commit();
                output.flush();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            byte[] rendered = buffer.toByteArray();
            buffer.reset();
            return new Converted(report, rendered, null);
        }
    }

    /** Flushes the outputs and returns the totals since construction. */
    ConversionSummary finish(long startNanos) throws IOException {
        out.flush();
        if (rejects != null) {
            rejects.flush();
        }
        return new ConversionSummary(games, written, rejected, System.nanoTime() - startNanos, skipped, warningsByKind);
    }

    /**
     * Writes a game's bytes as read. Into a rejects output they go exactly as read, the white
     * space after the game included, so that the rejects are the input without its valid games,
     * byte for byte (the reader's pieces follow each other without a gap), except that a game never
     * goes on on the line of the one before: after the last game of an input without a final
     * newline, a newline and a blank line are added before the next game (maybe of the next input). In place, among written
     * games, only the white space around them changes: trimmed, and one blank line after the game.
     */
    private void copyThrough(Converted game) throws IOException {
        byte[] raw = game.raw();
        if (raw == null) {
            // Not expected: the reader bounds every piece by the game-size limit (GameReader.rawBound).
            throw new IOException("game " + game.report().game() + " (line " + game.report().line()
                    + ") is invalid and too large to copy through");
        }
        if (rejects != null) {
            if (rejectsNewlinesOwed > 0) {
                rejects.write(NEWLINES, 0, rejectsNewlinesOwed);
            }
            rejects.write(raw);
            rejectsNewlinesOwed = endsOnItsLine(raw) ? 2 : 0;
            return;
        }
        int from = 0;
        int to = raw.length;
        while (from < to && isSpace(raw[from])) {
            from++;
        }
        while (to > from && isSpace(raw[to - 1])) {
            to--;
        }
        out.write(raw, from, to - from);
        out.write(new byte[] {'\n', '\n'});
    }

    /**
     * Whether no line end follows the game in {@code raw}: the last game of an input without a final
     * newline (white space and the byte order mark of a joined file after it do not count).
     */
    private static boolean endsOnItsLine(byte[] raw) {
        int i = raw.length - 1;
        while (i >= 0) {
            if (raw[i] == '\n') {
                return false;
            }
            if (isSpace(raw[i])) {
                i--;
            } else if (i >= 2 && raw[i - 2] == (byte) 0xEF && raw[i - 1] == (byte) 0xBB && raw[i] == (byte) 0xBF) {
                i -= 3;
            } else {
                return true;
            }
        }
        return false; // nothing but white space
    }

    private static boolean isSpace(byte b) {
        return b == ' ' || b == '\t' || b == '\n' || b == '\r';
    }
}
