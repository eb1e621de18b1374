package org.rochade.formats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.rochade.rules.api.Variant;
import org.rochade.event.api.format.StartRule;

class FormatDefinitionTest {

    /** The configuration as SCR hands it over: its properties ({@code service.pid} among them). */
    private static FormatDefinition read(Map<String, ?> properties) {
        return FormatDefinition.from(properties);
    }

    @Test
    void valuesGivenAsNumbersListsOrArraysAreReadAsTheirText() {
        FormatDefinition format = read(Map.of("service.pid", "org.rochade.format~typed", "rounds", 5,
                "exclude", new Integer[] {518, 0}, "castling", List.of("fide")));

        assertThat(format.rounds()).isEqualTo(5);
        assertThat(format.excluded()).containsExactlyInAnyOrder(518, 0); // an array was read as its first element alone
        assertThat(read(Map.of("name", "ints", "exclude", new int[] {1, 2})).excluded()).containsExactlyInAnyOrder(1, 2);
        assertThatThrownBy(() -> read(Map.of("name", "two", "variant", new String[] {"chess960", "dfrc"})))
                .hasMessageContaining("variant 'chess960,dfrc' is not one of");
    }

    @Test
    void defaultsAreARandomChess960EventWithFideCastlingNamedAfterTheConfiguration() {
        FormatDefinition format = read(Map.of("service.pid", "org.rochade.format~open"));

        assertThat(format).isEqualTo(new FormatDefinition("open", Variant.CHESS960, "fide", StartRule.random(), "Chess960",
                0, Set.of(), Optional.empty()));
    }

    @Test
    void readsEveryProperty() {
        FormatDefinition format = read(Map.of(
                "service.pid", "org.rochade.format~x", "name", "shuffle", "variant", "FISCHER168",
                "castling", "None", "start", " 17 ", "variantTag", "Fischer 168", "rounds", "7", "exclude", " 12, 3,,",
                "commitment", "A4AD7CD8FC652C45EAB8F7D07ED584B1777551073A324186EF5332AF5469C864"));

        assertThat(format).isEqualTo(new FormatDefinition("shuffle", Variant.FISCHER168, "none", StartRule.fixed(17), "Fischer 168",
                7, Set.of(3, 12), Optional.of("a4ad7cd8fc652c45eab8f7d07ed584b1777551073a324186ef5332af5469c864")));
    }

    @Test
    void classicWritesNoVariantTagByDefault() {
        assertThat(read(Map.of("name", "club", "variant", "classic", "start", "518")).variantTag())
                .isEmpty();
    }

    @Test
    void anEmptyVariantTagIsTheVariantsOwn() {
        assertThat(read(Map.of("name", "x", "variant", "fischer168", "variantTag", " ")).variantTag()).isEqualTo("Fischer168");
    }

    @Test
    void anUnknownKeyMakesTheFormatUnusableAndTheClosestKeyIsSuggested() {
        assertThatThrownBy(() -> read(Map.of("name", "typo", "exlude", "518", "rounds", "3")))
                .hasMessage("event format 'typo': unknown key 'exlude' (did you mean 'exclude'?); the keys are name, variant,"
                        + " castling, start, variantTag, rounds, exclude, commitment");
        assertThatThrownBy(() -> read(Map.of("name", "t", "variant_tag", "x", "colour", "white")))
                .hasMessageStartingWith("event format 't': unknown keys 'colour', 'variant_tag' (did you mean 'variantTag'?);");
        assertThatThrownBy(() -> read(Map.of("name", "t", "Castling", "none")))
                .hasMessageContaining("unknown key 'Castling' (did you mean 'castling'?)");
        // At most two edits off, case, '_' and '-' ignored: "rnds" (two letters missing) is suggested
        // "rounds"; "rnd", three off every key, gets no suggestion.
        assertThatThrownBy(() -> read(Map.of("name", "t", "rnds", "3")))
                .hasMessageStartingWith("event format 't': unknown key 'rnds' (did you mean 'rounds'?);");
        assertThatThrownBy(() -> read(Map.of("name", "t", "rnd", "3")))
                .hasMessageStartingWith("event format 't': unknown key 'rnd'; the keys are");
        // The framework's own keys (ConfigAdmin, FileInstall, SCR) are no format's and not unknown.
        assertThat(read(Map.of("service.pid", "org.rochade.format~fw", "service.factoryPid", "org.rochade.format",
                "felix.fileinstall.filename", "file:/x/org.rochade.format-fw.cfg", "component.name", "c", "component.id", "7",
                "osgi.ds.satisfying.condition.target", "(osgi.condition.id=true)")).name()).isEqualTo("fw");
    }

    @Test
    void badConfigurationsNameTheFormatAndTheProperty() {
        assertThatThrownBy(() -> read(Map.of("name", "a", "variant", "shogi")))
                .hasMessage("event format 'a': variant 'shogi' is not one of chess960, fischer168, classic, dfrc");
        assertThatThrownBy(() -> read(Map.of("name", "b", "start", "sometimes")))
                .hasMessage("event format 'b': start 'sometimes' is not random, die, an array number or a pair W:B");
        assertThatThrownBy(() -> read(Map.of("name", "c", "variant", "classic", "start", "die")))
                .hasMessage("event format 'c': the die procedure is for chess960 and dfrc only, not classic");
        assertThatThrownBy(() -> read(Map.of("service.pid", "org.rochade.format.1234")))
                .hasMessageContaining("no name");
        assertThatThrownBy(() -> read(Map.of("name", "d", "rounds", "0")))
                .hasMessage("event format 'd': rounds '0' is not a number of rounds (1 or more)");
        assertThatThrownBy(() -> read(Map.of("name", "e", "exclude", "518, SP 3")))
                .hasMessage("event format 'e': exclude 'SP 3' is not an array number");
        assertThatThrownBy(() -> read(Map.of("name", "f", "commitment", "abc")))
                .hasMessage("event format 'f': commitment 'abc' is not a SHA-256 in hex (64 digits 0-9, a-f)");
    }
}
