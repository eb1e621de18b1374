package org.rochade.pgn.plugin;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.rochade.games.api.pgn.Finding;
import org.rochade.games.api.pgn.FindingKind;
import org.rochade.games.api.pgn.GameReport;
import org.rochade.games.api.pgn.PgnLimits;
import org.rochade.games.api.pgn.ReportFormat;
import org.rochade.games.api.pgn.ValidationOptions;

/**
 * Hostile archives, generated here (the megabyte ones run as a process in launcher's HostileInputIT): the
 * good games before and after each hostile part are valid, the hostile part gets an error with a
 * location inside it, and conversion loses nothing (see {@link HostileArchive}).
 */
class HostileArchiveTest {
    private static final PgnLimits SMALL = PgnLimits.defaults().withMaxLineLength(1000).withMaxCommentLength(2000)
            .withMaxTagValueLength(100).withMaxTags(50).withMaxVariationDepth(8).withMaxPlies(300)
            .withMaxGameBytes(8192);

    private static String repeat(String s, int n) {
        return s.repeat(n);
    }

    private static Finding error(GameReport report, FindingKind kind) {
        return report.findings().stream().filter(f -> f.isError() && f.kind() == kind).findFirst()
                .orElseThrow(() -> new AssertionError("no " + kind + " error in " + report));
    }

    @Test
    void anUnclosedCommentEndsAtATagLineAfterABlankLine() throws IOException {
        List<GameReport> r = new HostileArchive().good()
                .hostile("[Event \"bad\"]\n\n1. e4 {never closed\n1. d4 d5\n2. c4").good().check();
        assertThat(r).hasSize(3);
        assertThat(error(r.get(1), FindingKind.UNCLOSED_COMMENT)).extracting(Finding::line, Finding::column).containsExactly(16L, 7);
    }

    @Test
    void anUnclosedCommentEndsAtAnEventTagLineEvenWithoutABlankLine() throws IOException {
        // The blank line the archive puts after each part is inside the comment here; the next
        // game's Event tag still ends it. A comment line starting with another tag does not.
        byte[] part = "[Event \"bad\"]\n\n1. e4 {never closed\n[Site \"in the comment\"]\n".getBytes(StandardCharsets.US_ASCII);
        List<GameReport> r = new HostileArchive().good().hostile(part).good().check();
        assertThat(r).hasSize(3);
        assertThat(error(r.get(1), FindingKind.UNCLOSED_COMMENT).line()).isEqualTo(16);
        String noBlank = HostileArchive.goodGame(1) + "\n\n[Event \"bad\"]\n\n1. e4 {open\n" + HostileArchive.goodGame(2) + "\n";
        List<GameReport> direct = TestRules.validate(noBlank);
        assertThat(direct).extracting(GameReport::isValid).containsExactly(true, false, true);
    }

    @Test
    void aCommentPastItsLimitIsReportedWhereItCrossedIt() throws IOException {
        String longComment = "[Event \"bad\"]\n\n1. e4 {" + repeat("lorem ipsum dolor\n", 200) + "} e5 *";
        List<GameReport> r = new HostileArchive().good().hostile(longComment).good().check(SMALL);
        Finding f = error(r.get(1), FindingKind.LIMIT);
        assertThat(f.message()).contains("comment opened at line 16, column 7", "longer than 2000 bytes");
        assertThat(f.line()).isGreaterThan(16);
    }

    @Test
    void variationsNestedAHundredThousandDeepStopAtTheDepthLimit() throws IOException {
        String deep = "[Event \"deep\"]\n\n1. e4 " + repeat("(1. d4 ", 100_000) + repeat(")", 100_000) + " *";
        List<GameReport> r = new HostileArchive().good().hostile(deep).good().check();
        Finding f = error(r.get(1), FindingKind.LIMIT);
        assertThat(f.message()).contains("variations nested deeper than 64");
        assertThat(f.line()).isEqualTo(16);
        // Over several lines, with the depth limit raised: the checker's stacks are not the bound.
        String deepLines = "[Event \"deep\"]\n\n1. e4 " + repeat("(1. d4\n", 3000) + "1... Ke7\n" + repeat(")\n", 3000) + " *";
        List<GameReport> raised = new HostileArchive().good().hostile(deepLines).good()
                .check(PgnLimits.defaults().withMaxVariationDepth(10_000));
        assertThat(error(raised.get(1), FindingKind.ILLEGAL_MOVE).message()).contains("in a variation");
    }

    @Test
    void thousandsOfTagsStopAtTheTagLimit() throws IOException {
        StringBuilder tags = new StringBuilder();
        for (int i = 0; i < 5000; i++) {
            tags.append("[Tag").append(i).append(" \"v\"]\n");
        }
        List<GameReport> r = new HostileArchive().good().hostile(tags + "\n1. e4 *").good().check();
        assertThat(r).hasSize(3);
        assertThat(error(r.get(1), FindingKind.LIMIT)).extracting(Finding::line, Finding::message)
                .containsExactly(14L + 1000, "more than 1000 tags");
    }

    @Test
    void giantTagValuesAndLongLinesAreCutAtTheirLimits() throws IOException {
        String giantValue = "[Event \"giant\"]\n[White \"" + repeat("x", 300_000) + "\"]\n\n1. e4 *";
        List<GameReport> r = new HostileArchive().good().hostile(giantValue).good().check();
        assertThat(error(r.get(1), FindingKind.LIMIT).message()).isEqualTo("tag White: value longer than 65536 bytes");
        String longLine = "[Event \"long\"]\n\n" + repeat("1. e4 e5 ", 200) + "*";
        List<GameReport> lines = new HostileArchive().good().hostile(longLine).good().check(SMALL);
        assertThat(error(lines.get(1), FindingKind.LIMIT)).extracting(Finding::line, Finding::column, Finding::message)
                .containsExactly(16L, 1001, "line longer than 1000 bytes");
    }

    @Test
    void tooManyPliesStopAtThePlyLimit() throws IOException {
        String shuffle = "[Event \"long game\"]\n\n" + repeat("Nf3 Nf6 Ng1 Ng8\n", 100) + "*";
        List<GameReport> r = new HostileArchive().good().hostile(shuffle).good().check(SMALL);
        assertThat(error(r.get(1), FindingKind.LIMIT).message()).isEqualTo("more than 300 moves");
        assertThat(TestRules.validate("[Event \"ok\"]\n\n" + repeat("Nf3 Nf6 Ng1 Ng8 ", 100) + "*\n"))
                .singleElement().matches(GameReport::isValid);
    }

    @Test
    void aGameLargerThanTheGameLimitIsStoppedThere() throws IOException {
        String big = "[Event \"big\"]\n\n1. e4 " + repeat("{a comment of forty bytes, more or less.}\n", 400) + "e5 *";
        List<GameReport> r = new HostileArchive().good().hostile(big).good().check(SMALL);
        Finding f = error(r.get(1), FindingKind.LIMIT);
        assertThat(f.message()).isEqualTo("the game (with the text before it) is longer than 8192 bytes");
        assertThat(f.line()).isBetween(16L + 150, 16L + 250);
    }

    @Test
    void junkLongerThanTheGameLimitIsReportedInPieces() throws IOException {
        byte[] junk = new byte[50_000];
        new Random(5).nextBytes(junk);
        for (int i = 0; i < junk.length; i++) {
            if (junk[i] == '[' || junk[i] == '{' || junk[i] == '\n' || junk[i] == '\r') {
                junk[i] = '~'; // no tag section, comment or line end to resynchronise at inside
            }
        }
        List<GameReport> r = new HostileArchive().good().hostile(junk).good().check(SMALL.withMaxLineLength(1 << 20));
        assertThat(r.size()).isBetween(2 + 50_000 / 8192, 2 + 50_000 / 8192 + 2);
        assertThat(r.subList(2, r.size() - 1)).allSatisfy(g -> assertThat(error(g, FindingKind.JUNK).message())
                .startsWith("no tag section within 8192 bytes"));
    }

    @Test
    void randomBytesBetweenGoodGamesDoNotHideThem() throws IOException {
        Random random = new Random(960);
        HostileArchive archive = new HostileArchive().good();
        for (int i = 0; i < 5; i++) {
            byte[] junk = new byte[200_000];
            random.nextBytes(junk);
            archive.hostile(junk).good();
        }
        archive.check();
        archive.check(SMALL);
    }

    @Test
    void aFloodOfBlankLinesIsCountedAgainstTheGameLimit() throws IOException {
        String flood = "[Event \"flood\"]\n" + repeat("\n", 20_000) + "1. e4 *";
        List<GameReport> r = new HostileArchive().good().hostile(flood).good().check(SMALL);
        assertThat(error(r.get(1), FindingKind.LIMIT).message()).contains("longer than 8192 bytes");
    }

    @Test
    void aLongLastLineSkippedAfterAnErrorEndsTheArchiveOnce() {
        // Found by PgnFuzzTest (a hang): skipping reached the end of the input past the line limit,
        // and each next game reported that line again without reading a byte.
        String pgn = "[Event \"g\"]\n\n2. e4 -\u00ff" + "x".repeat(200);
        List<GameReport> r = TestRules.validate(pgn.getBytes(StandardCharsets.ISO_8859_1),
                ValidationOptions.defaults().withLimits(SMALL.withMaxLineLength(80)));
        assertThat(r).singleElement().satisfies(g -> assertThat(error(g, FindingKind.JUNK)).extracting(Finding::line, Finding::column)
                .containsExactly(3L, 8));
    }

    @Test
    void absurdMoveNumbersAreIgnoredAsMoveNumbersAre() {
        String pgn = "[Event \"n\"]\n\n99999999999999999999. e4 e5 " + repeat("9", 100) + ". Nf3 Nc6 0. d4 *\n";
        assertThat(TestRules.validate(pgn)).singleElement().satisfies(r -> {
            assertThat(r.isValid()).as("%s", r.findings()).isTrue();
            assertThat(r.plies()).isEqualTo(5);
        });
    }

    @Test
    void controlCharactersInMoveTextAreJunkWithTheirPlace() throws IOException {
        List<GameReport> r = new HostileArchive().good().hostile("[Event \"ctl\"]\n\n1. e4 \u0000 e5 \u001b[31m *").good().check();
        assertThat(error(r.get(1), FindingKind.JUNK)).extracting(Finding::line, Finding::column, Finding::message)
                .containsExactly(16L, 7, "unexpected byte 0x00 in the move text");
        List<GameReport> del = new HostileArchive().good().hostile("[Event \"del\"]\n\n1. e4\u007f e5 *").good().check();
        assertThat(error(del.get(1), FindingKind.JUNK).message()).isEqualTo("unexpected byte 0x7F in the move text");
    }

    @Test
    void gamesWithoutMovesOrMarkersAreEachReported() throws IOException {
        StringBuilder noMoves = new StringBuilder();
        for (int i = 0; i < 20_000; i++) {
            noMoves.append("[Event \"e").append(i).append("\"]\n[Result \"*\"]\n\n*\n\n");
        }
        List<GameReport> valid = TestRules.validate(noMoves.toString());
        assertThat(valid).hasSize(20_000).allMatch(GameReport::isValid);
        // Tag sections without any marker: each one is a game of its own, invalid, and the next survives.
        StringBuilder tagsOnly = new StringBuilder();
        for (int i = 0; i < 3; i++) {
            tagsOnly.append("[Event \"t").append(i).append("\"]\n[Site \"?\"]\n\n");
        }
        List<GameReport> r = new HostileArchive().good().hostile(tagsOnly.toString().strip()).good().check();
        assertThat(r).extracting(GameReport::isValid).containsExactly(true, false, false, false, true);
        assertThat(r.subList(1, 4)).allSatisfy(g -> error(g, FindingKind.NO_TERMINATION));
    }

    @Test
    void legacyEncodingsAndOddLineEnds() throws IOException {
        byte[] latin1 = "[Event \"Caf\u00e9\"]\n[White \"M\u00fcller\"]\n\n1. e4 {tr\u00e8s bien} e5 *\n"
                .getBytes(StandardCharsets.ISO_8859_1);
        assertThat(TestRules.validate(latin1, ValidationOptions.defaults()))
                .singleElement().satisfies(g -> {
                    assertThat(g.isValid()).isTrue();
                    assertThat(g.findings()).extracting(Finding::kind).containsExactly(FindingKind.LATIN1, FindingKind.RESULT_MISSING);
                });
        String game = HostileArchive.goodGame(1) + "\n\n";
        String mixed = game.replace("\n", "\r") + game.replace("\n", "\r\n") + game.replace("\n", "\n\r") + game;
        assertThat(TestRules.validate(mixed)).hasSize(4).allMatch(GameReport::isValid);
        // UTF-16 with a byte order mark (some Windows tools' "Unicode") is read as UTF-8.
        String unicode = game.replace("\"good 1\"", "\"Caf\u00e9 \u4e2d\"") + game;
        for (java.nio.charset.Charset utf16 : List.of(StandardCharsets.UTF_16LE, StandardCharsets.UTF_16BE)) {
            byte[] text = ("\ufeff" + unicode).getBytes(utf16);
            assertThat(TestRules.validate(text, ValidationOptions.defaults())).hasSize(2).allMatch(GameReport::isValid);
        }
    }

    @Test
    void theHumanReportShowsControlCharactersAsEscapes() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PgnValidatorComponent validator = TestRules.validator();
        byte[] pgn = "[Variant \"\u001b[2J\u0007\"]\n\n1. e4 *\n".getBytes(StandardCharsets.ISO_8859_1);
        validator.validate(new ByteArrayInputStream(pgn), "t", ValidationOptions.defaults(),
                validator.reportSink(ReportFormat.HUMAN, out));
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("unknown variant \"\\x1B[2J\\x07\"")
                .doesNotContain("\u001b", "\u0007");
    }
}
