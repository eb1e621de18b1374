package org.rochade.event.api.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Variant;

/** The rules a format is played with: its variant's, only with its castling convention. */
class FormatRulesTest {
    /** The class path's rules: every variant, castling convention 'fide'. */
    private static final List<ChessRules> IN_FORCE = ServiceLoader.load(ChessRules.class).stream()
            .map(ServiceLoader.Provider::get).toList();

    private record Format(String name, Variant variant, String castlingConvention) implements EventFormat {
        @Override
        public StartRule start() {
            return StartRule.random();
        }

        @Override
        public String variantTag() {
            return variant.pgnTag();
        }

        @Override
        public int rounds() {
            return 0;
        }

        @Override
        public Set<Integer> excluded() {
            return Set.of();
        }

        @Override
        public Optional<String> commitment() {
            return Optional.empty();
        }
    }

    @Test
    void theFormatsVariantWithItsConventionIsChosen() {
        ChessRules rules = FormatRules.among(new Format("open", Variant.FISCHER168, "fide"), IN_FORCE);

        assertThat(rules.variant()).isEqualTo(Variant.FISCHER168);
        assertThat(rules.castlingConvention()).isEqualTo("fide");
    }

    @Test
    void anotherConventionInForceIsRefusedNamingBoth() {
        Format shuffle = new Format("shuffle", Variant.CHESS960, "none");

        assertThatThrownBy(() -> FormatRules.among(shuffle, IN_FORCE)).isInstanceOf(FormatException.class)
                .hasMessage("event format 'shuffle' is played with castling convention 'none', but the chess960 rules"
                        + " in force use 'fide' (deploy the bundle of convention 'none')");
        assertThatThrownBy(() -> FormatRules.among(shuffle, IN_FORCE, "use the shell"))
                .hasMessageEndingWith("use 'fide' (use the shell)");
    }

    @Test
    void noRulesOfTheVariantIsSaid() {
        List<ChessRules> classicOnly = IN_FORCE.stream().filter(rules -> rules.variant() == Variant.CLASSIC).toList();

        assertThatThrownBy(() -> FormatRules.among(new Format("dfrc", Variant.DFRC, "fide"), classicOnly))
                .isInstanceOf(FormatException.class).hasMessage("no rules for variant dfrc");
    }
}
