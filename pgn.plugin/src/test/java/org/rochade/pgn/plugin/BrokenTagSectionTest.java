package org.rochade.pgn.plugin;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.rochade.games.api.pgn.Finding;
import org.rochade.games.api.pgn.FindingKind;
import org.rochade.games.api.pgn.GameReport;

/** A tag section cut off inside a value never swallows the game after it. */
class BrokenTagSectionTest {

    @Test
    void anEventLineAfterATagSectionThatBeganWithABrokenEventStartsTheNextGame() {
        List<GameReport> reports = TestRules.validate("""
                [Event "Cut off
                [Site "?"]
                [Result "*"]

                [Event "Good"]
                [Site "?"]
                [White "a"]
                [Black "b"]
                [Result "1-0"]

                1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0
                """);
        assertThat(reports).hasSize(2);
        GameReport broken = reports.get(0);
        assertThat(broken.isValid()).isFalse();
        assertThat(broken.findings()).extracting(Finding::kind).containsExactly(FindingKind.TAG_SYNTAX, FindingKind.NO_TERMINATION);
        assertThat(broken.findings().get(0).line()).isEqualTo(1);
        GameReport good = reports.get(1);
        assertThat(good.line()).isEqualTo(5);
        assertThat(good.isValid()).isTrue();
        assertThat(good.findings()).isEmpty();
        assertThat(good.plies()).isEqualTo(7);
    }

    @Test
    void aBrokenTagOtherThanEventKeepsTheSectionTogether() {
        List<GameReport> reports = TestRules.validate("""
                [Event "One"]
                [Site "cut
                [Result "*"]

                1. e4 *
                """);
        assertThat(reports).hasSize(1);
        assertThat(reports.get(0).findings()).extracting(Finding::kind).containsExactly(FindingKind.TAG_SYNTAX);
        assertThat(reports.get(0).plies()).isEqualTo(1);
    }

    @Test
    void aBrokenTagPairIsReportedAtTheCharacterWhereItBreaks() {
        String big = "x".repeat(65_536);
        List<GameReport> reports = TestRules.validate("[Event \"a\"]\n"
                + "[Site \"x\n" // the line ends inside the value: at the line end, column 9
                + "[Round 3]\n" // no quote: at the '3', column 8
                + "[White \"a\" x]\n" // no ']': at the 'x', column 12
                + "[White2 \"\"Socrates Expert\"\"]\n" // a lichess export: at the 'S', column 11
                + "[  %cal Ge2e4]\n" // no name: at the '%', column 4
                + "[Black \"" + big + "y\"]\n" // the byte past the value limit: column 8 + 65,537
                + "[Annotator \"" + big + "\\\"z\"]\n" // past the limit at an escaped '"': there
                + "[" + "N".repeat(256) + " \"v\"]\n" // the 256th byte of a name
                + "[Result \"*\"]\n\n1. e4 *\n");
        assertThat(reports).singleElement().extracting(GameReport::plies).isEqualTo(1);
        assertThat(reports.get(0).findings()).extracting(Finding::line, Finding::column).containsExactly(
                org.assertj.core.groups.Tuple.tuple(2L, 9), org.assertj.core.groups.Tuple.tuple(3L, 8),
                org.assertj.core.groups.Tuple.tuple(4L, 12), org.assertj.core.groups.Tuple.tuple(5L, 11),
                org.assertj.core.groups.Tuple.tuple(6L, 4), org.assertj.core.groups.Tuple.tuple(7L, 8 + 65_537),
                org.assertj.core.groups.Tuple.tuple(8L, 12 + 65_536 + 2), org.assertj.core.groups.Tuple.tuple(9L, 257));
        // A game without a marker that runs into a broken tag still ends at the tag's '['.
        List<GameReport> two = TestRules.validate("[Event \"a\"]\n[Result \"*\"]\n\n1. e4\n\n[Event \"b]\n[Result \"*\"]\n\n1. d4 *\n");
        assertThat(two.get(0).findings()).extracting(Finding::kind, Finding::line, Finding::column)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(FindingKind.NO_TERMINATION, 6L, 1));
        assertThat(two.get(1).findings()).extracting(Finding::kind, Finding::line, Finding::column)
                .contains(org.assertj.core.groups.Tuple.tuple(FindingKind.TAG_SYNTAX, 6L, 11));
    }
}
