package org.rochade.pgn.plugin;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.rochade.games.api.pgn.ConversionOptions;
import org.rochade.games.api.pgn.FindingKind;
import org.rochade.games.api.pgn.GameReport;
import org.rochade.games.api.pgn.GameReportSink;
import org.rochade.games.api.pgn.PgnLimits;
import org.rochade.games.api.pgn.ValidationOptions;
import org.rochade.games.api.pgn.ValidationSummary;
import org.rochade.pgn.plugin.check.RulesRegistry;

/**
 * Reading in chunks on several threads gives what reading on one thread gives: the same reports
 * (game numbers, lines, findings), summaries, converted output and rejects, byte for byte, for
 * every test input of the module and generated hostile archives, with the chunks cut at every
 * likely game start (target size 1), and also cut at arbitrary places (small maximum sizes).
 */
class ChunkedReadingTest {
    private static final RulesRegistry RULES = RulesRegistry.of(TestRules.all());
    private static final PgnLimits TINY = new PgnLimits(80, 120, 40, 12, 3, 40, 1024);
    private static final List<ChunkedReading.Sizes> SIZES = List.of(new ChunkedReading.Sizes(1, 1 << 20),
            new ChunkedReading.Sizes(1, 61), new ChunkedReading.Sizes(300, 1500));

    /** Parts of the generated archives: every way a game can end, or fail to. */
    private static final List<String> PARTS = List.of(
            HostileArchive.goodGame(1),
            HostileArchive.goodGame(2).replace("\n", "\r\n"),
            HostileArchive.goodGame(3).replace("\n", "\r"),
            "[Event \"blank lines in a comment\"]\n\n1. e4 {one\n\n[Site \"not a tag\"]\n\n[Event \"x\"] two} e5 *",
            "[Event \"unclosed\"]\n\n1. e4 {never closed\n1. d4 d5\n2. c4",
            "[Event \"unclosed before an Event line\"]\n\n1. e4 {open\n[Event \"next\"]\n\n1. e4 *",
            "[Event \"no marker\"]\n\n1. e4 e5",
            "[Site \"tags only\"]\n[White \"w\"]",
            "[Black \"more tags after a blank line\"]",
            "[Event \"e1\"]\n[Event \"e2\"]",
            "[Event \"nested\"]\n\n1. e4 { a { b } c } e5 *",
            "[Event \"arrows\"]\n\n1. e4 {Good.\n\n[%cal Ge2e4]\n\n[Event \"x\" y] {z} e5 ; a } note\n*",
            "[Event \"line comment\"]\n\n1. e4 ; a line comment with { and [\n e5 *",
            "[Event \"long comment line\"]\n\n1. e4 {" + "x".repeat(200) + "} e5 *",
            "[Event \"long comment\"]\n\n1. e4 {" + "lorem ipsum\n".repeat(30) + "} e5 *",
            "[Event \"long line comment\"]\n\n1. e4 ;" + "y".repeat(150) + "\n e5 *",
            "[Event \"too many plies\"]\n\n" + "1. Nf3 Nf6 2. Ng1 Ng8 ".repeat(30) + "*",
            "[Event \"too long a game\"]\n\n{" + "z".repeat(100) + "}\n" + "1. e4 {c}\n".repeat(150) + "*",
            "% an escape line\n% [Event \"in an escape\"]",
            "junk ### here\n",
            "\u00ef\u00bb\u00bf[Event \"bom\"]\n\n1. e4 e5 *",
            "[Event \"dos end of file\"]\n\n1. e4 e5 *\n\u001a",
            "\u001a[Event \"after a dos end of file\"]\n\n1. e4 \u001a e5 *",
            "[Event \"broken tag after moves\"]\n\n1. e4 e5\n[Site \"x\n1. d4 *",
            "[Event \"tag value {\\\" braces\"]\n[Site \"[\"]\n\n1. e4 *",
            "[Event \"result then a tag\"]\n\n1. e4 1-0\n[Event \"right after\"]\n\n*",
            "[Event \"deep\"]\n\n1. e4 (1. d4 (1. c4 (1. Nf3 (1. g3)))) *",
            "[Event \"" + "v".repeat(60) + "\"]\n\n*",
            "[Event \"latin1 \u00e9\"]\n\n1. e4 {caf\u00e9} *",
            "1. e4 e5 2. Nf3 *",
            "[Event \"var\"]\n\n1. e4 ( e5 2. Nf3\n\n[Event \"inside a variation\"]\n\n*",
            "");
    private static final List<String> SEPARATORS = List.of("\n\n", "\n", "\r\n\r\n", "\r\r", "\n\n\n", " \n\n", "");

    @Test
    void everyInputOfTheModuleReadsAlikeInChunks() throws IOException {
        for (Map.Entry<String, byte[]> input : resources().entrySet()) {
            for (PgnLimits limits : List.of(PgnLimits.defaults(), TINY)) {
                compare(input.getKey(), input.getValue(), limits);
            }
        }
    }

    @Test
    void generatedHostileArchivesReadAlikeInChunks() throws IOException {
        Random random = new Random(24);
        for (int i = 0; i < 60; i++) {
            StringBuilder archive = new StringBuilder();
            int parts = 2 + random.nextInt(12);
            for (int p = 0; p < parts; p++) {
                archive.append(PARTS.get(random.nextInt(PARTS.size())));
                archive.append(SEPARATORS.get(random.nextInt(SEPARATORS.size())));
            }
            byte[] bytes = archive.toString().getBytes(StandardCharsets.ISO_8859_1);
            for (PgnLimits limits : List.of(PgnLimits.defaults(), TINY)) {
                compare("generated " + i, bytes, limits);
            }
        }
    }

    @Test
    void everyPartAfterEveryOtherReadsAlikeInChunks() throws IOException {
        for (String first : PARTS) {
            for (String second : PARTS) {
                byte[] bytes = (first + "\n\n" + second + "\n\n" + HostileArchive.goodGame(9) + "\n")
                        .getBytes(StandardCharsets.ISO_8859_1);
                compare("pair", bytes, TINY);
            }
        }
    }

    @Test
    void anInputThatBreaksMidwayReadsAlikeInChunks() throws IOException {
        StringBuilder archive = new StringBuilder();
        for (int i = 0; i < 40; i++) {
            archive.append(PARTS.get(i % PARTS.size())).append("\n\n");
        }
        byte[] bytes = archive.toString().getBytes(StandardCharsets.ISO_8859_1);
        for (int cut = 0; cut < bytes.length; cut += 97) {
            int at = cut;
            Run one = validate(() -> breaking(bytes, at), PgnLimits.defaults(), 1, ChunkedReading.Sizes.DEFAULT);
            for (ChunkedReading.Sizes sizes : SIZES) {
                assertThat(validate(() -> breaking(bytes, at), PgnLimits.defaults(), 2, sizes))
                        .as("broken at %d, %s", at, sizes).isEqualTo(one);
            }
        }
    }

    @Test
    void aLargeArchiveReadsAlikeWithTheDefaultChunks() throws IOException {
        StringBuilder archive = new StringBuilder();
        Random random = new Random(7);
        while (archive.length() < 3_000_000) {
            archive.append(PARTS.get(random.nextInt(5) == 0 ? random.nextInt(PARTS.size()) : 0)).append("\n\n");
        }
        compare("large", archive.toString().getBytes(StandardCharsets.ISO_8859_1), PgnLimits.defaults(),
                List.of(ChunkedReading.Sizes.DEFAULT, new ChunkedReading.Sizes(1000, 70_000)));
    }

    /**
     * A chunk's reader counts lines from 1 and the calling thread moves them ({@link Renumbering}):
     * the lines of games and findings, and those the messages name, each after games of several
     * lines, so that every chunk but the first is moved. The one-thread run must have each message
     * that names a line, so that this test cannot pass by having none.
     */
    @Test
    void linesThatFindingsAndTheirMessagesNameAreThoseOfTheWholeInput() throws IOException {
        List<String> naming = List.of(
                "[Event \"nested\"]\n\n1. e4 {a\n{ b } c } e5 *",
                "[Event \"e1\"]\n[Site \"s\"]\n[Round \"1\"]\n[Site \"s\"]\n\n*",
                "[Event \"e1\"]\n[Result \"1-0\"]\n[Result \"0-1\"]\n\n*",
                "[Event \"long comment\"]\n\n1. e4 {" + "lorem ipsum\n".repeat(30) + "} e5 *");
        StringBuilder archive = new StringBuilder();
        for (int i = 0; i < 3; i++) {
            for (String part : naming) {
                archive.append(HostileArchive.goodGame(i)).append("\n\n").append(part).append("\n\n");
            }
        }
        byte[] bytes = archive.toString().getBytes(StandardCharsets.ISO_8859_1);
        PgnLimits shortComments = PgnLimits.defaults().withMaxCommentLength(120);
        compare("lines named", bytes, shortComments);
        Run one = validate(() -> new ByteArrayInputStream(bytes), shortComments, 1, ChunkedReading.Sizes.DEFAULT);
        List<String> messages = one.reports().stream().flatMap(r -> r.findings().stream())
                .filter(f -> f.line() > 20).map(f -> f.kind() + ": " + f.message()).toList();
        for (String named : List.of("NESTED_COMMENT: comments do not nest: this '{' is inside the comment opened at line ",
                "DUPLICATE_TAG: tag Site given again (first at line ",
                "DUPLICATE_TAG_CONFLICT: tag Result given again (first at line ",
                "LIMIT: the comment opened at line ")) {
            assertThat(messages).as(named).anyMatch(m -> m.startsWith(named) && !m.startsWith(named + "1,")
                    && !m.startsWith(named + "1)"));
        }
    }

    @Test
    void theLineAMessageNamesIsMovedOnlyWhereTheReaderPutsOne() {
        assertThat(Renumbering.message(FindingKind.DUPLICATE_TAG, "tag Event given again (first at line 3) with the same value", 10))
                .isEqualTo("tag Event given again (first at line 13) with the same value");
        assertThat(Renumbering.message(FindingKind.NESTED_COMMENT,
                "comments do not nest: this '{' is inside the comment opened at line 2, column 4, which", 5))
                .isEqualTo("comments do not nest: this '{' is inside the comment opened at line 7, column 4, which");
        assertThat(Renumbering.message(FindingKind.LIMIT, "the comment opened at line 9, column 1 is longer", 1))
                .isEqualTo("the comment opened at line 10, column 1 is longer");
        // Other messages are left alone, also where a game's own text says "at line".
        assertThat(Renumbering.message(FindingKind.LIMIT, "line longer than 80 bytes", 7)).isEqualTo("line longer than 80 bytes");
        assertThat(Renumbering.message(FindingKind.UNKNOWN_VARIANT, "unknown variant \"opened at line 3\"", 7))
                .isEqualTo("unknown variant \"opened at line 3\"");
    }

    private static void compare(String name, byte[] input, PgnLimits limits) throws IOException {
        compare(name, input, limits, SIZES);
    }

    private static void compare(String name, byte[] input, PgnLimits limits, List<ChunkedReading.Sizes> sizes)
            throws IOException {
        Run validated = validate(() -> new ByteArrayInputStream(input), limits, 1, ChunkedReading.Sizes.DEFAULT);
        Run converted = convert(input, limits, 1, ChunkedReading.Sizes.DEFAULT);
        for (ChunkedReading.Sizes s : sizes) {
            assertThat(validate(() -> new ByteArrayInputStream(input), limits, 2, s))
                    .as("validate %s, %s, %s", name, limits, s).isEqualTo(validated);
            assertThat(convert(input, limits, 2, s)).as("convert %s, %s, %s", name, limits, s).isEqualTo(converted);
        }
    }

    /** What a run gave: reports, the summary without its time, the output and rejects, the failure's message. */
    private record Run(List<GameReport> reports, List<Object> summary, String out, String rejects, String failure) {
    }

    private interface Input {
        InputStream open();
    }

    private static Run validate(Input input, PgnLimits limits, int threads, ChunkedReading.Sizes sizes) throws IOException {
        List<GameReport> reports = new ArrayList<>();
        List<Object> summary = new ArrayList<>();
        String failure = null;
        try {
            new ValidationRun(ValidationOptions.defaults().withLimits(limits).withThreads(threads), () -> RULES, sizes)
                    .run(input.open(), new GameReportSink() {
                        @Override
                        public void game(GameReport report) {
                            reports.add(report);
                        }

                        @Override
                        public void finish(ValidationSummary s) {
                            summary.addAll(List.of(s.games(), s.valid(), s.invalid(), s.warningsByKind(),
                                    s.errorsByKind(), s.bytes()));
                        }
                    });
        } catch (IOException e) {
            failure = e.getMessage();
        }
        return new Run(reports, summary, null, null, failure);
    }

    private static Run convert(byte[] input, PgnLimits limits, int threads, ChunkedReading.Sizes sizes) throws IOException {
        List<GameReport> reports = new ArrayList<>();
        List<Object> summary = new ArrayList<>();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream rejects = new ByteArrayOutputStream();
        ConversionRun run = new ConversionRun(ConversionOptions.defaults().withLimits(limits).withThreads(threads),
                () -> RULES, out, rejects, sizes);
        run.run(new ByteArrayInputStream(input), "input", new GameReportSink() {
            @Override
            public void game(GameReport report) {
                reports.add(report);
            }

            @Override
            public void finish(ValidationSummary s) {
                summary.addAll(List.of(s.games(), s.valid(), s.invalid(), s.warningsByKind(), s.errorsByKind(),
                        s.bytes()));
            }
        });
        var totals = run.finish(System.nanoTime());
        summary.addAll(List.of(totals.games(), totals.written(), totals.rejected(), totals.skipped()));
        return new Run(reports, summary, out.toString(StandardCharsets.ISO_8859_1),
                rejects.toString(StandardCharsets.ISO_8859_1), null);
    }

    /** The bytes up to {@code at}, then a failure to read on. */
    private static InputStream breaking(byte[] bytes, int at) {
        return new InputStream() {
            private int pos;

            @Override
            public int read() throws IOException {
                byte[] one = new byte[1];
                return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
            }

            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                if (pos == at) {
                    throw new IOException("the disk broke");
                }
                int n = Math.min(len, Math.min(at - pos, 1000));
                System.arraycopy(bytes, pos, b, off, n);
                pos += n;
                return n;
            }
        };
    }

    /** Every PGN input among the module's test resources (the fuzz seeds too), by name. */
    private static Map<String, byte[]> resources() throws IOException {
        Map<String, byte[]> inputs = new LinkedHashMap<>();
        Path root = Path.of("src/test/resources");
        try (Stream<Path> files = Files.walk(root)) {
            for (Path file : files.filter(Files::isRegularFile).sorted().toList()) {
                String name = file.getFileName().toString();
                if (name.endsWith(".json") || name.endsWith(".jsonl") || name.equals("gzip")) {
                    continue;
                }
                try {
                    inputs.put(root.relativize(file).toString(), Files.readAllBytes(file));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
        assertThat(inputs).hasSizeGreaterThan(20);
        return inputs;
    }
}
