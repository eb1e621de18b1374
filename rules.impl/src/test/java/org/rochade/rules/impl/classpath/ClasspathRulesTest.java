package org.rochade.rules.impl.classpath;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.RulesException;
import org.rochade.rules.api.Variant;
import org.rochade.rules.api.spi.CastlingConvention;

/** Plain class path, no OSGi: castling.plugin is on the test class path only. */
class ClasspathRulesTest {

    @Test
    void serviceLoaderFindsOneRulesObjectPerVariantWithFideCastling() {
        List<ChessRules> rules = ServiceLoader.load(ChessRules.class).stream()
                .map(ServiceLoader.Provider::get)
                .toList();

        assertThat(rules).extracting(ChessRules::variant).containsExactlyInAnyOrder(Variant.values());
        for (ChessRules r : rules) {
            assertThat(r.castlingConvention()).isEqualTo("fide");
            assertThat(r.startArrays()).hasSize(r.variant().startArrays());
        }
    }

    @Test
    void prefersFideWhateverTheOrder() {
        CastlingConvention none = new Named("none");
        CastlingConvention fide = new Named("fide");

        assertThat(ClasspathCastling.choose(List.of(none, fide), null)).isSameAs(fide);
        assertThat(ClasspathCastling.choose(List.of(fide, none), null)).isSameAs(fide);
    }

    @Test
    void takesTheFirstWhenFideIsAbsent() {
        CastlingConvention first = new Named("none");

        assertThat(ClasspathCastling.choose(List.of(first, new Named("other")), null)).isSameAs(first);
    }

    @Test
    void saysWhatToAddWhenNothingIsFound() {
        assertThatThrownBy(() -> ClasspathCastling.choose(List.of(), null))
                .isInstanceOf(RulesException.class)
                .hasMessage("no castling convention on the class path: add castling.plugin");
    }

    @Test
    void aHostChoosesAConventionByName() {
        CastlingConvention none = new Named("none");
        CastlingConvention fide = new Named("fide");

        assertThat(ClasspathCastling.choose(List.of(fide, none), "none")).isSameAs(none);
        assertThat(ClasspathCastling.choose(List.of(fide, none), " fide ")).isSameAs(fide);
        assertThatThrownBy(() -> ClasspathCastling.choose(List.of(fide), "none"))
                .isInstanceOf(RulesException.class)
                .hasMessage("castling convention 'none' (system property rochade.castling) is not on the class path; found: [fide]");
    }

    private record Named(String name) implements CastlingConvention {
        @Override
        public Optional<CastlingPath> path(int kingFile, int rookFile) {
            return Optional.empty();
        }
    }
}
