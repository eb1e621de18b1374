package org.rochade.formats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Variant;
import org.rochade.event.api.DrawException;
import org.rochade.event.api.DrawSeed;
import org.rochade.event.api.DrawnRound;

class Sha256RoundDrawTest {
    private final Sha256RoundDraw draw = new Sha256RoundDraw();
    private final ChessRules chess960 = rules(Variant.CHESS960);
    private final ChessRules fischer168 = rules(Variant.FISCHER168);

    /** What src/test/resources/draw-reference.py, written from the documented algorithm alone, printed. */
    @Test
    void drawsWhatThePythonReferencePrinted() {
        assertThat(numbers(draw.draw(chess960, new DrawSeed("Hoogeveen 2026, round draw"), 9, Set.of(518))))
                .containsExactly(740, 668, 756, 877, 931, 506, 793, 153, 257);
        assertThat(numbers(draw.draw(fischer168, new DrawSeed("Fischer168 club night"), 7, Set.of())))
                .containsExactly(56, 124, 9, 111, 105, 76, 162);
        assertThat(numbers(draw.draw(chess960, new DrawSeed("Ümlaut seed ♞"), 5, Set.of())))
                .containsExactly(696, 133, 59, 399, 124);
    }

    @Test
    void dfrcDrawsPairsWhereNeitherSideIsExcluded() {
        // draw-reference.py's draw over [w*960+b for w in ok for b in ok], ok = range(960) without 518
        List<DrawnRound> rounds = draw.draw(rules(Variant.DFRC), new DrawSeed("DFRC night"), 4, Set.of(518));
        assertThat(numbers(rounds)).containsExactly(204680, 86331, 333828, 22044);
        assertThat(rounds.get(0).array().sp()).isEqualTo(213);
        assertThat(rounds.get(0).array().spBlack()).isEqualTo(200);
    }

    @Test
    void drawsWhatAnIndependentReimplementationDraws() {
        for (int i = 0; i < 40; i++) {
            String seed = "seed " + i;
            Set<Integer> excluded = i % 2 == 0 ? Set.of(518) : Set.of(0, 1, 2, 959, 17 * i);
            List<Integer> pool = IntStream.range(0, 960).filter(n -> !excluded.contains(n)).boxed().collect(Collectors.toList());
            assertThat(numbers(draw.draw(chess960, new DrawSeed(seed), 11, excluded)))
                    .as(seed).isEqualTo(reference(seed, 11, pool));
        }
    }

    @Test
    void rejectsTheHashesThatWouldFavourLowIndices() {
        // 2^32 mod n is almost n/1 here: a third of the 32-bit values are thrown away, so some rounds
        // need a second attempt, and an index taken as plain x mod n would differ.
        int n = 1_431_655_766;
        int retried = 0;
        for (int round = 1; round <= 30; round++) {
            DrawSeed seed = new DrawSeed("rejection");
            assertThat(Sha256RoundDraw.index(seed, round, n)).isEqualTo(referenceIndex("rejection", round, n));
            if (firstAttempt("rejection", round).compareTo(limit(n)) >= 0) {
                retried++;
            }
        }
        assertThat(retried).isPositive();
    }

    @Test
    void neverDrawsAnArrayTwiceNorAnExcludedOneAndCanDrawThemAll() {
        List<DrawnRound> all = draw.draw(fischer168, new DrawSeed("all of them"), 167, Set.of(52));
        assertThat(numbers(all)).doesNotHaveDuplicates().doesNotContain(52).hasSize(167);
        assertThat(all).extracting(DrawnRound::round).containsExactlyElementsOf(IntStream.rangeClosed(1, 167).boxed().toList());
    }

    @Test
    void revealingOneRoundAtATimeGivesTheWholeDraw() {
        DrawSeed seed = new DrawSeed("one at a time");
        List<DrawnRound> whole = draw.draw(chess960, seed, 6, Set.of(518));
        List<DrawnRound> revealed = new ArrayList<>();
        for (int round = 1; round <= 6; round++) {
            revealed.add(draw.next(chess960, seed, revealed, Set.of(518)));
        }
        assertThat(revealed).isEqualTo(whole);
    }

    @Test
    void aChangedExclusionCountsFromTheNextRound() {
        DrawSeed seed = new DrawSeed("one at a time");
        List<DrawnRound> first = draw.draw(chess960, seed, 2, Set.of());
        int third = numbers(draw.draw(chess960, seed, 3, Set.of())).get(2);
        // excluding the array round 3 would have played, after round 2 was revealed
        DrawnRound next = draw.next(chess960, seed, first, Set.of(third));
        assertThat(next.round()).isEqualTo(3);
        assertThat(next.array().number()).isNotEqualTo(third);
        List<Integer> pool = IntStream.range(0, 960).boxed().collect(Collectors.toList());
        pool.removeAll(List.of(numbers(first).get(0), numbers(first).get(1), third));
        assertThat(next.array().number()).isEqualTo(pool.get(referenceIndex("one at a time", 3, pool.size())));
    }

    @Test
    void sp960IsSp0AndExcludesIt() {
        List<Integer> drawn = numbers(draw.draw(chess960, new DrawSeed("alias"), 959, Set.of(960)));
        assertThat(drawn).doesNotContain(0).hasSize(959);
    }

    @Test
    void moreRoundsThanArraysLeftSaysHowManyAreLeft() {
        assertThatThrownBy(() -> draw.draw(fischer168, new DrawSeed("x"), 168, Set.of(1)))
                .isInstanceOf(DrawException.class)
                .hasMessage("168 rounds cannot be drawn without repeating an array: 167 of the 168 fischer168 arrays are left (1 excluded)");
        List<DrawnRound> every = draw.draw(fischer168, new DrawSeed("x"), 168, Set.of());
        assertThatThrownBy(() -> draw.next(fischer168, new DrawSeed("x"), every, Set.of()))
                .isInstanceOf(DrawException.class)
                .hasMessage("round 169 cannot be drawn without repeating an array: 0 of the 168 fischer168 arrays are left (0 excluded)");
    }

    @Test
    void anExclusionThatIsNoArrayOfTheVariantIsRefused() {
        assertThatThrownBy(() -> draw.draw(fischer168, new DrawSeed("x"), 3, Set.of(169)))
                .isInstanceOf(DrawException.class)
                .hasMessageStartingWith("cannot exclude 169: ");
    }

    @Test
    void revealedRoundsMustBeTheEventsOwnInOrder() {
        DrawnRound second = new DrawnRound(2, chess960.startArray(518));
        assertThatThrownBy(() -> draw.next(chess960, new DrawSeed("x"), List.of(second), Set.of()))
                .hasMessage("the revealed rounds are not 1..1 in order: 2 at place 1");
        DrawnRound other = new DrawnRound(1, fischer168.startArray(1));
        assertThatThrownBy(() -> draw.next(chess960, new DrawSeed("x"), List.of(other), Set.of()))
                .hasMessage("round 1 was drawn for fischer168, not chess960");
    }

    // ---- the reference: the README's description, in other words -------------------------------

    private static List<Integer> reference(String seed, int rounds, List<Integer> pool) {
        LinkedList<Integer> left = new LinkedList<>(pool);
        List<Integer> drawn = new ArrayList<>();
        for (int round = 1; round <= rounds; round++) {
            drawn.add(left.remove(referenceIndex(seed, round, left.size())));
        }
        return drawn;
    }

    private static int referenceIndex(String seed, int round, int n) {
        int attempt = 0;
        BigInteger x = hashPrefix(seed + ":" + round + ":" + attempt);
        while (x.compareTo(limit(n)) >= 0) {
            attempt++;
            x = hashPrefix(seed + ":" + round + ":" + attempt);
        }
        return x.mod(BigInteger.valueOf(n)).intValueExact();
    }

    private static BigInteger firstAttempt(String seed, int round) {
        return hashPrefix(seed + ":" + round + ":0");
    }

    private static BigInteger limit(int n) {
        BigInteger range = BigInteger.ONE.shiftLeft(32);
        return range.subtract(range.mod(BigInteger.valueOf(n)));
    }

    private static BigInteger hashPrefix(String text) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return new BigInteger(1, Arrays.copyOf(hash, 4));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new AssertionError(e);
        }
    }

    private static List<Integer> numbers(List<DrawnRound> rounds) {
        return rounds.stream().map(round -> round.array().number()).toList();
    }

    private static ChessRules rules(Variant variant) {
        return ServiceLoader.load(ChessRules.class).stream().map(ServiceLoader.Provider::get)
                .filter(rules -> rules.variant() == variant).findFirst().orElseThrow();
    }
}
