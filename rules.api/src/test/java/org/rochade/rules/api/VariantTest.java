package org.rochade.rules.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.HashMap;
import java.util.Map;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class VariantTest {

    @ParameterizedTest
    @EnumSource(Variant.class)
    void theTagWrittenReadsBackAsTheVariant(Variant variant) {
        // Classic games carry no Variant tag; dfrc games are written as Chess960 games, and a
        // reader tells them apart by their arrays.
        Variant readAs = variant == Variant.DFRC ? Variant.CHESS960 : variant;
        if (variant.pgnTag().isEmpty()) {
            assertThat(variant).isEqualTo(Variant.CLASSIC);
        } else {
            assertThat(Variant.fromPgnTag(variant.pgnTag())).contains(readAs);
            assertThat(Variant.fromPgnTag(" " + variant.pgnTag().toUpperCase(Locale.ROOT) + "\t")).contains(readAs);
        }
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void everyAliasIsLowerCaseAndReadsAsItsVariant(Variant variant) {
        assertThat(variant.pgnAliases()).isNotEmpty().doesNotHaveDuplicates();
        for (String alias : variant.pgnAliases()) {
            assertThat(alias).isEqualTo(alias.toLowerCase(Locale.ROOT)).isEqualTo(alias.strip());
            assertThat(Variant.fromPgnTag(alias)).contains(variant);
        }
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void theIdIsNotATagOfAnotherVariant(Variant variant) {
        assertThat(Variant.fromPgnTag(variant.id())).isIn(Optional.empty(), Optional.of(variant));
    }

    @Test
    void noAliasNamesTwoVariantsAndUnknownTagsNameNone() {
        Set<String> seen = new HashSet<>();
        for (Variant variant : Variant.values()) {
            for (String alias : variant.pgnAliases()) {
                assertThat(seen.add(alias)).as("alias %s", alias).isTrue();
            }
        }
        assertThat(Variant.fromPgnTag("shogi")).isEmpty();
        assertThat(Variant.fromPgnTag("")).isEmpty();
        assertThat(Variant.fromPgnTag("Fischerandom")).contains(Variant.CHESS960);
        assertThat(Variant.fromPgnTag("From Position")).contains(Variant.CLASSIC);
        assertThat(Variant.fromPgnTag("Double Fischer Random")).contains(Variant.DFRC);
        assertThat(Variant.fromPgnTag("chess960x")).isEmpty();
        assertThat(Variant.fromPgnTag("chess96")).isEmpty();
    }

    @Test
    void spellingsThatDifferInPunctuationSpacingOrCaseAreRead() {
        for (String spelling : List.of("Chess-960", "chess_960", "CHESS 960", "Chess.960", "Fischer-Random", "fischer_random",
                "Fischer-Random-Chess", "FischerRandom", " f r c ", "Chess960 (Fischer-Random)")) {
            assertThat(Variant.fromPgnTag(spelling)).as(spelling).contains(Variant.CHESS960);
        }
        assertThat(Variant.fromPgnTag("Double-Fischer-Random")).contains(Variant.DFRC);
        assertThat(Variant.fromPgnTag("Fischer_168")).contains(Variant.FISCHER168);
        // No two aliases of different variants fold to the same spelling.
        Map<String, Variant> folded = new HashMap<>();
        for (Variant variant : Variant.values()) {
            for (String alias : variant.pgnAliases()) {
                String key = alias.replaceAll("[\\s._-]", "");
                assertThat(folded.putIfAbsent(key, variant)).as(alias).isIn(null, variant);
            }
        }
    }

    @Test
    void theClosestSpellingOfAnUnknownTagIsFound() {
        assertThat(Variant.closestPgnAlias("Chess 96")).isEqualTo("chess960");
        assertThat(Variant.closestPgnAlias("fisherandom")).isEqualTo("fischerandom");
        assertThat(Variant.closestPgnAlias("Fischer 186")).isEqualTo("fischer168");
        assertThat(Variant.closestPgnAlias("dfcr")).isEqualTo("dfrc");
        // A tie goes to the alias listed first: "drc" is one edit from chess960's "frc" and from "dfrc".
        assertThat(Variant.closestPgnAlias("drc")).isEqualTo("frc");
        // Something always comes back, however far: the message names the nearest spelling.
        assertThat(Variant.closestPgnAlias("shogi")).isNotNull();
    }

    @Test
    void startArraysCountEachVariantsStarts() {
        assertThat(Variant.CHESS960.startArrays()).isEqualTo(960);
        assertThat(Variant.FISCHER168.startArrays()).isEqualTo(168);
        assertThat(Variant.CLASSIC.startArrays()).isEqualTo(1);
        assertThat(Variant.DFRC.startArrays()).isEqualTo(921_600);
    }
}
