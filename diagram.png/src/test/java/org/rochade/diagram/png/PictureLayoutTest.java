package org.rochade.diagram.png;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The names of a draw's picture directory and which of its pictures are not the last draw's. */
class PictureLayoutTest {

    @Test
    void namesOfCardsAndPages() {
        assertThat(List.of(PictureLayout.cardSvg(12), PictureLayout.cardPng(12), PictureLayout.sheetPage(3),
                PictureLayout.cardCaption(12))).containsExactly("round-12.svg", "round-12.png", "sheet-3.svg", "Round 12");
    }

    @Test
    void staleAreCardsOfOtherRoundsAndPagesPastTheLastCardsFirstInNumericOrder() {
        List<String> names = List.of("sheet-3.svg", "round-10.svg", "round-9.png", "round-2.svg", "round-2.png",
                "sheet-1.svg", "sheet-2.svg", "round-9.svg", "round-4.png");
        assertThat(PictureLayout.stale(names, Set.of(1, 2, 3, 4), 1))
                .containsExactly("round-9.png", "round-9.svg", "round-10.svg", "sheet-2.svg", "sheet-3.svg");
    }

    @Test
    void namesOutsideTheLayoutAreNeverStale() {
        List<String> names = List.of("round-0.svg", "round-07.svg", "sheet-5.png", "round-5.jpg", "Round-5.svg",
                "round-5.svg.bak", "notes.txt", "sheet-.svg", "round-1234567890.svg");
        assertThat(PictureLayout.stale(names, Set.of(1), 1)).isEmpty();
    }

    @Test
    void aRoundNotDrawnIsStaleEvenBelowTheLastOne() {
        // An event format's rounds: the cards of the rounds revealed, whatever their numbers.
        assertThat(PictureLayout.stale(List.of("round-2.svg", "round-3.svg"), Set.of(1, 3), 1)).containsExactly("round-2.svg");
    }
}
