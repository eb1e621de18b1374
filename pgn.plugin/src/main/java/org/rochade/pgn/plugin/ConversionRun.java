package org.rochade.pgn.plugin;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.List;
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
 *
 * <p>A large game (over {@link #LARGE} bytes as read; the readers take games up to 16 MiB) is not
 * rendered into memory: it is checked first, and a valid one is rendered straight into the output
 * when its turn comes, replayed a second time ({@link GameOutput#streaming}); an invalid one is
 * copied through from the blocks its bytes were read into. So a game is never held more than
 * about twice (its bytes as read and its texts) and the launch script's 64 MB heap converts the
 * largest game the readers accept on any number of threads.
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
    /**
     * Games of more bytes than this (as read) are checked, then rendered into the output
     * when written instead of into a buffer first; the rendering costs a second replay of the
     * game's moves, which only games this large pay.
     */
    static final int LARGE = 1 << 18;
    private final long large;
    private long games;
    private long written;
    private long rejected;
    /** Whether the last game copied into the rejects ended on its line (no line end after it). */
    private boolean lastRejectEndsOnItsLine;
    /**
     * Line ends the rejects owe before the next game: 2 when the last one copied ended on its line and
     * what followed it in the input is not copied (the next input begins, or the game after it was
     * written or skipped: "1-0 {a note}" leaves the game on its line, the note read with the next game),
     * so that the next does not go on on it. Pieces that follow each other in one input are copied as
     * read (a game's pieces cut at the game-size limit too).
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
        this(options, registry, out, rejects, chunkSizes, LARGE);
    }

    /** With another size from which on games are {@linkplain #LARGE large}: for tests. */
    ConversionRun(ConversionOptions options, Supplier<RulesRegistry> registry, OutputStream out, OutputStream rejects,
            ChunkedReading.Sizes chunkSizes, long large) throws IOException {
        this.chunkSizes = chunkSizes;
        this.large = large;
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
        rejectsNewlinesOwed = lastRejectEndsOnItsLine ? 2 : 0;
        lastRejectEndsOnItsLine = false;
        SummaryCounter counter = new SummaryCounter();
        InOrderBatches<Converted> batches = new InOrderBatches<>(options.threads(), "rochade-pgn-convert",
                Converter::new, (c, before, lines) -> c.report() == null ? c
                        : new Converted(Renumbering.report(c.report(), before, lines), c.output(), c.raw(), c.large(),
                                c.rules()), chunkSizes);
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
        if (converted.report() == null || converted.report().isValid()) {
            rejectsLeaveAGap();
        }
        if (converted.report() == null) {
            skipped++; // neither reported nor counted: the filters asked for other games
            return;
        }
        counter.add(converted.report());
        reports.game(converted.report());
        if (converted.report().isValid()) {
            if (converted.large() != null) {
                renderInto(out, converted.large(), converted.rules());
            } else {
                out.write(converted.output());
            }
            written++;
        } else {
            copyThrough(converted);
            rejected++;
        }
    }

    /**
     * Renders a large valid game into the output as it is visited (its second replay), with the
     * rules it was checked with.
     */
    private void renderInto(OutputStream target, PgnGame game, RulesRegistry rules) throws IOException {
        GameOutput streamed = GameOutput.streaming(options.format(), writeOptions, target, game.result());
        Sp518Switch sp518 = Sp518Switch.around(options.sp518(), streamed);
        try {
            if (sp518 == null) {
                checker.visit(game, rules, streamed);
            } else {
                sp518.use(rules);
                checker.visit(game, rules, sp518);
            }
        } catch (UncheckedIOException e) {
            throw e.getCause(); // the output could not be written
        }
        streamed.commit();
        streamed.flush();
    }

    /**
     * A game checked and, when valid, rendered: its report (null when the filters skip it), its
     * output when valid, its bytes as read when invalid (in order, as the reader kept them); or,
     * for a large valid game, the game and the rules it was checked with, to render when written.
     */
    private record Converted(GameReport report, byte[] output, List<byte[]> raw, PgnGame large, RulesRegistry rules) {
        Converted(GameReport report, byte[] output, List<byte[]> raw) {
            this(report, output, raw, null, null);
        }
    }

    /**
     * Checks and renders games on one thread: each game is checked and rendered in one pass (each
     * move played once), after the SP 518 change, if any, into a buffer kept until the game is
     * known to be valid and wanted.
     */
    private final class Converter implements Function<PgnGame, Converted> {
        private final GameBuffer buffer = new GameBuffer();
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
            if (game.rawLength() > large) {
                return checkLarge(game, rules);
            }
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
                return new Converted(report, null, game.rawParts());
            }
            try {
                output.commit();
                output.flush();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return new Converted(report, buffer.take(), null);
        }

        /**
         * A large game checked only: rendered when written if valid (its bytes as read let go),
         * copied through from its bytes if not. Its report is the one the rendering visit gives.
         */
        private Converted checkLarge(PgnGame game, RulesRegistry rules) {
            GameReport report = checker.check(game, rules);
            if (!filter.keeps(report)) {
                return new Converted(null, null, null);
            }
            if (!report.isValid()) {
                return new Converted(report, null, game.rawParts());
            }
            game.releaseRaw();
            return new Converted(report, null, null, game, rules);
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

    /** The rejects leave out what comes next in the input: a last reject that ended on its line is owed a blank line. */
    private void rejectsLeaveAGap() {
        if (lastRejectEndsOnItsLine) {
            rejectsNewlinesOwed = 2;
            lastRejectEndsOnItsLine = false;
        }
    }

    /**
     * Writes a game's bytes as read. Into a rejects output they go exactly as read, the white
     * space after the game included, so that the rejects are the input without its valid games,
     * byte for byte (the reader's pieces follow each other without a gap), except that a game never
     * goes on on the line of the one before: a reject that ended on its line (the last game of an
     * input without a final newline, a game followed by a comment after its result) gets a newline
     * and a blank line before the next reject when what followed it is left out. In place, among written
     * games, only the white space around them changes: trimmed, and one blank line after the game.
     */
    private void copyThrough(Converted game) throws IOException {
        List<byte[]> raw = game.raw();
        if (raw == null) {
            // Not expected: the reader bounds every piece by the game-size limit (GameReader.rawBound).
            throw new IOException("game " + game.report().game() + " (line " + game.report().line()
                    + ") is invalid and too large to copy through");
        }
        if (rejects != null) {
            if (rejectsNewlinesOwed > 0) {
                rejects.write(NEWLINES, 0, rejectsNewlinesOwed);
                rejectsNewlinesOwed = 0;
            }
            for (byte[] part : raw) {
                rejects.write(part);
            }
            lastRejectEndsOnItsLine = endsOnItsLine(raw);
            return;
        }
        // Trimmed: the white space at its start and end (a large game's parts are blocks of its bytes).
        long total = 0;
        for (byte[] part : raw) {
            total += part.length;
        }
        long from = 0;
        leading:
        for (byte[] part : raw) {
            for (byte x : part) {
                if (!isSpace(x)) {
                    break leading;
                }
                from++;
            }
        }
        long to = total;
        trailing:
        for (int k = raw.size() - 1; k >= 0; k--) {
            byte[] part = raw.get(k);
            for (int i = part.length - 1; i >= 0; i--) {
                if (to <= from || !isSpace(part[i])) {
                    break trailing;
                }
                to--;
            }
        }
        long at = 0;
        for (byte[] part : raw) {
            long a = Math.max(from, at);
            long b = Math.min(to, at + part.length);
            if (a < b) {
                out.write(part, (int) (a - at), (int) (b - a));
            }
            at += part.length;
        }
        out.write(new byte[] {'\n', '\n'});
    }

    /**
     * Whether no line end follows the game in {@code raw}: the last game of an input without a final
     * newline (white space and the byte order mark of a joined file after it do not count).
     */
    private static boolean endsOnItsLine(List<byte[]> raw) {
        long total = 0;
        for (byte[] part : raw) {
            total += part.length;
        }
        long i = total - 1;
        while (i >= 0) {
            byte b = byteAt(raw, i);
            if (b == '\n') {
                return false;
            }
            if (isSpace(b)) {
                i--;
            } else if (i >= 2 && b == (byte) 0xBF && byteAt(raw, i - 1) == (byte) 0xBB && byteAt(raw, i - 2) == (byte) 0xEF) {
                i -= 3;
            } else {
                return true;
            }
        }
        return false; // nothing but white space
    }

    /** The byte at {@code index} of the parts read one after the other (only a game's last few bytes are asked for). */
    private static byte byteAt(List<byte[]> raw, long index) {
        long at = index;
        for (byte[] part : raw) {
            if (at < part.length) {
                return part[(int) at];
            }
            at -= part.length;
        }
        throw new IndexOutOfBoundsException(index);
    }

    private static boolean isSpace(byte b) {
        return b == ' ' || b == '\t' || b == '\n' || b == '\r';
    }
}
