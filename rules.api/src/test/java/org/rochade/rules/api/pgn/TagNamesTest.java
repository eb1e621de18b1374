package org.rochade.rules.api.pgn;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TagNamesTest {
    @Test
    void namesAreTheSameIgnoringCase() {
        assertThat(TagNames.same("Event", "Event")).isTrue();
        assertThat(TagNames.same("Event", "event")).isTrue();
        assertThat(TagNames.same("SETUP", "SetUp")).isTrue();
        assertThat(TagNames.same("fen", "FEN")).isTrue();
        assertThat(TagNames.same("", "")).isTrue();
    }

    @Test
    void otherNamesDiffer() {
        assertThat(TagNames.same("Event", "Round")).isFalse(); // same length, other first letter
        assertThat(TagNames.same("White", "Whitf")).isFalse(); // same first letter, other name
        assertThat(TagNames.same("Site", "Sites")).isFalse();
        assertThat(TagNames.same("", "A")).isFalse();
        // '[' and '{' differ only in the bit that folds letters: the first-letter test lets them through,
        // the comparison of the names still tells them apart.
        assertThat(TagNames.same("[x", "{x")).isFalse();
    }
}
