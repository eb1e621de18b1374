package org.rochade.event.api.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ServiceLoader;
import java.util.Set;
import java.util.random.RandomGenerator;
import java.util.random.RandomGeneratorFactory;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.DiceResult;
import org.rochade.rules.api.RulesException;
import org.rochade.rules.api.Variant;
import org.junit.jupiter.api.Test;

class StartRuleTest {

    @Test
    void aDoubleFischerRandomArrayReadsAsItsPairAndBackAgain() {
        StartRule pair = StartRule.parse("502:532");
        assertThat(pair.label(Variant.DFRC)).isEqualTo("502:532");
        assertThat(StartRule.parse(pair.label(Variant.DFRC))).isEqualTo(pair);
        assertThat(StartRule.parse("0:959").label(Variant.DFRC)).isEqualTo("0:959");
        assertThat(StartRule.fixed(518).label(Variant.CHESS960)).isEqualTo("518");
        assertThat(StartRule.random().label(Variant.DFRC)).isEqualTo("random");
        assertThat(StartRule.die().label(Variant.DFRC)).isEqualTo("die");
    }

    private static final ChessRules CHESS960 = rules(Variant.CHESS960);
    private static final ChessRules CLASSIC = rules(Variant.CLASSIC);

    private static ChessRules rules(Variant variant) {
        return ServiceLoader.load(ChessRules.class).stream().map(ServiceLoader.Provider::get)
                .filter(rules -> rules.variant() == variant).findFirst().orElseThrow();
    }

    private static RandomGenerator seeded(long seed) {
        return RandomGeneratorFactory.of("L64X128MixRandom").create(seed);
    }

    @Test
    void aFixedRuleGivesItsArrayAndNoThrows() {
        DiceResult start = StartRule.fixed(288).choose(CHESS960, Set.of(), seeded(1), () -> {
            throw new AssertionError("the die is not thrown for a fixed start");
        });
        assertThat(start.array().number()).isEqualTo(288);
        assertThat(start.rolls()).isEmpty();
    }

    @Test
    void aRandomRuleDrawsFromTheGeneratorReproducibly() {
        DiceResult first = StartRule.random().choose(CHESS960, Set.of(), seeded(7), () -> 1);
        DiceResult again = StartRule.random().choose(CHESS960, Set.of(), seeded(7), () -> 1);
        assertThat(first.array()).isEqualTo(again.array());
        assertThat(first.rolls()).isEmpty();
        assertThat(CHESS960.randomStartArray(seeded(7))).isEqualTo(first.array());
    }

    @Test
    void aDieRuleFollowsTheVariantsProcedureWithTheThrowsGiven() {
        int[] throwsGiven = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
        int[] next = {0};
        DiceResult start = StartRule.die().choose(CHESS960, Set.of(), seeded(1), () -> throwsGiven[next[0]++]);
        assertThat(start.rolls()).isNotEmpty();
        int[] replay = {0};
        assertThat(CHESS960.rollDice(() -> throwsGiven[replay[0]++]).array()).isEqualTo(start.array());
    }

    @Test
    void aFixedNumberTheVariantLacksIsRefused() {
        assertThatThrownBy(() -> StartRule.fixed(4).choose(CLASSIC, Set.of(), seeded(1), () -> 1))
                .isInstanceOf(RulesException.class);
    }

    @Test
    void aRandomRuleNeverGivesAnExcludedArray() {
        RandomGenerator random = seeded(3);
        Set<Integer> excluded = new java.util.HashSet<>();
        for (int sp = 0; sp < 959; sp++) {
            if (sp != 518 && sp != 0) {
                excluded.add(sp);
            }
        }
        java.util.Set<Integer> seen = new java.util.TreeSet<>();
        for (int i = 0; i < 200; i++) {
            seen.add(StartRule.random().choose(CHESS960, excluded, random, () -> 1).array().number());
        }
        assertThat(seen).containsExactlyInAnyOrder(0, 518, 959); // the three left, each met in 200 draws
    }

    @Test
    void aDieThatGivesAnExcludedArrayIsRefused() {
        int[] next = {0};
        int[] sp518 = {2, 3, 3, 2, 3}; // RNBQKBNR: bishops c1 and f1, queen d1, knights b1 and g1
        assertThat(CHESS960.rollDice(() -> sp518[next[0]++]).array().number()).isEqualTo(518);
        next[0] = 0;
        assertThatThrownBy(() -> StartRule.die().choose(CHESS960, Set.of(518), seeded(1), () -> sp518[next[0]++]))
                .isInstanceOf(RulesException.class).hasMessageContaining("518").hasMessageContaining("excludes");
    }

    @Test
    void everyArrayExcludedIsRefusedRatherThanDrawnForever() {
        assertThatThrownBy(() -> StartRule.random().choose(CLASSIC, Set.of(518), seeded(1), () -> 1))
                .isInstanceOf(RulesException.class).hasMessageContaining("every classic array is excluded");
    }
}
