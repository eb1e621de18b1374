package org.rochade.diagram;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.rochade.diagram.SvgRead.parse;
import static org.rochade.diagram.SvgRead.withClass;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.rochade.rules.api.StartArray;
import org.rochade.rules.api.Variant;
import org.w3c.dom.Element;

/** The heat map of White's score by start array. */
class HeatMapTest {
    private static final Diagrams DIAGRAMS = DiagramsTest.DIAGRAMS;

    private static List<ArrayScore> chess960(ArrayScore... scored) {
        List<ArrayScore> scores = new ArrayList<>();
        for (int sp = 0; sp < 960; sp++) {
            scores.add(ArrayScore.none(new StartArray(Variant.CHESS960, sp, sp, CardsAndSheetsTest.backRank(sp))));
        }
        for (ArrayScore score : scored) {
            scores.set(score.array().sp(), score);
        }
        return scores;
    }

    @Test
    void oneSquarePerArrayColouredByWhitesScoreOrHatchedWhenTooFew() {
        StartArray sp289 = new StartArray(Variant.CHESS960, 289, 289, "BQNBRKRN");
        StartArray sp17 = new StartArray(Variant.CHESS960, 17, 17, CardsAndSheetsTest.backRank(17));
        StartArray sp40 = new StartArray(Variant.CHESS960, 40, 40, CardsAndSheetsTest.backRank(40));
        List<ArrayScore> scores = chess960(new ArrayScore(sp289, 3, 2, 0.75, 0.3, 0.95),
                new ArrayScore(sp17, 4, 4, 0.25, 0.05, 0.6), new ArrayScore(sp40, 1, 1, 1.0, 0.2, 1.0));

        List<Element> squares = withClass(parse(DIAGRAMS.heatMap(scores, 2)), "score");

        assertThat(squares).hasSize(960);
        assertThat(squares).extracting(e -> e.getAttribute("data-number")).startsWith("0", "1", "2").endsWith("959");
        Element white = squares.get(289);
        assertThat(white.getAttribute("data-games")).isEqualTo("3");
        assertThat(white.getAttribute("fill")).isEqualTo("#b2182b");
        assertThat(white.getTextContent()).contains("SP 289 BQNBRKRN", "3 games", "White 75.0%", "30.0-95.0%");
        assertThat(squares.get(17).getAttribute("fill")).isEqualTo("#2166ac");
        assertThat(squares.get(40).getAttribute("fill")).as("one game is too few").isEqualTo("url(#rochade-too-few)");
        assertThat(squares.get(40).getTextContent()).contains("too few games to tell");
        assertThat(squares.get(518).getAttribute("fill")).isEqualTo("url(#rochade-too-few)");
        assertThat(squares.get(518).getTextContent()).endsWith("no games");
        // 32 a row: SP 32 starts the second row
        assertThat(squares.get(32).getAttribute("x")).isEqualTo(squares.get(0).getAttribute("x"));
        assertThat(Double.parseDouble(squares.get(32).getAttribute("y"))).isGreaterThan(Double.parseDouble(squares.get(31).getAttribute("y")));
    }

    @Test
    void scoresRunFromBlueThroughWhiteToRed() {
        StartArray a = new StartArray(Variant.CHESS960, 0, 0, CardsAndSheetsTest.backRank(0));
        String even = withClass(parse(DIAGRAMS.heatMap(List.of(new ArrayScore(a, 10, 10, 0.5, 0.2, 0.8)), 1)), "score").get(0).getAttribute("fill");
        String strong = withClass(parse(DIAGRAMS.heatMap(List.of(new ArrayScore(a, 10, 10, 0.9, 0.6, 1)), 1)), "score").get(0).getAttribute("fill");
        assertThat(even).isEqualTo("#f7f7f7");
        assertThat(strong).isEqualTo("#b2182b");
    }

    @Test
    void fischer168HasFourteenARowAndMixedOrEmptyInputIsRefused() {
        List<ArrayScore> scores = new ArrayList<>();
        for (int i = 1; i <= 168; i++) {
            scores.add(ArrayScore.none(new StartArray(Variant.FISCHER168, i, i, "RNBQKBNR")));
        }
        List<Element> squares = withClass(parse(DIAGRAMS.heatMap(scores, 10)), "score");
        assertThat(squares).hasSize(168);
        assertThat(squares.get(14).getAttribute("x")).isEqualTo(squares.get(0).getAttribute("x"));
        assertThat(squares.get(0).getTextContent()).startsWith("No. 1, SP 1 RNBQKBNR");

        assertThatThrownBy(() -> DIAGRAMS.heatMap(List.of(), 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> DIAGRAMS.heatMap(scores, 0)).isInstanceOf(IllegalArgumentException.class);
        List<ArrayScore> mixed = new ArrayList<>(scores);
        mixed.add(ArrayScore.none(new StartArray(Variant.CHESS960, 518, 518, "RNBQKBNR")));
        assertThatThrownBy(() -> DIAGRAMS.heatMap(mixed, 1)).hasMessageContaining("one variant");
        assertThatThrownBy(() -> new ArrayScore(scores.get(0).array(), 2, 3, 0.5, 0, 1)).isInstanceOf(IllegalArgumentException.class);
    }
}
