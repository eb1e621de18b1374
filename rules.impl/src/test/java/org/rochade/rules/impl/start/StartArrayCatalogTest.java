package org.rochade.rules.impl.start;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.rochade.rules.api.RulesException;
import org.rochade.rules.api.StartArray;
import org.rochade.rules.api.Variant;

class StartArrayCatalogTest {

    private final StartArrayCatalog chess960 = StartArrayCatalog.of(Variant.CHESS960);
    private final StartArrayCatalog fischer168 = StartArrayCatalog.of(Variant.FISCHER168);
    private final StartArrayCatalog classic = StartArrayCatalog.of(Variant.CLASSIC);

    @Test
    void chess960HasEveryArrayNumberedBySp() {
        List<StartArray> all = chess960.all();
        assertThat(all).hasSize(960);
        for (int sp = 0; sp < 960; sp++) {
            StartArray array = all.get(sp);
            assertThat(array.variant()).isEqualTo(Variant.CHESS960);
            assertThat(array.number()).isEqualTo(sp);
            assertThat(array.sp()).isEqualTo(sp);
            assertThat(array.backRank()).isEqualTo(Scharnagl.backRank(sp));
            assertThat(chess960.byNumber(sp)).isEqualTo(array);
            assertThat(chess960.byBackRank(array.backRank())).contains(array);
        }
        assertThat(chess960.byNumber(960)).isEqualTo(chess960.byNumber(0));
    }

    @Test
    void fischer168IsExactlyThePublishedTableWithItsNumbering() {
        List<StartTables.Fischer168Row> table = StartTables.fischer168();
        assertThat(table).hasSize(168);
        List<StartArray> all = fischer168.all();
        assertThat(all).hasSize(168);
        for (int i = 0; i < 168; i++) {
            StartTables.Fischer168Row row = table.get(i);
            StartArray array = all.get(i);
            assertThat(array.variant()).isEqualTo(Variant.FISCHER168);
            assertThat(array.number()).as("row %d", i).isEqualTo(row.index());
            assertThat(array.sp()).as("number %d", row.index()).isEqualTo(row.sp());
            assertThat(array.backRank()).as("number %d", row.index()).isEqualTo(row.backRank());
            assertThat(fischer168.byNumber(row.index())).isEqualTo(array);
            assertThat(fischer168.byBackRank(row.backRank())).contains(array);
        }
        assertThat(all).extracting(StartArray::sp).isSorted();
        assertThat(all).extracting(StartArray::backRank).contains("RNBQKBNR");
    }

    @Test
    void fischer168RuleStatedPieceByPiece() {
        for (StartArray array : fischer168.all()) {
            String rank = array.backRank();
            assertThat(BackRank.isLight(rank.indexOf('Q'))).as(rank).isTrue();
            assertThat(BackRank.isLight(rank.indexOf('K'))).as(rank).isFalse();
            for (char piece : new char[] {'R', 'N', 'B'}) {
                assertThat(BackRank.isLight(rank.indexOf(piece)))
                        .as("%s %s", rank, piece)
                        .isNotEqualTo(BackRank.isLight(rank.lastIndexOf(piece)));
            }
        }
    }

    @Test
    void classicHasOnlySp518() {
        assertThat(classic.all()).containsExactly(new StartArray(Variant.CLASSIC, 518, 518, "RNBQKBNR"));
        assertThat(classic.byNumber(518).backRank()).isEqualTo("RNBQKBNR");
        assertThat(classic.byBackRank("RNBQKBNR")).isPresent();
        assertThat(classic.byBackRank("BBQNNRKR")).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(ints = {-1, 961, 5000})
    void chess960NumbersOutOfRange(int number) {
        assertThatThrownBy(() -> chess960.byNumber(number))
                .isInstanceOf(RulesException.class)
                .hasMessageContaining(String.valueOf(number))
                .hasMessageContaining("0..959");
    }

    @ParameterizedTest
    @ValueSource(ints = {0, -1, 169, 518})
    void fischer168NumbersOutOfRange(int number) {
        assertThatThrownBy(() -> fischer168.byNumber(number))
                .isInstanceOf(RulesException.class)
                .hasMessageContaining(String.valueOf(number))
                .hasMessageContaining("1..168");
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 517, 519, 960})
    void classicNumbersOtherThan518(int number) {
        assertThatThrownBy(() -> classic.byNumber(number))
                .isInstanceOf(RulesException.class)
                .hasMessageContaining(String.valueOf(number))
                .hasMessageContaining("518");
    }

    @Test
    void byBackRankOfNonArrays() {
        assertThat(chess960.byBackRank("RNBQKNBR")).isEmpty();
        assertThat(chess960.byBackRank("rnbqkbnr")).isEmpty();
        assertThat(fischer168.byBackRank("BBQNNRKR")).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void randomIsReproducibleForASeededGenerator(Variant variant) {
        StartArrayCatalog catalog = StartArrayCatalog.of(variant);
        List<StartArray> first = draw(catalog, new SplittableRandom(960), 200);
        List<StartArray> second = draw(catalog, new SplittableRandom(960), 200);
        assertThat(first).isEqualTo(second);
        assertThat(first).allMatch(catalog.all()::contains);
    }

    @Test
    void randomUsesOneNextIntPerArray() {
        RandomGenerator a = new SplittableRandom(7);
        RandomGenerator b = new SplittableRandom(7);
        for (int i = 0; i < 100; i++) {
            assertThat(chess960.random(a).sp()).isEqualTo(b.nextInt(960));
        }
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void randomCoversEveryArray(Variant variant) {
        StartArrayCatalog catalog = StartArrayCatalog.of(variant);
        Set<StartArray> seen = new HashSet<>(draw(catalog, new SplittableRandom(42), 30 * catalog.all().size()));
        assertThat(seen).hasSameSizeAs(catalog.all());
    }

    @Test
    void catalogueIsImmutable() {
        assertThatThrownBy(() -> chess960.all().clear()).isInstanceOf(UnsupportedOperationException.class);
        assertThat(StartArrayCatalog.of(Variant.CHESS960)).isSameAs(chess960);
    }

    private static List<StartArray> draw(StartArrayCatalog catalog, RandomGenerator rng, int count) {
        List<StartArray> arrays = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            arrays.add(catalog.random(rng));
        }
        return arrays;
    }
}
