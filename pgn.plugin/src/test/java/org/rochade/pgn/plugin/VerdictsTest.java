package org.rochade.pgn.plugin;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.rochade.games.api.pgn.Finding;
import org.rochade.games.api.pgn.FindingKind;
import org.rochade.games.api.pgn.GameReport;

/**
 * The verdicts on archives no one here wrote: null moves on the main line, Variant spellings,
 * findings in the order of their places, braces inside comments, and a game that runs into the
 * next one's tags.
 */
class VerdictsTest {

    private static GameReport one(String pgn) {
        List<GameReport> reports = TestRules.validate(pgn);
        assertThat(reports).hasSize(1);
        return reports.get(0);
    }

    @Test
    void aNullMoveOnTheMainLineMakesTheGameInvalidAndInAVariationItIsAllowed() {
        GameReport main = one("[Event \"e\"]\n[Result \"*\"]\n\n1. e4 -- 2. d4 Z0 3. c4 *\n");
        assertThat(main.isValid()).isFalse();
        assertThat(main.findings()).extracting(Finding::kind).containsExactly(FindingKind.NULL_MOVE, FindingKind.NULL_MOVE);
        assertThat(main.findings().get(0)).extracting(Finding::line, Finding::column, Finding::ply, Finding::move)
                .containsExactly(4L, 7, 2, "--");
        assertThat(main.findings().get(0).message()).isEqualTo(
                "null move '--' on the main line: no move was played (a null move is allowed in a variation)");
        assertThat(main.plies()).as("the moves after it are still played").isEqualTo(5);

        GameReport variation = one("[Event \"e\"]\n[Result \"*\"]\n\n1. e4 e5 (1... -- 2. d4 d5) 2. Nf3 *\n");
        assertThat(variation.isValid()).as(variation.findings().toString()).isTrue();
        assertThat(variation.findings()).isEmpty();
    }

    @Test
    void zeroZeroZeroZeroIsANullMoveAndWithADotAMoveNumber() {
        GameReport main = one("[Event \"e\"]\n[Result \"*\"]\n\n1. e4 0000 2. d4 (2. Nf3 0000 3. Nc3) 2... d5 *\n");
        assertThat(main.findings()).extracting(Finding::kind, Finding::ply, Finding::move)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(FindingKind.NULL_MOVE, 2, "0000"));
        assertThat(main.plies()).as("the moves after it are played").isEqualTo(4);

        GameReport numbered = one("[Event \"e\"]\n[Result \"*\"]\n\n0000. e4 e5 *\n");
        assertThat(numbered.isValid()).as(numbered.findings().toString()).isTrue();
        assertThat(numbered.plies()).isEqualTo(2);
    }

    @Test
    void variantSpellingsWithOtherPunctuationSpacingOrCaseAreRead() {
        for (String spelling : List.of("Chess-960", "chess_960", "Fischer-Random", "FISCHER RANDOM", "Chess.960")) {
            GameReport r = one("[Variant \"" + spelling + "\"]\n[Result \"*\"]\n"
                    + "[FEN \"bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1\"]\n[SetUp \"1\"]\n\n1. O-O O-O *\n");
            assertThat(r.isValid()).as(spelling + ": " + r.findings()).isTrue();
            assertThat(r.variant()).isEqualTo("chess960");
        }
    }

    @Test
    void anUnknownVariantIsToldTheClosestSpellingAndTheAcceptedOnes() {
        GameReport r = one("[Variant \"Chess 96\"]\n[Result \"*\"]\n\n1. e4 *\n");
        assertThat(r.findings()).extracting(Finding::kind).containsExactly(FindingKind.UNKNOWN_VARIANT);
        assertThat(r.findings().get(0).message()).startsWith(
                "unknown variant \"Chess 96\": the closest accepted spelling is \"chess960\"; accepted (case, spaces, '-', '_'"
                        + " and '.' ignored): chess960 chess960, chess 960, 960, fischerandom")
                .contains("; fischer168 fischer168, fischer 168; classic standard, chess", "; dfrc dfrc, double fischer random");
    }

    @Test
    void findingsComeInTheOrderOfTheirPlaces() {
        // The reader finds the bad NAG first, the checker then the FEN without SetUp (about the game:
        // its first line), the move that is no SAN (before the NAG on line 4) and the missing Result tag.
        GameReport r = one("[Event \"e\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n1. e4 Ke7 2. e5 Kz9 $300\n*\n");
        assertThat(r.findings()).hasSizeGreaterThan(2)
                .isSortedAccordingTo(Comparator.comparingLong(Finding::line).thenComparingInt(Finding::column));
        assertThat(r.findings()).extracting(Finding::kind).containsExactly(FindingKind.SETUP_MISSING,
                FindingKind.RESULT_MISSING, FindingKind.SAN_SYNTAX, FindingKind.NAG);
    }

    @Test
    void aBraceInsideACommentIsReportedAsCommentsDoNotNest() {
        GameReport nested = one("[Event \"e\"]\n[Result \"*\"]\n\n1. e4 {outer {inner} rest} e5 2. Nf3 *\n");
        assertThat(nested.findings()).extracting(Finding::kind).containsExactly(FindingKind.NESTED_COMMENT);
        assertThat(nested.findings().get(0)).extracting(Finding::line, Finding::column).containsExactly(4L, 14);
        assertThat(nested.findings().get(0).message()).startsWith(
                "comments do not nest: this '{' is inside the comment opened at line 4, column 7");
        assertThat(nested.plies()).as("the moves after the comment are read").isEqualTo(3);
        // Across lines too, and two deep.
        GameReport deep = one("[Event \"e\"]\n[Result \"*\"]\n\n1. e4 {a {b {c} d}\ne} e5 *\n");
        assertThat(deep.findings()).extracting(Finding::kind).containsExactly(FindingKind.NESTED_COMMENT);
        assertThat(deep.plies()).isEqualTo(2);
        // A ';' comment after it, in this game or the next, has no nested comment of its own.
        List<GameReport> two = TestRules.validate("[Event \"e\"]\n[Result \"*\"]\n\n1. e4 {outer {inner} rest} e5 ; note\n*\n\n"
                + "[Event \"f\"]\n[Result \"*\"]\n\n1. d4 ; another note\nd5 *\n");
        assertThat(two.get(0).findings()).extracting(Finding::kind).containsExactly(FindingKind.NESTED_COMMENT);
        assertThat(two.get(1).findings()).isEmpty();
        // A '{' in a comment that nothing shows was meant to nest is just text.
        GameReport text = one("[Event \"e\"]\n[Result \"*\"]\n\n1. e4 {a { b} e5 {c} 2. Nf3 *\n");
        assertThat(text.isValid()).as(text.findings().toString()).isTrue();
        assertThat(TestRules.validator().read("[Result \"*\"]\n\n1. e4 {outer {inner} rest} *\n").get(0).moves().get(0)
                .comments()).containsExactly("outer {inner} rest");
    }

    @Test
    void aBraceInARestOfLineCommentAfterACommentDoesNotMakeItNested() {
        // Comments do not nest: "{see {x}" is the comment "see {x"; the '}' after ';' is that
        // comment's text, not the '}' of a nested one (chessops reads it so: 5 plies, valid).
        String pgn = "[Event \"a\"]\n[Result \"*\"]\n\n1. e4 {see {x} e5 2. Nf3 ; a note with } brace\nNc6 3. Bb5 *\n";
        GameReport r = one(pgn);
        assertThat(r.findings()).isEmpty();
        assertThat(r.plies()).isEqualTo(5);
        var moves = TestRules.validator().read(pgn).get(0).moves();
        assertThat(moves.get(0).comments()).containsExactly("see {x");
        assertThat(moves.get(2).comments()).containsExactly(" a note with } brace");
        // Where the '}' that shows the nesting comes before the ';', it still does.
        GameReport nested = one("[Event \"e\"]\n[Result \"*\"]\n\n1. e4 {a {b} c} e5 ; and } more\n2. Nf3 *\n");
        assertThat(nested.findings()).extracting(Finding::kind).containsExactly(FindingKind.NESTED_COMMENT);
        assertThat(nested.plies()).isEqualTo(3);
        // A line in brackets that is no tag pair ([%cal ...]) does not stop the look for that '}'.
        GameReport arrows = one("[Event \"e\"]\n[Result \"*\"]\n\n1. e4 {a {b} c\n[%cal Ge2e4] d} e5 *\n");
        assertThat(arrows.findings()).extracting(Finding::kind).containsExactly(FindingKind.NESTED_COMMENT);
        assertThat(arrows.plies()).isEqualTo(2);
    }

    @Test
    void anEnPassantCaptureWithTheSuffixEpIsReadWithAWarningAndTheSuffixElsewhereIsAnError() {
        GameReport ep = one("[Event \"e\"]\n[Result \"*\"]\n\n1. e4 a6 2. e5 d5 3. exd6 e.p. Nf6 *\n");
        assertThat(ep.isValid()).as(ep.findings().toString()).isTrue();
        assertThat(ep.plies()).isEqualTo(6);
        assertThat(ep.findings()).extracting(Finding::kind, Finding::line, Finding::column, Finding::ply)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(FindingKind.EN_PASSANT_SUFFIX, 4L, 27, 5));
        assertThat(ep.findings().get(0).isError()).isFalse();
        assertThat(ep.findings().get(0).message()).startsWith("'e.p.' after the en passant capture exd6");
        // In a variation too.
        GameReport inVariation = one("[Event \"e\"]\n[Result \"*\"]\n\n1. e4 a6 2. e5 d5 (2... f5 3. exf6 e.p.) 3. Nf3 *\n");
        assertThat(inVariation.isValid()).isTrue();
        assertThat(inVariation.findings()).singleElement().extracting(Finding::message).asString()
                .startsWith("in a variation: 'e.p.' after the en passant capture exf6");
        // After a move that is no en passant capture, or after no move: an error that names it.
        GameReport wrong = one("[Event \"e\"]\n[Result \"*\"]\n\n1. e4 e.p. e5 *\n");
        assertThat(wrong.isValid()).isFalse();
        assertThat(wrong.plies()).isEqualTo(2);
        assertThat(wrong.findings()).singleElement().satisfies(f -> {
            assertThat(f.kind()).isEqualTo(FindingKind.EN_PASSANT_SUFFIX_MISPLACED);
            assertThat(f.message()).isEqualTo("'e.p.' after e4, which is not an en passant capture");
            assertThat(f.column()).isEqualTo(7);
        });
        assertThat(one("[Event \"e\"]\n[Result \"*\"]\n\n1. e.p. e4 *\n").findings()).singleElement()
                .extracting(Finding::message).isEqualTo("'e.p.' follows no move");
        // An 'e' that is not the suffix is still no move.
        assertThat(one("[Event \"e\"]\n[Result \"*\"]\n\n1. e4 e. p. *\n").findings()).extracting(Finding::kind)
                .contains(FindingKind.SAN_SYNTAX);
        // The written game is in SAN: without the suffix.
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        try {
            TestRules.validator().convert(new java.io.ByteArrayInputStream("[Event \"e\"]\n[Result \"*\"]\n\n1. e4 a6 2. e5 d5 3. exd6 e.p. Nf6 *\n"
                    .getBytes(java.nio.charset.StandardCharsets.UTF_8)), org.rochade.games.api.pgn.ConversionOptions.defaults(), out, null);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        assertThat(out.toString(java.nio.charset.StandardCharsets.UTF_8)).contains("3. exd6 Nf6 *").doesNotContain("e.p.");
    }

    @Test
    void aGameThatRunsIntoTheNextGamesTagsIsReportedAtTheTagSection() {
        String pgn = "[Event \"a\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6\n\n[Event \"b]\n[Site \"x\"]\n[Result \"*\"]\n\n1. d4 d5 *\n";
        List<GameReport> reports = TestRules.validate(pgn);
        assertThat(reports).hasSize(2);
        assertThat(reports.get(0).findings()).extracting(Finding::kind, Finding::line, Finding::column)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(FindingKind.NO_TERMINATION, 6L, 1));
        assertThat(reports.get(0).findings().get(0).message()).isEqualTo(
                "the game has no termination marker: it runs into the next game's tag section, which starts here");
        assertThat(reports.get(0).plies()).isEqualTo(4);
        assertThat(reports.get(1).findings()).extracting(Finding::kind).containsExactly(FindingKind.TAG_SYNTAX);
        assertThat(reports.get(1).plies()).isEqualTo(2);
        // And with a well-formed tag section.
        List<GameReport> plain = TestRules.validate(pgn.replace("[Event \"b]", "[Event \"b\"]"));
        assertThat(plain.get(0).findings()).extracting(Finding::kind, Finding::line, Finding::column)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(FindingKind.NO_TERMINATION, 6L, 1));
        assertThat(plain.get(1).isValid()).isTrue();
    }
}
