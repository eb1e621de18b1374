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
}
