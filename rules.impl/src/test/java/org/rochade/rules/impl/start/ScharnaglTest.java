package org.rochade.rules.impl.start;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.rochade.rules.api.RulesException;
import org.rochade.rules.api.StartArray;
import org.rochade.rules.api.Variant;

class ScharnaglTest {

    private static final List<StartTables.Chess960Row> TABLE = StartTables.chess960();

    @Test
    void tableHasAll960InOrder() {
        assertThat(TABLE).hasSize(960);
        for (int i = 0; i < TABLE.size(); i++) {
            assertThat(TABLE.get(i).sp()).isEqualTo(i);
        }
    }

    @Test
    void everySpGivesTheTablesBackRankAndBack() {
        for (StartTables.Chess960Row row : TABLE) {
            assertThat(Scharnagl.backRank(row.sp())).as("SP %d", row.sp()).isEqualTo(row.backRank());
            assertThat(Scharnagl.sp(row.backRank())).as("%s", row.backRank()).hasValue(row.sp());
        }
    }

    @Test
    void everySpGivesTheTablesXfenAndShredderFen() {
        for (StartTables.Chess960Row row : TABLE) {
            StartArray array = new StartArray(Variant.CHESS960, row.sp(), row.sp(), Scharnagl.backRank(row.sp()));
            assertThat(array.xfen()).as("SP %d", row.sp()).isEqualTo(row.xfen());
            assertThat(array.shredderFen()).as("SP %d", row.sp()).isEqualTo(row.shredderFen());
        }
    }

    @Test
    void allBackRanksAreDistinct() {
        Set<String> ranks = new TreeSet<>();
        for (int sp = 0; sp < 960; sp++) {
            ranks.add(Scharnagl.backRank(sp));
        }
        assertThat(ranks).hasSize(960);
    }

    @Test
    void knownArrays() {
        assertThat(Scharnagl.backRank(0)).isEqualTo("BBQNNRKR");
        assertThat(Scharnagl.backRank(518)).isEqualTo("RNBQKBNR");
        assertThat(Scharnagl.backRank(959)).isEqualTo("RKRNNQBB");
    }

    @Test
    void sp960IsAnAliasOf0() {
        assertThat(Scharnagl.backRank(960)).isEqualTo(Scharnagl.backRank(0));
        assertThat(Scharnagl.sp("BBQNNRKR")).hasValue(0);
    }

    @ParameterizedTest
    @ValueSource(ints = {-1, 961, 1000, Integer.MIN_VALUE, Integer.MAX_VALUE})
    void outOfRangeNumbersAreRefusedWithTheRange(int sp) {
        assertThatThrownBy(() -> Scharnagl.backRank(sp))
                .isInstanceOf(RulesException.class)
                .hasMessageContaining("SP " + sp)
                .hasMessageContaining("0..959")
                .hasMessageContaining("960");
    }

    static Stream<Arguments> notArrays() {
        return Stream.of(
                Arguments.of("bishops on the same colour", "RNBQKNBR"),
                Arguments.of("king outside the rooks", "KRNBQBNR"),
                Arguments.of("too short", "RNBQKBN"),
                Arguments.of("too long", "RNBQKBNRR"),
                Arguments.of("empty", ""),
                Arguments.of("lower case (Black's rank)", "rnbqkbnr"),
                Arguments.of("a pawn", "RNBQKBNP"),
                Arguments.of("three knights", "RNNQKBNR"),
                Arguments.of("two kings", "RKBQKBNR"));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("notArrays")
    void reverseLookupIsEmptyForNonArrays(String name, String rank) {
        assertThat(Scharnagl.sp(rank)).isEmpty();
    }
}
