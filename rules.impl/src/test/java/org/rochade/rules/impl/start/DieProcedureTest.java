package org.rochade.rules.impl.start;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.PrimitiveIterator;
import java.util.function.IntSupplier;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.rochade.rules.api.DiceResult;
import org.rochade.rules.api.DieRoll;
import org.rochade.rules.api.RulesException;
import org.rochade.rules.api.StartArray;
import org.rochade.rules.api.Variant;

class DieProcedureTest {

    /** A die that shows the given faces in turn and then runs out, as an iterator does. */
    private static IntSupplier die(int... faces) {
        PrimitiveIterator.OfInt it = IntStream.of(faces).iterator();
        return it::nextInt;
    }

    static Stream<Arguments> sequences() {
        return Stream.of(
                Arguments.of("classic", new int[] {2, 3, 3, 2, 3}, "RNBQKBNR", 518),
                Arguments.of("SP 0", new int[] {1, 1, 1, 1, 1}, "BBQNNRKR", 0),
                Arguments.of("SP 959", new int[] {4, 4, 6, 4, 4}, "RKRNNQBB", 959),
                Arguments.of("classic with every kind of re-roll",
                        new int[] {5, 6, 2, 5, 3, 3, 6, 2, 5, 6, 3}, "RNBQKBNR", 518));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sequences")
    void sequencesGiveTheExpectedArray(String name, int[] faces, String backRank, int sp) {
        DiceResult result = DieProcedure.roll(die(faces));
        assertThat(result.array()).isEqualTo(new StartArray(Variant.CHESS960, sp, sp, backRank));
        assertThat(result.rolls()).extracting(DieRoll::value).containsExactlyElementsOf(
                Arrays.stream(faces).boxed().toList());
        assertThat(result.rolls()).filteredOn(DieRoll::used).hasSize(5);
    }

    @Test
    void dfrcThrowsForWhitesArrayThenForBlacks() {
        DiceResult result = DieProcedure.rollDfrc(die(2, 3, 3, 2, 3, 5, 1, 1, 1, 1, 1));
        assertThat(result.array()).isEqualTo(new StartArray(Variant.DFRC, 518 * 960, 518, "RNBQKBNR", 0, "BBQNNRKR"));
        assertThat(result.rolls()).hasSize(11);
        assertThat(result.rolls().get(0)).isEqualTo(new DieRoll(2, true, "White: dark-square bishop on c1"));
        assertThat(result.rolls().get(5)).isEqualTo(
                new DieRoll(5, false, "Black: 5 is out of range 1..4 for the light-square bishop: roll again"));
        assertThat(result.rolls().get(6)).isEqualTo(new DieRoll(1, true, "Black: light-square bishop on a8"));
        // a8 is a light square, b8 a dark one: on rank 8 the first throw's bishop stands on light squares
        assertThat(result.rolls().get(7)).isEqualTo(new DieRoll(1, true, "Black: dark-square bishop on b8"));
        assertThat(result.rolls().get(10)).isEqualTo(new DieRoll(1, true, "Black: second knight on e8 (free square 1)"));
    }

    @Test
    void dfrcCountsThrowsOverBothSidesWhenTheDieRunsOut() {
        assertThatThrownBy(() -> DieProcedure.rollDfrc(die(2, 3, 3, 2, 3, 1)))
                .isInstanceOf(RulesException.class)
                .hasMessage("the die ran out of throws after 6 throws (Black: the dark-square bishop still needs one)");
    }

    @Test
    void everyThrowIsExplained() {
        DiceResult result = DieProcedure.roll(die(5, 2, 6, 3, 3, 6, 2, 5, 3));
        assertThat(result.array().backRank()).isEqualTo("RNBQKBNR");
        assertThat(result.rolls()).containsExactly(
                new DieRoll(5, false, "5 is out of range 1..4 for the dark-square bishop: roll again"),
                new DieRoll(2, true, "dark-square bishop on c1"),
                new DieRoll(6, false, "6 is out of range 1..4 for the light-square bishop: roll again"),
                new DieRoll(3, true, "light-square bishop on f1"),
                new DieRoll(3, true, "queen on d1 (free square 3)"),
                new DieRoll(6, false, "6 is out of range 1..5 for the first knight: roll again"),
                new DieRoll(2, true, "first knight on b1 (free square 2)"),
                new DieRoll(5, false, "5 is out of range 1..4 for the second knight: roll again"),
                new DieRoll(3, true, "second knight on g1 (free square 3)"));
    }

    @Test
    void the1920AcceptedOutcomesGiveEachArrayExactlyTwice() {
        int[] hits = new int[960];
        int outcomes = 0;
        for (int dark = 1; dark <= 4; dark++) {
            for (int light = 1; light <= 4; light++) {
                for (int queen = 1; queen <= 6; queen++) {
                    for (int knight = 1; knight <= 5; knight++) {
                        for (int other = 1; other <= 4; other++) {
                            DiceResult result = DieProcedure.roll(die(dark, light, queen, knight, other));
                            StartArray array = result.array();
                            assertThat(array.number()).isEqualTo(array.sp());
                            assertThat(Scharnagl.backRank(array.sp())).isEqualTo(array.backRank());
                            assertThat(result.rolls()).hasSize(5).allMatch(DieRoll::used);
                            hits[array.sp()]++;
                            outcomes++;
                        }
                    }
                }
            }
        }
        assertThat(outcomes).isEqualTo(1920);
        assertThat(hits).containsOnly(2);
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 7, -1, 100})
    void facesOutsideOneToSixAreRefused(int face) {
        assertThatThrownBy(() -> DieProcedure.roll(die(2, 3, face)))
                .isInstanceOf(RulesException.class)
                .hasMessage("throw 3 of the die gave " + face + ", a die shows 1..6");
    }

    @Test
    void aDieThatRunsOutIsARulesException() {
        assertThatThrownBy(() -> DieProcedure.roll(die(2, 3, 3)))
                .isInstanceOf(RulesException.class)
                .hasMessage("the die ran out of throws after 3 throws (the first knight still needs one)");
        assertThatThrownBy(() -> DieProcedure.roll(die(5)))
                .isInstanceOf(RulesException.class)
                .hasMessage("the die ran out of throws after 1 throw (the dark-square bishop still needs one)");
        assertThatThrownBy(() -> DieProcedure.roll(die()))
                .isInstanceOf(RulesException.class)
                .hasMessageStartingWith("the die ran out of throws after 0 throws");
    }

    @Test
    void rerollsAreCountedWhenTheDieRunsOut() {
        assertThatThrownBy(() -> DieProcedure.roll(die(6, 6, 6, 1, 1, 1, 6, 6)))
                .isInstanceOf(RulesException.class)
                .hasMessage("the die ran out of throws after 8 throws (the first knight still needs one)");
    }
}
