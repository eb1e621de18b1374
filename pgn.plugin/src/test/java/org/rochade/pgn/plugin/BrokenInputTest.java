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
import org.rochade.games.api.pgn.Finding;
import org.rochade.games.api.pgn.FindingKind;
import org.rochade.games.api.pgn.GameReport;
import org.rochade.games.api.pgn.PgnLimits;
import org.rochade.games.api.pgn.ValidationOptions;

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
        assertThat(f.kind()).isEqualTo(FindingKind.UNCLOSED_COMMENT);
        assertThat(f.line()).isEqualTo(4);
        assertThat(f.column()).isEqualTo(7);
        assertThat(r.get(1).isValid()).isTrue();
        assertThat(r.get(1).line()).isEqualTo(7);
    }

    @Test
    void aCommentLineInBracketsThatIsNoTagPairIsTextOfTheComment() {
        // lichess and ChessBase write arrows, squares and clocks in comments: [%cal Ge2e4], [%clk 0:03:00].
        List<GameReport> r = validate(bytes("[Event \"a\"]\n[Result \"*\"]\n\n1. e4 { Good move.\n\n[%cal Ge2e4] } e5 2. Nf3 *\n\n"
                + "[Event \"b\"]\n[Result \"*\"]\n\n1. d4 d5 *\n"));
        assertThat(r).extracting(GameReport::isValid, GameReport::plies, GameReport::line).containsExactly(
                org.assertj.core.groups.Tuple.tuple(true, 3, 1L), org.assertj.core.groups.Tuple.tuple(true, 2, 8L));
        // Lines that begin with '[' but are no tag pair as the reader reads them: text, after a
        // blank line or an Event line alike, and the game after them is not harmed.
        for (String line : List.of("[%clk 0:03:00]", "[%csl Ra4,Gb5][%cal Ge2e4]", "[Event is a word]", "[]", "[\"x\"]",
                "[Event \"x\" and more]", "[Event \"x\"", "[Site \"cut", "[ Event ]", "[Event x\"y\"]",
                "[" + "N".repeat(256) + " \"v\"]")) {
            for (String before : List.of("\n\n", "\n")) {
                String text = "A." + before + line + "\nmore";
                String pgn = "[Event \"a\"]\n[Result \"*\"]\n\n1. e4 {" + text + "} e5 2. Nf3 *\n\n" + GOOD;
                List<GameReport> games = validate(bytes(pgn));
                assertThat(games).as(line).extracting(GameReport::isValid, GameReport::plies).containsExactly(
                        org.assertj.core.groups.Tuple.tuple(true, 3), org.assertj.core.groups.Tuple.tuple(true, 7));
                assertThat(TestRules.validator().read(pgn).get(0).moves().get(0).comments()).as(line).containsExactly(text);
            }
        }
        // A tag pair the comment quotes, closed by its '}' before any '{': text, as chessops and
        // pgn-extract read it (after a blank line, and an Event line without one).
        for (String quoted : List.of("Good move.\n\n[Site \"fake\"]\n", "see\n[Event \"g3\"]\n[Site \"x\"] ",
                "a\n\n[Event \"next\"]\n[Result \"*\"]\n\nthe end ")) {
            String pgn = "[Event \"a\"]\n[Result \"*\"]\n\n1. e4 {" + quoted + "} e5 2. Nf3 *\n\n" + GOOD;
            assertThat(validate(bytes(pgn))).as(quoted).extracting(GameReport::isValid, GameReport::plies).containsExactly(
                    org.assertj.core.groups.Tuple.tuple(true, 3), org.assertj.core.groups.Tuple.tuple(true, 7));
            assertThat(TestRules.validator().read(pgn).get(0).moves().get(0).comments()).as(quoted).containsExactly(quoted);
        }
        // A real tag pair still ends a comment never closed (spaces, an escaped quote, a value longer
        // than the reader looks at), and the game it begins is read.
        for (String tag : List.of("[Event \"next\"]", "[ Site\t \"a \\\" b\" ]  ", "[Event \"x\"][Site \"y\"]",
                "[Annotator \"" + "v".repeat(10_000) + "\"]")) {
            List<GameReport> games = validate(bytes("[Event \"a\"]\n[Result \"*\"]\n\n1. e4 {never closed\n\n" + tag
                    + "\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n"));
            assertThat(games).as(tag).hasSize(2);
            assertThat(firstError(games.get(0)).kind()).isEqualTo(FindingKind.UNCLOSED_COMMENT);
            assertThat(games.get(1).isValid()).as(tag).isTrue();
            assertThat(games.get(1).line()).isEqualTo(6);
        }
    }

    @Test
    void junkBytesAreAnErrorWithTheirPlace() {
        List<GameReport> r = validate(bytes("[Event \"bad\"]\n[Result \"*\"]\n\n1. e4 e5 \u0000\u0001\u00ff 2. Nf3 *\n\n" + GOOD));
        assertThat(r).hasSize(2);
        Finding f = firstError(r.get(0));
        assertThat(f.kind()).isEqualTo(FindingKind.JUNK);
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
        assertThat(r.get(1).findings()).extracting(Finding::kind).contains(FindingKind.TRUNCATED);
    }

    @Test
    void hugeLineIsAnErrorAtTheLimitAndTheNextGameIsValid() {
        PgnLimits small = new PgnLimits(1000, 1 << 20, 1000, 100, 8, 1000, PgnLimits.DEFAULT_MAX_GAME_BYTES);
        String huge = "{" + "x".repeat(200_000) + "}";
        byte[] pgn = bytes("[Event \"huge\"]\n[Result \"*\"]\n\n1. e4 " + huge + " e5 *\n\n" + GOOD);
        List<GameReport> r = TestRules.validate(pgn, ValidationOptions.defaults().withLimits(small));
        assertThat(r).hasSize(2);
        Finding f = firstError(r.get(0));
        assertThat(f.kind()).isEqualTo(FindingKind.LIMIT);
        assertThat(f.line()).isEqualTo(4);
        assertThat(f.column()).isEqualTo(1001);
        assertThat(r.get(1).isValid()).isTrue();
    }

    @Test
    void commentAndVariationLimitsAreErrors() {
        PgnLimits small = new PgnLimits(1 << 20, 100, 1000, 100, 2, 1000, PgnLimits.DEFAULT_MAX_GAME_BYTES);
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
                .containsExactly(FindingKind.LIMIT, 3L, 19);
        assertThat(r.get(1).isValid()).isTrue();

        // Crossed at a line's first byte: skipping starts inside that line, so the "blank" line after
        // it is not the blank line before a tag section, and "[Site" stays part of the broken game.
        List<GameReport> one = TestRules.validate(bytes("[Result \"*\"]\n\n1. e4 {abcdefghi\n   \n[Site \"x\"]\n1. d4 1-0\n"),
                ValidationOptions.defaults().withLimits(ten));
        assertThat(one).hasSize(1);
        assertThat(firstError(one.get(0)).kind()).isEqualTo(FindingKind.LIMIT);
    }

    @Test
    void tagSyntaxErrorsAreReportedAndTheGameIsStillChecked() {
        List<GameReport> r = validate(bytes("[Event \"unterminated]\n[Site \"a \\\"quoted\\\" \\\\ place\"]\n[Result \"*\"]\n\n1. e4 e5 *\n"));
        assertThat(r).hasSize(1);
        assertThat(r.get(0).findings()).extracting(Finding::kind).containsExactly(FindingKind.TAG_SYNTAX);
        assertThat(r.get(0).plies()).isEqualTo(2);
    }

    @Test
    void missingTerminationBeforeTheNextTagSection() {
        List<GameReport> r = validate(bytes("[Result \"*\"]\n\n1. e4 e5\n\n" + GOOD));
        assertThat(r).hasSize(2);
        assertThat(r.get(0).findings()).extracting(Finding::kind).contains(FindingKind.NO_TERMINATION);
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
        assertThat(r.get(1).findings()).extracting(Finding::kind).containsExactly(FindingKind.LATIN1);
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
        PgnLimits small = new PgnLimits(100, 1 << 20, 1000, 100, 8, 1000, PgnLimits.DEFAULT_MAX_GAME_BYTES);
        byte[] pgn = bytes("[Result \"*\"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 9. Nf3 Nf6 10. Ng1 *\n\n" + GOOD);
        List<GameReport> r = TestRules.validate(pgn, ValidationOptions.defaults().withLimits(small));
        assertThat(r).hasSize(2);
        assertThat(firstError(r.get(0)).kind()).isEqualTo(FindingKind.LIMIT);
        assertThat(firstError(r.get(0)).line()).isEqualTo(3);
        assertThat(r.get(1).isValid()).isTrue();
    }

    @Test
    void anEventTagRightAfterJunkStartsTheNextGame() {
        // No blank line between the junk and the next game: skipping must still stop at its Event tag.
        String bad = "[Event \"b\"]\n[Result \"*\"]\n\n1. e4 Ke7 2. Ke3 *\n";
        for (String junk : List.of("@@@\n", "\u0001\u00fe\u00ff binary\n", "\u00e2 {a comment line}\n")) {
            List<GameReport> r = validate(bytes(GOOD + "\n" + junk + bad));
            assertThat(r).as(junk).hasSize(3);
            assertThat(r.get(0).isValid()).isTrue();
            assertThat(firstError(r.get(1)).kind()).isEqualTo(FindingKind.JUNK);
            assertThat(firstError(r.get(2)).kind()).as(junk).isEqualTo(FindingKind.ILLEGAL_MOVE);
            assertThat(firstError(r.get(2)).move()).isEqualTo("Ke7");
        }
    }

    @Test
    void aByteOrderMarkInsideTheInputIsWhiteSpace() {
        // Two files with byte order marks joined with cat: the second one's game is not junk.
        String bom = "\u00ef\u00bb\u00bf";
        List<GameReport> r = validate(bytes(bom + GOOD + "\n" + bom + GOOD + "\n" + bom + "\n" + GOOD));
        assertThat(r).hasSize(3).allMatch(GameReport::isValid);
        assertThat(r.get(1).line()).isEqualTo(6);
        // After junk, skipping stops at a tag section behind a byte order mark too.
        r = validate(bytes(GOOD + "\n@@@\n" + bom + GOOD));
        assertThat(r).hasSize(3);
        assertThat(r.get(2).isValid()).isTrue();
    }

    @Test
    void aDosEndOfFileMarkBetweenGamesIsWhiteSpaceAndJunkInsideOne() {
        // DOS files end with Ctrl-Z (0x1A); joined, the mark stands between games, also before a tag.
        String eof = "\u001a";
        List<GameReport> r = validate(bytes(GOOD + eof));
        assertThat(r).singleElement().matches(GameReport::isValid);
        r = validate(bytes(GOOD + "\n" + eof + GOOD + "\n" + eof + "\n\n" + eof + eof));
        assertThat(r).hasSize(2).allMatch(GameReport::isValid);
        assertThat(r.get(1).line()).isEqualTo(6);
        // Inside a game it is no white space: the game is junk from there.
        r = validate(bytes("[Result \"*\"]\n\n1. e4 " + eof + " e5 *\n"));
        assertThat(firstError(r.get(0)).kind()).isEqualTo(FindingKind.JUNK);
        assertThat(firstError(r.get(0)).message()).isEqualTo("unexpected byte 0x1A in the move text");
        assertThat(firstError(r.get(0)).column()).isEqualTo(7);
    }

    @Test
    void aBadNagCostsOnlyItselfNotTheMovesAfterIt() {
        for (String nag : List.of("$", "$1000", "!!!", "?!?")) {
            List<GameReport> r = validate(bytes("[Result \"*\"]\n\n1. e4 " + nag + " e5\n2. Nf3 Nc6 *\n"));
            assertThat(r).as(nag).hasSize(1);
            assertThat(r.get(0).findings()).as(nag).extracting(Finding::kind).containsExactly(FindingKind.NAG);
            assertThat(r.get(0).findings().get(0).column()).isEqualTo(7);
            assertThat(r.get(0).plies()).as(nag).isEqualTo(4);
        }
    }

    @Test
    void aNagTooBigIsReportedAsWrittenNotAsAClampedNumber() {
        String huge = "9".repeat(40);
        for (String[] nagAndMessage : new String[][] {{"$4294967297", "NAG $4294967297 is over 255"},
                {"$256", "NAG $256 is over 255"}, {"$" + huge, "NAG of 40 digits is over 255"},
                {"$99999999999999999999", "NAG of 20 digits is over 255"}}) {
            GameReport r = validate(bytes("[Result \"*\"]\n\n1. e4 " + nagAndMessage[0] + " e5 *\n")).get(0);
            assertThat(r.findings()).as(nagAndMessage[0]).singleElement()
                    .extracting(Finding::kind, Finding::message).containsExactly(FindingKind.NAG, nagAndMessage[1]);
        }
        // Leading zeros are only zeros: this is NAG 1.
        assertThat(validate(bytes("[Result \"*\"]\n\n1. e4 $" + "0".repeat(30) + "1 e5 *\n")).get(0).findings()).isEmpty();
    }

    @Test
    void aTagGivenTwiceIsAnErrorWhenItDecidesTheCheckAndAWarningOtherwise() {
        String moves = "\n1. e4 e5 *\n";
        GameReport result = validate(bytes("[Result \"*\"]\n[Result \"1-0\"]\n" + moves)).get(0);
        assertThat(result.isValid()).isFalse();
        Finding f = firstError(result);
        assertThat(f.kind()).isEqualTo(FindingKind.DUPLICATE_TAG_CONFLICT);
        assertThat(f.line()).isEqualTo(2);
        assertThat(f.message()).contains("first at line 1");
        GameReport variant = validate(bytes("[Result \"*\"]\n[Variant \"Chess960\"]\n[variant \"Standard\"]\n" + moves)).get(0);
        assertThat(firstError(variant).kind()).isEqualTo(FindingKind.DUPLICATE_TAG_CONFLICT);
        GameReport white = validate(bytes("[White \"A\"]\n[White \"B\"]\n[Result \"*\"]\n" + moves)).get(0);
        assertThat(white.isValid()).isTrue();
        assertThat(white.findings()).extracting(Finding::kind, Finding::severity)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(FindingKind.DUPLICATE_TAG, Finding.Severity.WARNING));
        // Past a few dozen tags they are looked up by name, not by a scan: same answers.
        StringBuilder many = new StringBuilder("[Result \"*\"]\n[Annotator \"a\"]\n");
        for (int i = 0; i < 40; i++) {
            many.append("[Tag").append(i).append(" \"x\"]\n");
        }
        many.append("[annotator \"b\"]\n[RESULT \"1-0\"]\n");
        GameReport manyTags = validate(bytes(many + moves)).get(0);
        assertThat(manyTags.findings()).extracting(Finding::kind, Finding::severity, Finding::line).containsExactly(
                org.assertj.core.groups.Tuple.tuple(FindingKind.DUPLICATE_TAG, Finding.Severity.WARNING, 43L),
                org.assertj.core.groups.Tuple.tuple(FindingKind.DUPLICATE_TAG_CONFLICT, Finding.Severity.ERROR, 44L));
        assertThat(manyTags.findings().get(0).message()).contains("first at line 2");
        assertThat(manyTags.findings().get(1).message()).contains("first at line 1");
        GameReport same = validate(bytes("[Result \"*\"]\n[Result \"*\"]\n" + moves)).get(0);
        assertThat(same.isValid()).isTrue();
        assertThat(same.findings().get(0).message()).contains("same value");
    }

    @Test
    void aFileThatBreaksMidwayReportsTheGamesBeforeThenFails(@TempDir Path dir) throws IOException {
        byte[] plain = TestRules.resource("corpus-bad.pgn").readAllBytes();
        ByteArrayOutputStream gz = new ByteArrayOutputStream();
        try (GZIPOutputStream out = new GZIPOutputStream(gz)) {
            out.write(plain, 0, 300_000);
        }
        Path cut = dir.resolve("cut.pgn.gz");
        Files.write(cut, java.util.Arrays.copyOf(gz.toByteArray(), gz.size() / 2));
        List<GameReport> whole = TestRules.validate(plain, ValidationOptions.defaults());
        for (int threads : new int[] {1, 2}) {
            List<GameReport> reports = new ArrayList<>();
            List<org.rochade.games.api.pgn.ValidationSummary> summaries = new ArrayList<>();
            org.rochade.games.api.pgn.GameReportSink sink = new org.rochade.games.api.pgn.GameReportSink() {
                @Override
                public void game(GameReport report) {
                    reports.add(report);
                }

                @Override
                public void finish(org.rochade.games.api.pgn.ValidationSummary summary) {
                    summaries.add(summary);
                }
            };
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> TestRules.validator()
                            .validate(cut, ValidationOptions.defaults().withThreads(threads), sink))
                    .isInstanceOf(IOException.class).hasMessageContaining("reading stopped at line");
            // Every game read before the break is reported, as it is in the whole file, and summed up.
            assertThat(reports).hasSizeGreaterThan(50);
            assertThat(reports).isEqualTo(whole.subList(0, reports.size()));
            assertThat(summaries).singleElement().extracting(org.rochade.games.api.pgn.ValidationSummary::games)
                    .isEqualTo((long) reports.size());
        }
    }

    @Test
    void anInputBrokenFromItsFirstBlockSaysWhereReadingStopped(@TempDir Path dir) throws IOException {
        // gzip: a valid header, then a deflate block of the reserved type 3.
        byte[] gz = {0x1f, (byte) 0x8b, 8, 0, 0, 0, 0, 0, 0, (byte) 0xff, 0x07, 0, 0, 0};
        // zstd: a real frame whose first block header is given the reserved type 3.
        ByteArrayOutputStream zstd = new ByteArrayOutputStream();
        try (var out = new com.github.luben.zstd.ZstdOutputStream(zstd)) {
            out.write(TestRules.resource("corpus-bad.pgn").readAllBytes());
        }
        byte[] zst = zstd.toByteArray();
        int fhd = zst[4] & 0xff;
        int fcs = new int[] {(fhd & 0x20) != 0 ? 1 : 0, 2, 4, 8}[fhd >>> 6];
        int header = 5 + ((fhd & 0x20) != 0 ? 0 : 1) + new int[] {0, 1, 2, 4}[fhd & 3] + fcs;
        zst[header] |= 0x06;
        for (Path file : List.of(Files.write(dir.resolve("first.pgn.gz"), gz), Files.write(dir.resolve("first.pgn.zst"), zst))) {
            for (int threads : new int[] {1, 2}) {
                List<org.rochade.games.api.pgn.ValidationSummary> summaries = new ArrayList<>();
                org.rochade.games.api.pgn.GameReportSink sink = new org.rochade.games.api.pgn.GameReportSink() {
                    @Override
                    public void game(GameReport report) {
                        throw new AssertionError("no game in " + file);
                    }

                    @Override
                    public void finish(org.rochade.games.api.pgn.ValidationSummary summary) {
                        summaries.add(summary);
                    }
                };
                org.assertj.core.api.Assertions.assertThatThrownBy(() -> TestRules.validator()
                                .validate(file, ValidationOptions.defaults().withThreads(threads), sink))
                        .as("%s, %d threads", file, threads)
                        .isInstanceOf(IOException.class).hasMessageEndingWith(" (reading stopped at line 1, after 0 bytes)");
                assertThat(summaries).singleElement().extracting(org.rochade.games.api.pgn.ValidationSummary::games)
                        .isEqualTo(0L);
                org.assertj.core.api.Assertions.assertThatThrownBy(() -> TestRules.validator().convert(
                                List.of(new org.rochade.games.api.pgn.PgnSource.File(file)),
                                org.rochade.games.api.pgn.ConversionOptions.defaults().withThreads(threads),
                                dir.resolve("out.pgn"), null))
                        .isInstanceOf(IOException.class)
                        .hasMessageStartingWith(file + ": ").hasMessageEndingWith(" (reading stopped at line 1, after 0 bytes)");
            }
        }
    }
}
