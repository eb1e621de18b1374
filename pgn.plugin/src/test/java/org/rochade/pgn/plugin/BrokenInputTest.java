package org.rochade.pgn.plugin;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rochade.rules.api.pgn.Finding;
import org.rochade.rules.api.pgn.GameReport;
import org.rochade.rules.api.pgn.PgnLimits;
import org.rochade.rules.api.pgn.ValidationOptions;

/** Broken input is reported where it breaks, and never hides the games after it. */
class BrokenInputTest {
    private static final String GOOD = "[Event \"good\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n";

    private static List<GameReport> validate(byte[] pgn) {
        return TestRules.validate(pgn, ValidationOptions.defaults());
    }

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.ISO_8859_1);
    }

    private static Finding firstError(GameReport r) {
        return r.findings().stream().filter(Finding::isError).findFirst().orElseThrow();
    }

    @Test
    void unclosedCommentIsBlamedOnItsOpeningAndTheNextGameIsRead() {
        List<GameReport> r = validate(bytes("[Event \"bad\"]\n[Result \"*\"]\n\n1. e4 {never closed\ne5 2. Nf3 *\n\n" + GOOD));
        assertThat(r).hasSize(2);
        assertThat(r.get(0).isValid()).isFalse();
        Finding f = firstError(r.get(0));
        assertThat(f.kind()).isEqualTo("unclosed-comment");
        assertThat(f.line()).isEqualTo(4);
        assertThat(f.column()).isEqualTo(7);
        assertThat(r.get(1).isValid()).isTrue();
        assertThat(r.get(1).line()).isEqualTo(7);
    }

    @Test
    void junkBytesAreAnErrorWithTheirPlace() {
        List<GameReport> r = validate(bytes("[Event \"bad\"]\n[Result \"*\"]\n\n1. e4 e5 \u0000\u0001\u00ff 2. Nf3 *\n\n" + GOOD));
        assertThat(r).hasSize(2);
        Finding f = firstError(r.get(0));
        assertThat(f.kind()).isEqualTo("junk");
        assertThat(f.line()).isEqualTo(4);
        assertThat(f.column()).isEqualTo(10);
        assertThat(f.message()).contains("0x00");
        assertThat(r.get(1).isValid()).isTrue();
    }

    @Test
    void junkBetweenGamesDoesNotHideTheNextGame() {
        List<GameReport> r = validate(bytes(GOOD + "\n\u0007\u0008 garbage }{ ((\n\n" + GOOD));
        assertThat(r.get(0).isValid()).isTrue();
        assertThat(r.get(r.size() - 1).isValid()).isTrue();
        assertThat(r.get(r.size() - 1).plies()).isEqualTo(7);
    }

    @Test
    void truncatedFileReportsTheLastGameAndKeepsTheOthers() {
        List<GameReport> r = validate(bytes(GOOD + "\n[Event \"cut\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf"));
        assertThat(r).hasSize(2);
        assertThat(r.get(0).isValid()).isTrue();
        assertThat(r.get(1).isValid()).isFalse();
        assertThat(r.get(1).findings()).extracting(Finding::kind).contains("truncated");
    }

    @Test
    void hugeLineIsAnErrorAtTheLimitAndTheNextGameIsValid() {
        PgnLimits small = new PgnLimits(1000, 1 << 20, 1000, 100, 8, 1000);
        String huge = "{" + "x".repeat(200_000) + "}";
        byte[] pgn = bytes("[Event \"huge\"]\n[Result \"*\"]\n\n1. e4 " + huge + " e5 *\n\n" + GOOD);
        List<GameReport> r = TestRules.validate(pgn, ValidationOptions.defaults().withLimits(small));
        assertThat(r).hasSize(2);
        Finding f = firstError(r.get(0));
        assertThat(f.kind()).isEqualTo("limit");
        assertThat(f.line()).isEqualTo(4);
        assertThat(f.column()).isEqualTo(1001);
        assertThat(r.get(1).isValid()).isTrue();
    }

    @Test
    void commentAndVariationLimitsAreErrors() {
        PgnLimits small = new PgnLimits(1 << 20, 100, 1000, 100, 2, 1000);
        byte[] pgn = bytes("[Result \"*\"]\n\n1. e4 {" + "y".repeat(500) + "} *\n\n"
                + "[Result \"*\"]\n\n1. e4 (1. d4 (1. c4 (1. Nf3))) *\n\n" + GOOD);
        List<GameReport> r = TestRules.validate(pgn, ValidationOptions.defaults().withLimits(small));
        assertThat(r).hasSize(3);
        assertThat(firstError(r.get(0)).message()).contains("comment opened at line 3, column 7 is longer than 100 bytes");
        assertThat(firstError(r.get(1)).message()).contains("nested deeper than 2");
        assertThat(r.get(2).isValid()).isTrue();
    }

    @Test
    void aCommentCrossesItsLimitAtTheSameByteWhetherReadInRunsOrByteByByte() {
        // Ten bytes fit; the error lies just past the eleventh ('k', column 18), and skipping starts
        // there: the same place whichever way the comment's bytes were read.
        PgnLimits ten = PgnLimits.defaults().withMaxCommentLength(10);
        List<GameReport> r = TestRules.validate(bytes("[Result \"*\"]\n\n1. e4 {abcdefghijklmnop} *\n\n" + GOOD),
                ValidationOptions.defaults().withLimits(ten));
        assertThat(r).hasSize(2);
        assertThat(firstError(r.get(0))).extracting(Finding::kind, Finding::line, Finding::column)
                .containsExactly("limit", 3L, 19);
        assertThat(r.get(1).isValid()).isTrue();

        // Crossed at a line's first byte: skipping starts inside that line, so the "blank" line after
        // it is not the blank line before a tag section, and "[Site" stays part of the broken game.
        List<GameReport> one = TestRules.validate(bytes("[Result \"*\"]\n\n1. e4 {abcdefghi\n   \n[Site \"x\"]\n1. d4 1-0\n"),
                ValidationOptions.defaults().withLimits(ten));
        assertThat(one).hasSize(1);
        assertThat(firstError(one.get(0)).kind()).isEqualTo("limit");
    }

    @Test
    void tagSyntaxErrorsAreReportedAndTheGameIsStillChecked() {
        List<GameReport> r = validate(bytes("[Event \"unterminated]\n[Site \"a \\\"quoted\\\" \\\\ place\"]\n[Result \"*\"]\n\n1. e4 e5 *\n"));
        assertThat(r).hasSize(1);
        assertThat(r.get(0).findings()).extracting(Finding::kind).containsExactly("tag-syntax");
        assertThat(r.get(0).plies()).isEqualTo(2);
    }

    @Test
    void missingTerminationBeforeTheNextTagSection() {
        List<GameReport> r = validate(bytes("[Result \"*\"]\n\n1. e4 e5\n\n" + GOOD));
        assertThat(r).hasSize(2);
        assertThat(r.get(0).findings()).extracting(Finding::kind).contains("no-termination");
        assertThat(r.get(1).isValid()).isTrue();
    }

    @Test
    void latin1GameIsReadWithAWarningAndUtf8WithBomAndCrlfWithout() {
        byte[] latin1 = bytes("[White \"M\u00fcller, J\u00fcrgen\"]\n[Result \"*\"]\n\n1. e4 {sch\u00f6n} *\n\n");
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        all.writeBytes(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF});
        all.writeBytes("[White \"Müller\"]\r\n[Result \"*\"]\r\n\r\n1. e4 {schön} *\r\n\r\n".getBytes(StandardCharsets.UTF_8));
        all.writeBytes(latin1);
        all.writeBytes("[Result \"*\"]\r\r1. d4 *\r".getBytes(StandardCharsets.UTF_8));
        List<GameReport> r = validate(all.toByteArray());
        assertThat(r).hasSize(3);
        assertThat(r.get(0).findings()).isEmpty();
        assertThat(r.get(0).line()).isEqualTo(1);
        assertThat(r.get(1).isValid()).isTrue();
        assertThat(r.get(1).line()).isEqualTo(6);
        assertThat(r.get(1).findings()).extracting(Finding::kind).containsExactly("latin1");
        assertThat(r.get(2).findings()).isEmpty();
        assertThat(r.get(2).line()).isEqualTo(11);
    }

    @Test
    void gzipFileGivesTheSameReportsAsPlain(@TempDir Path dir) throws IOException {
        byte[] plain = TestRules.resource("corpus-bad.pgn").readAllBytes();
        Path gz = dir.resolve("corpus.pgn.gz");
        try (GZIPOutputStream out = new GZIPOutputStream(Files.newOutputStream(gz))) {
            out.write(plain);
        }
        List<GameReport> fromGz = new ArrayList<>();
        TestRules.validator().validate(gz, ValidationOptions.defaults(), fromGz::add);
        assertThat(fromGz).isEqualTo(TestRules.validate(plain, ValidationOptions.defaults()));
    }

    @Test
    void zstdFileIsRead(@TempDir Path dir) throws IOException {
        Path zst = dir.resolve("games.pgn.zst");
        try (var out = new com.github.luben.zstd.ZstdOutputStream(Files.newOutputStream(zst))) {
            out.write(bytes(GOOD + "\n" + GOOD));
        }
        List<GameReport> reports = new ArrayList<>();
        TestRules.validator().validate(zst, ValidationOptions.defaults(), reports::add);
        assertThat(reports).hasSize(2).allMatch(GameReport::isValid);
    }

    @Test
    void fileNamedGzipThatIsNotIsAnInputError(@TempDir Path dir) throws IOException {
        Path fake = dir.resolve("games.pgn.gz");
        Files.write(fake, bytes(GOOD));
        org.assertj.core.api.Assertions.assertThatThrownBy(
                () -> TestRules.validator().validate(fake, ValidationOptions.defaults(), r -> { }))
                .isInstanceOf(IOException.class).hasMessageContaining("gzip magic");
    }

    @Test
    void aLongLineWithinOneBufferIsCaughtToo() {
        PgnLimits small = new PgnLimits(100, 1 << 20, 1000, 100, 8, 1000);
        byte[] pgn = bytes("[Result \"*\"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 9. Nf3 Nf6 10. Ng1 *\n\n" + GOOD);
        List<GameReport> r = TestRules.validate(pgn, ValidationOptions.defaults().withLimits(small));
        assertThat(r).hasSize(2);
        assertThat(firstError(r.get(0)).kind()).isEqualTo("limit");
        assertThat(firstError(r.get(0)).line()).isEqualTo(3);
        assertThat(r.get(1).isValid()).isTrue();
    }
}
