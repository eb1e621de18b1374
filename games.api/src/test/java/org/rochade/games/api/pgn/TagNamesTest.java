package org.rochade.games.api.pgn;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TagNamesTest {
    @Test
    void namesAreTheSameIgnoringTheCaseOfTheirLetters() {
        assertThat(TagNames.same("Event", "Event")).isTrue();
        assertThat(TagNames.same("Event", "event")).isTrue();
        assertThat(TagNames.same("SETUP", "SetUp")).isTrue();
        assertThat(TagNames.same("fen", "FEN")).isTrue();
        assertThat(TagNames.same("White_Elo2", "WHITE_elo2")).isTrue();
        assertThat(TagNames.same("", "")).isTrue();
    }

    @Test
    void otherNamesDiffer() {
        assertThat(TagNames.same("Event", "Round")).isFalse();
        assertThat(TagNames.same("White", "Whitf")).isFalse();
        assertThat(TagNames.same("Site", "Sites")).isFalse();
        assertThat(TagNames.same("", "A")).isFalse();
        // Only letters fold: '[' and '{' differ by the same bit as 'A' and 'a'.
        assertThat(TagNames.same("x[", "x{")).isFalse();
        assertThat(TagNames.same("@", "`")).isFalse();
    }

    @Test
    void theSameNamesHaveTheSameHint() {
        String[][] pairs = {{"Event", "EVENT"}, {"fen", "FEN"}, {"SetUp", "setup"}, {"", ""}, {"_x", "_X"}};
        for (String[] pair : pairs) {
            assertThat(TagNames.hint(pair[0])).as(pair[0]).isEqualTo(TagNames.hint(pair[1]));
        }
        assertThat(TagNames.hint("Event")).isNotEqualTo(TagNames.hint("Round")).isNotEqualTo(TagNames.hint("Even"));
    }
}
