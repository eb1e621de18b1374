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
    @EnumSource(value = Variant.class, names = "DFRC", mode = EnumSource.Mode.EXCLUDE)
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
    @EnumSource(value = Variant.class, names = "DFRC", mode = EnumSource.Mode.EXCLUDE)
    void randomCoversEveryArray(Variant variant) {
        StartArrayCatalog catalog = StartArrayCatalog.of(variant);
        Set<StartArray> seen = new HashSet<>(draw(catalog, new SplittableRandom(42), 30 * catalog.all().size()));
        assertThat(seen).hasSameSizeAs(catalog.all());
    }

    @Test
    void dfrcHasEveryPairNumberedWhiteFirst() {
        StartArrayCatalog dfrc = StartArrayCatalog.of(Variant.DFRC);
        List<StartArray> all = dfrc.all();
        assertThat(all).hasSize(921_600);
        for (int number = 0; number < all.size(); number += 997) {
            StartArray array = all.get(number);
            int sp = number / 960;
            int spBlack = number % 960;
            assertThat(array).isEqualTo(new StartArray(Variant.DFRC, number, sp, Scharnagl.backRank(sp), spBlack,
                    Scharnagl.backRank(spBlack)));
            assertThat(dfrc.byNumber(number)).isEqualTo(array);
            assertThat(dfrc.bySps(sp, spBlack)).isEqualTo(array);
        }
        assertThat(all.get(921_599).label()).isEqualTo("959:959");
        assertThatThrownBy(() -> all.get(921_600)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> dfrc.byNumber(921_600)).isInstanceOf(RulesException.class)
                .hasMessage("dfrc has no start array 921600: the numbers are 0..921599 (White's SP * 960 + Black's SP)");
        assertThat(dfrc.bySps(960, 960)).isEqualTo(dfrc.bySps(0, 0)); // 960 is an alias of 0, as in chess960
        assertThat(dfrc.bySps(502, 960)).isEqualTo(dfrc.bySps(502, 0));
        assertThatThrownBy(() -> dfrc.bySps(961, 0)).isInstanceOf(RulesException.class)
                .hasMessage("no start array 961:0: Scharnagl numbers are 0..959 (960 is an alias of 0)");
        assertThatThrownBy(() -> all.clear()).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void mirroredVariantsLookUpPairsOfEqualNumbersOnly() {
        assertThat(chess960.bySps(502, 502)).isEqualTo(chess960.byNumber(502));
        assertThat(classic.bySps(518, 518)).isEqualTo(classic.byNumber(518));
        assertThatThrownBy(() -> chess960.bySps(502, 532)).isInstanceOf(RulesException.class)
                .hasMessage("chess960 has no start array 502:532: Black mirrors White (a pair of different arrays is dfrc)");
        assertThatThrownBy(() -> fischer168.bySps(0, 0)).isInstanceOf(RulesException.class)
                .hasMessage("fischer168 has no start array with SP 0");
    }

    @Test
    void dfrcRandomDrawsAreReproducibleAndReachBothSidesIndependently() {
        StartArrayCatalog dfrc = StartArrayCatalog.of(Variant.DFRC);
        List<StartArray> first = draw(dfrc, new SplittableRandom(960), 20_000);
        assertThat(draw(dfrc, new SplittableRandom(960), 20_000)).isEqualTo(first);
        Set<Integer> white = new HashSet<>();
        Set<Integer> black = new HashSet<>();
        long mirrored = 0;
        for (StartArray array : first) {
            white.add(array.sp());
            black.add(array.spBlack());
            mirrored += array.sp() == array.spBlack() ? 1 : 0;
            assertThat(array.number()).isEqualTo(array.sp() * 960 + array.spBlack());
        }
        // 20,000 draws from 960 arrays per side miss any one array with chance about 1e-9.
        assertThat(white).hasSize(960);
        assertThat(black).hasSize(960);
        // one pair in 960 mirrors: about 21 of 20,000
        assertThat(mirrored).isBetween(3L, 60L);
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
