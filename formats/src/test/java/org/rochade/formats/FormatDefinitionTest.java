package org.rochade.formats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.rochade.rules.api.Variant;
import org.rochade.rules.api.format.StartRule;

class FormatDefinitionTest {

    @Test
    void defaultsAreARandomChess960EventWithFideCastlingNamedAfterTheConfiguration() {
        FormatDefinition format = FormatDefinition.fromProperties(Map.of("service.pid", "org.rochade.format~open"));

        assertThat(format).isEqualTo(new FormatDefinition("open", Variant.CHESS960, "fide", StartRule.random(), "Chess960"));
    }

    @Test
    void readsEveryProperty() {
        FormatDefinition format = FormatDefinition.fromProperties(Map.of(
                "service.pid", "org.rochade.format~x", "name", "shuffle", "variant", "FISCHER168",
                "castling", "None", "start", " 17 ", "variantTag", "Fischer 168"));

        assertThat(format).isEqualTo(new FormatDefinition("shuffle", Variant.FISCHER168, "none", StartRule.fixed(17), "Fischer 168"));
    }

    @Test
    void classicWritesNoVariantTagByDefault() {
        assertThat(FormatDefinition.fromProperties(Map.of("name", "club", "variant", "classic", "start", "518")).variantTag())
                .isEmpty();
    }

    @Test
    void badConfigurationsNameTheFormatAndTheProperty() {
        assertThatThrownBy(() -> FormatDefinition.fromProperties(Map.of("name", "a", "variant", "shogi")))
                .hasMessage("event format 'a': variant 'shogi' is not one of chess960, fischer168, classic, dfrc");
        assertThatThrownBy(() -> FormatDefinition.fromProperties(Map.of("name", "b", "start", "sometimes")))
                .hasMessage("event format 'b': start 'sometimes' is not random, die, an array number or a pair W:B");
        assertThatThrownBy(() -> FormatDefinition.fromProperties(Map.of("name", "c", "variant", "classic", "start", "die")))
                .hasMessage("event format 'c': the die procedure is for chess960 and dfrc only, not classic");
        assertThatThrownBy(() -> FormatDefinition.fromProperties(Map.of("service.pid", "org.rochade.format.1234")))
                .hasMessageContaining("no name");
    }
}
