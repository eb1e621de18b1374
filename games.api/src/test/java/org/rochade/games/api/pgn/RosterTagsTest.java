package org.rochade.games.api.pgn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RosterTagsTest {
    @Test
    void holdsThePresentTagsInRosterOrderWhateverOrderTheyCameIn() {
        Map<String, String> given = new LinkedHashMap<>();
        given.put("White", "Carlsen");
        given.put("Event", "Freestyle");
        given.put("Result", "1-0");
        RosterTags tags = RosterTags.copyOf(given);
        assertThat(tags).containsExactly(Map.entry("Event", "Freestyle"), Map.entry("White", "Carlsen"),
                Map.entry("Result", "1-0"));
        assertThat(tags).hasSize(3).isEqualTo(given).hasSameHashCodeAs(given);
        assertThat(tags.get("White")).isEqualTo("Carlsen");
        assertThat(tags.get("Site")).isNull();
        assertThat(tags.containsKey("Black")).isFalse();
        assertThat(RosterTags.copyOf(tags)).isSameAs(tags);
    }

    @Test
    void readsRosterNamesIgnoringCaseAndRejectsOtherTags() {
        assertThat(RosterTags.rosterIndex("event")).isZero();
        assertThat(RosterTags.rosterIndex("RESULT")).isEqualTo(6);
        assertThat(RosterTags.rosterIndex("Opening")).isEqualTo(-1);
        assertThatThrownBy(() -> RosterTags.copyOf(Map.of("Opening", "FRC 518")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Opening");
        assertThatThrownBy(() -> RosterTags.of("only one")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void isImmutableAndIndependentOfTheArrayItWasMadeFrom() {
        String[] values = {"E", null, null, "3", null, null, "*"};
        RosterTags tags = RosterTags.of(values);
        values[0] = "changed";
        assertThat(tags.get("Event")).isEqualTo("E");
        assertThatThrownBy(() -> tags.put("Site", "x")).isInstanceOf(UnsupportedOperationException.class);
        assertThat(tags.keySet()).containsExactly("Event", "Round", "Result");
    }
}
