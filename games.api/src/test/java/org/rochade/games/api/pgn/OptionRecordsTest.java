package org.rochade.games.api.pgn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The option records refuse bad values themselves, with a reason a command line can show as it is. */
class OptionRecordsTest {

    @Test
    void limitsAreSetByNameAndRefuseTooSmallValuesAndUnknownNames() {
        PgnLimits limits = PgnLimits.defaults().with("line", 80).with("TAG-VALUE", 5).with("game", 1024);
        assertThat(limits.maxLineLength()).isEqualTo(80);
        assertThat(limits.maxTagValueLength()).isEqualTo(5);
        assertThat(limits.maxGameBytes()).isEqualTo(1024);
        for (String name : PgnLimits.NAMES) {
            assertThatThrownBy(() -> PgnLimits.defaults().with(name, 0)).as(name)
                    .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("the " + name + " limit must be at least");
        }
        assertThatThrownBy(() -> PgnLimits.defaults().with("line", 79)).hasMessage("the line limit must be at least 80 bytes, not 79");
        assertThatThrownBy(() -> PgnLimits.defaults().with("width", 3))
                .hasMessage("unknown limit 'width' (line, comment, tag-value, tags, depth, plies, game)");
    }

    @Test
    void startArraysOfTheSpFilterAreScharnaglNumbersWith960ForZero() {
        assertThat(ConversionOptions.defaults().withOnlySps(Set.of(0, 518, 960)).onlySps()).containsExactlyInAnyOrder(0, 518);
        assertThatThrownBy(() -> ConversionOptions.defaults().withOnlySps(Set.of(961)))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("961 is not a start array (0..959, or 960 for 0)");
        assertThatThrownBy(() -> ConversionOptions.defaults().withOnlySps(Set.of(-1))).hasMessageStartingWith("-1 is not");
    }

    @Test
    void validationNeedsAThread() {
        assertThatThrownBy(() -> ValidationOptions.defaults().withThreads(0))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("threads must be 1 to 64, not 0");
    }

    @Test
    void threadsAreBoundedAlikeForValidationAndConversion() {
        assertThat(ValidationOptions.defaults().withThreads(ValidationOptions.MAX_THREADS).threads()).isEqualTo(64);
        assertThat(ConversionOptions.defaults().withThreads(ValidationOptions.MAX_THREADS).threads()).isEqualTo(64);
        for (int refused : new int[] {-1, 0, 65, 200, Integer.MAX_VALUE}) {
            assertThatThrownBy(() -> ValidationOptions.defaults().withThreads(refused))
                    .isInstanceOf(IllegalArgumentException.class).hasMessage("threads must be 1 to 64, not " + refused);
            assertThatThrownBy(() -> ConversionOptions.defaults().withThreads(refused))
                    .isInstanceOf(IllegalArgumentException.class).hasMessage("threads must be 1 to 64, not " + refused);
        }
    }

    @Test
    void summariesAddUp() {
        ValidationSummary a = new ValidationSummary(3, 2, 1, Map.of("w", 1L), Map.of("e", 1L), 100, 10);
        ValidationSummary b = new ValidationSummary(2, 1, 1, Map.of("w", 2L, "v", 1L), Map.of(), 50, 5);
        ValidationSummary sum = ValidationSummary.none().plus(a).plus(b);
        assertThat(sum).isEqualTo(new ValidationSummary(5, 3, 2, Map.of("w", 3L, "v", 1L), Map.of("e", 1L), 150, 15));
    }
}
