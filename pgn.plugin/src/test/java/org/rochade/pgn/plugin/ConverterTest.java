package org.rochade.pgn.plugin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rochade.rules.api.FenFormat;
import org.rochade.games.api.pgn.ConversionOptions;
import org.rochade.games.api.pgn.ConversionSummary;
import org.rochade.games.api.pgn.GameReport;
import org.rochade.games.api.pgn.ValidationOptions;

/** convert: valid games in the clean form, invalid ones copied through byte for byte. */
class ConverterTest {

    @Test
    void corpusSplitsIntoCleanGamesAndUntouchedRejects() throws IOException {
        byte[] corpus = TestRules.resource("corpus-bad.pgn").readAllBytes();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream rejects = new ByteArrayOutputStream();
        ConversionSummary s = TestRules.validator().convert(new ByteArrayInputStream(corpus), ConversionOptions.defaults(),
                out, rejects);
        assertThat(s.games()).isEqualTo(1000);
        assertThat(s.written()).isEqualTo(906);
        assertThat(s.rejected()).isEqualTo(94);

        List<GameReport> clean = TestRules.validate(out.toByteArray(), ValidationOptions.defaults());
        assertThat(clean).hasSize(906).allMatch(r -> r.findings().isEmpty());
        for (String line : out.toString(StandardCharsets.UTF_8).split("\n")) {
            assertThat(line.length()).isLessThanOrEqualTo(80);
        }
        List<GameReport> rejected = TestRules.validate(rejects.toByteArray(), ValidationOptions.defaults());
        assertThat(rejected).hasSize(94).noneMatch(GameReport::isValid);
        // Untouched: the rejects are the original bytes of those games.
        String original = new String(corpus, StandardCharsets.ISO_8859_1);
        for (String game : rejects.toString(StandardCharsets.ISO_8859_1).split("\n(?=\\[Event )")) {
            assertThat(original).contains(game.strip());
        }
    }

    @Test
    void byteOrderMarksOfJoinedFilesStayInTheRejects() throws IOException {
        String bom = "\u00ef\u00bb\u00bf";
        String bad = "[Event \"b\"]\n[Result \"*\"]\n\n1. e4 Ke7 *\n";
        byte[] input = (bom + bad + "\n" + bom + bad + "\n" + bom + "\n").getBytes(StandardCharsets.ISO_8859_1);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream rejects = new ByteArrayOutputStream();
        ConversionSummary s = TestRules.validator().convert(new ByteArrayInputStream(input), ConversionOptions.defaults(),
                out, rejects);
        assertThat(s.rejected()).isEqualTo(2);
        // All but the first mark, which stands before every piece (as for a single file).
        assertThat(rejects.toByteArray()).isEqualTo(java.util.Arrays.copyOfRange(input, 3, input.length));
    }

    @Test
    void withoutARejectsOutputInvalidGamesStayInPlace() throws IOException {
        byte[] corpus = TestRules.resource("corpus-bad.pgn").readAllBytes();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        TestRules.validator().convert(new ByteArrayInputStream(corpus), ConversionOptions.defaults(), out, null);
        List<GameReport> again = TestRules.validate(out.toByteArray(), ValidationOptions.defaults());
        assertThat(again).hasSize(1000);
        TreeSet<Long> invalid = again.stream().filter(r -> !r.isValid()).map(GameReport::game)
                .collect(Collectors.toCollection(TreeSet::new));
        assertThat(invalid).containsExactlyElementsOf(CorpusTest.expectedInvalid());
    }

    @Test
    void shredderFenAndAnotherVariantSpellingOnRequest() throws IOException {
        String pgn = "[Variant \"fischerandom\"]\n[FEN \"bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1\"]\n\n1. 0-0 0-0 *\n";
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        TestRules.validator().convert(new ByteArrayInputStream(pgn.getBytes(StandardCharsets.UTF_8)),
                ConversionOptions.defaults().withChess960Spelling("Fischerandom").withCastlingFen(FenFormat.SHREDDER), out, null);
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("[Variant \"Fischerandom\"]",
                "[FEN \"bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1\"]", "1. O-O O-O *");
    }

    @Test
    void filesAreWrittenAsideAndTheInputIsNeverOverwritten(@TempDir Path dir) throws IOException {
        Path in = dir.resolve("in.pgn");
        Files.write(in, TestRules.resource("corpus-bad.pgn").readAllBytes());
        Path out = dir.resolve("out.pgn");
        Path rejects = dir.resolve("rejects.pgn");
        ConversionSummary s = TestRules.validator().convert(in, ConversionOptions.defaults(), out, rejects);
        assertThat(s.written()).isEqualTo(906);
        assertThat(Files.size(out)).isPositive();
        assertThat(Files.size(rejects)).isPositive();
        try (var files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("in.pgn", "out.pgn", "rejects.pgn");
        }
        assertThatThrownBy(() -> TestRules.validator().convert(in, ConversionOptions.defaults(), in, null))
                .isInstanceOf(IOException.class).hasMessageContaining("refusing to overwrite");
    }

    @Test
    void whenOutCannotBeRenamedTheRejectsAreTakenBackToo(@TempDir Path dir) throws IOException {
        Path in = dir.resolve("in.pgn");
        Files.write(in, TestRules.resource("corpus-bad.pgn").readAllBytes());
        Path out = Files.createDirectory(dir.resolve("out.pgn"));
        Files.writeString(out.resolve("keeps the directory from being replaced"), "x");
        Path rejects = dir.resolve("rejects.pgn");
        assertThatThrownBy(() -> TestRules.validator().convert(in, ConversionOptions.defaults(), out, rejects))
                .isInstanceOf(IOException.class);
        assertThat(rejects).doesNotExist();
        try (var files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("in.pgn", "out.pgn");
        }
    }

    @Test
    void aGameCutByTheNextTagSectionKeepsNoneOfItsBytes() throws IOException {
        String first = "[Event \"a\"]\n[Result \"*\"]\n\n1. e4 e5\n\n";
        String second = "[Event \"b\"]\n[Result \"*\"]\n\n1. e4 Ke7 *\n";
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream rejects = new ByteArrayOutputStream();
        TestRules.validator().convert(new ByteArrayInputStream((first + second).getBytes(StandardCharsets.UTF_8)),
                ConversionOptions.defaults(), out, rejects);
        assertThat(rejects.toString(StandardCharsets.UTF_8)).isEqualTo(first + second);
        assertThat(out.size()).isZero();
    }

    @Test
    void targetsAreCheckedBeforeAnyWorkAndAFailedRunLeavesEveryFileAsItWas(@TempDir Path dir) throws IOException {
        Path in = dir.resolve("in.pgn");
        Files.write(in, TestRules.resource("corpus-bad.pgn").readAllBytes());
        Path oldRejects = Files.writeString(dir.resolve("rejects.pgn"), "earlier rejects");
        Path directory = Files.createDirectory(dir.resolve("out.pgn"));
        assertThatThrownBy(() -> TestRules.validator().convert(in, ConversionOptions.defaults(), directory, oldRejects))
                .isInstanceOf(IOException.class).hasMessageContaining("it is a directory");
        assertThat(oldRejects).hasContent("earlier rejects");
        assertThatThrownBy(() -> TestRules.validator().convert(in, ConversionOptions.defaults(),
                dir.resolve("o.pgn"), dir.resolve("missing/r.pgn")))
                .isInstanceOf(IOException.class).hasMessageContaining("missing does not exist");
        try (var files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("in.pgn", "rejects.pgn", "out.pgn");
        }
    }

    @Test
    void aSymbolicLinkIsWrittenThroughAndAnExistingTargetKeepsItsPermissions(@TempDir Path dir) throws IOException {
        Path in = dir.resolve("in.pgn");
        Files.write(in, TestRules.resource("corpus-bad.pgn").readAllBytes());
        Path real = Files.writeString(dir.resolve("real.pgn"), "old");
        Files.setPosixFilePermissions(real, java.nio.file.attribute.PosixFilePermissions.fromString("rw-r-----"));
        Path link = Files.createSymbolicLink(dir.resolve("link.pgn"), real.getFileName());
        Path fresh = dir.resolve("fresh.pgn");
        TestRules.validator().convert(in, ConversionOptions.defaults(), link, fresh);
        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(Files.size(real)).isGreaterThan(100_000);
        assertThat(java.nio.file.attribute.PosixFilePermissions.toString(Files.getPosixFilePermissions(real)))
                .isEqualTo("rw-r-----");
        // A new file is created as any other (not owner-only like a temporary file): the umask
        // decides, as for a file made here the plain way.
        Path plain = Files.createFile(dir.resolve("plain.txt"));
        assertThat(Files.getPosixFilePermissions(fresh)).isEqualTo(Files.getPosixFilePermissions(plain));
    }

    @Test
    void aDanglingSymbolicLinkIsWrittenThroughToTheFileItNames(@TempDir Path dir) throws IOException {
        Path in = dir.resolve("in.pgn");
        Files.writeString(in, "[Result \"*\"]\n\n1. e4 *\n");
        Path link = Files.createSymbolicLink(dir.resolve("link.pgn"), Path.of("target.pgn"));
        TestRules.validator().convert(in, ConversionOptions.defaults(), link, null);
        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(dir.resolve("target.pgn")).content().contains("1. e4 *");
    }

    @Test
    void aVariantSpellingThatDoesNotReadBackAsChess960IsRefused() {
        for (String spelling : List.of("standard", "Fischer168", "banana", "", "Chess\n960")) {
            assertThatThrownBy(() -> TestRules.validator().convert(
                    new ByteArrayInputStream("[Result \"*\"]\n\n1. e4 *\n".getBytes(StandardCharsets.UTF_8)),
                    ConversionOptions.defaults().withChess960Spelling(spelling), new ByteArrayOutputStream(), null))
                    .as(spelling).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("does not name Chess960");
        }
    }

    @Test
    void anInputThatBreaksMidwayIsNamedWithTheLine(@TempDir Path dir) throws IOException {
        Path cut = Files.write(dir.resolve("cut.pgn.gz"), gzippedAndCutInHalf(TestRules.resource("corpus-bad.pgn").readAllBytes()));
        Path out = dir.resolve("out.pgn");
        assertThatThrownBy(() -> TestRules.validator().convert(cut, ConversionOptions.defaults(), out, null))
                .isInstanceOf(IOException.class).hasMessageContaining("cut.pgn.gz: ").hasMessageContaining("reading stopped at line");
        try (var files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactly("cut.pgn.gz");
        }
    }

    @org.junit.jupiter.params.ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.EnumSource(org.rochade.games.api.pgn.ConversionFormat.class)
    void threadsWriteTheSameBytesAndRejectsInTheSameOrder(org.rochade.games.api.pgn.ConversionFormat format)
            throws IOException {
        // The corpus four times over: more batches than threads, valid and invalid games mixed.
        byte[] one = TestRules.resource("corpus-bad.pgn").readAllBytes();
        ByteArrayOutputStream corpus = new ByteArrayOutputStream();
        for (int i = 0; i < 4; i++) {
            corpus.write(one);
        }
        ConversionOptions options = ConversionOptions.defaults().withFormat(format);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream rejects = new ByteArrayOutputStream();
        ConversionSummary alone = TestRules.validator().convert(new ByteArrayInputStream(corpus.toByteArray()), options,
                out, rejects);
        for (int threads : new int[] {2, 3}) {
            ByteArrayOutputStream outT = new ByteArrayOutputStream();
            ByteArrayOutputStream rejectsT = new ByteArrayOutputStream();
            ConversionSummary together = TestRules.validator().convert(new ByteArrayInputStream(corpus.toByteArray()),
                    options.withThreads(threads), outT, rejectsT);
            assertThat(outT.toByteArray()).as("%d threads", threads).isEqualTo(out.toByteArray());
            assertThat(rejectsT.toByteArray()).as("%d threads", threads).isEqualTo(rejects.toByteArray());
            assertThat(List.of(together.games(), together.written(), together.rejected()))
                    .isEqualTo(List.of(alone.games(), alone.written(), alone.rejected()));
        }
        assertThat(alone.games()).isEqualTo(4000);
        assertThat(alone.rejected()).isEqualTo(4 * 94);
    }

    @Test
    void onThreadsAnInputThatBreaksMidwayKeepsEveryGameBeforeTheBreak(@TempDir Path dir) throws IOException {
        byte[] plain = TestRules.resource("corpus-bad.pgn").readAllBytes();
        byte[] cut = gzippedAndCutInHalf(plain);
        ByteArrayOutputStream alone = new ByteArrayOutputStream();
        ByteArrayOutputStream together = new ByteArrayOutputStream();
        assertThatThrownBy(() -> TestRules.validator().convert(new ByteArrayInputStream(cut), ConversionOptions.defaults(),
                alone, null)).isInstanceOf(IOException.class).hasMessageContaining("reading stopped at line");
        assertThatThrownBy(() -> TestRules.validator().convert(new ByteArrayInputStream(cut),
                ConversionOptions.defaults().withThreads(2), together, null)).isInstanceOf(IOException.class)
                .hasMessageContaining("reading stopped at line");
        assertThat(together.size()).isGreaterThan(plain.length / 4);
        assertThat(together.toByteArray()).isEqualTo(alone.toByteArray());
    }

    /** A gzip stream that breaks off midway, as a download cut short does. */
    private static byte[] gzippedAndCutInHalf(byte[] plain) throws IOException {
        ByteArrayOutputStream gz = new ByteArrayOutputStream();
        try (java.util.zip.GZIPOutputStream zip = new java.util.zip.GZIPOutputStream(gz)) {
            zip.write(plain);
        }
        return java.util.Arrays.copyOf(gz.toByteArray(), gz.size() / 2);
    }

    @Test
    void aLatin1TagLeavesTheGamesUtf8TextsAsTheyWere() throws IOException {
        ByteArrayOutputStream input = new ByteArrayOutputStream();
        input.writeBytes("[Event \"caf\u00e9\"]\n[White \"M".getBytes(StandardCharsets.UTF_8));
        input.write(0xFC); // ü in Latin-1: not UTF-8
        input.writeBytes("ller\"]\n[Result \"*\"]\n\n1. e4 {na\u00efve} *\n".getBytes(StandardCharsets.UTF_8));
        ByteArrayOutputStream out = new ByteArrayOutputStream();

        TestRules.validator().convert(new ByteArrayInputStream(input.toByteArray()), ConversionOptions.defaults(), out, null);

        String written = out.toString(StandardCharsets.UTF_8);
        assertThat(written).contains("[Event \"caf\u00e9\"]", "[White \"M\u00fcller\"]", "{na\u00efve}")
                .doesNotContain("\u00c3"); // no UTF-8 read as Latin-1 ("cafÃ©")
        assertThat(TestRules.validate(input.toByteArray(), ValidationOptions.defaults()).get(0).findings())
                .extracting(f -> f.kind()).containsExactly(org.rochade.games.api.pgn.FindingKind.LATIN1);
    }

    @Test
    void aWindows1252CommentIsWrittenWithItsQuotesAndItsEuroSign() throws IOException {
        // ChessBase-style exports are windows-1252: 0x93/0x94 are typographic quotes, 0x80 the euro sign.
        ByteArrayOutputStream input = new ByteArrayOutputStream();
        input.writeBytes("[Event \"Prize 100".getBytes(StandardCharsets.US_ASCII));
        input.write(0x80);
        input.writeBytes("\"]\n[Result \"*\"]\n\n1. e4 {".getBytes(StandardCharsets.US_ASCII));
        input.writeBytes(new byte[] {(byte) 0x93, 'b', 'e', 's', 't', (byte) 0x94, ' ', (byte) 0x96, ' ', 'K', 'a', 's', 'p', 'a', 'r', 'o', 'v'});
        input.writeBytes("} *\n".getBytes(StandardCharsets.US_ASCII));
        ByteArrayOutputStream out = new ByteArrayOutputStream();

        TestRules.validator().convert(new ByteArrayInputStream(input.toByteArray()), ConversionOptions.defaults(), out, null);

        String written = out.toString(StandardCharsets.UTF_8);
        assertThat(written).contains("[Event \"Prize 100\u20AC\"]", "{\u201Cbest\u201D \u2013 Kasparov}")
                .doesNotContain("\u0080", "\u0093", "\u0094", "\u0096");
        assertThat(TestRules.validate(input.toByteArray(), ValidationOptions.defaults()).get(0).findings())
                .singleElement().satisfies(f -> {
                    assertThat(f.kind()).isEqualTo(org.rochade.games.api.pgn.FindingKind.LATIN1);
                    assertThat(f.message()).contains("windows-1252");
                });
    }
}
