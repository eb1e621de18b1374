package org.rochade.formats;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.osgi.service.component.annotations.Component;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.RulesException;
import org.rochade.rules.api.StartArray;
import org.rochade.rules.api.Variant;
import org.rochade.event.api.DrawException;
import org.rochade.event.api.DrawSeed;
import org.rochade.event.api.DrawnRound;
import org.rochade.event.api.RoundDraw;

/**
 * The draw {@link RoundDraw} documents: SHA-256 of {@code SEED:round:attempt}, rejection sampling over
 * the pool. The pool is held as array numbers (for dfrc, 921,600 pairs would be as many objects).
 */
@Component(service = RoundDraw.class)
public final class Sha256RoundDraw implements RoundDraw {
    private static final long TWO_TO_THE_32 = 1L << 32;
    private static final int CHESS960_ARRAYS = 960;

    @Override
    public List<DrawnRound> draw(ChessRules rules, DrawSeed seed, int rounds, Set<Integer> excluded) {
        if (rounds < 1) {
            throw new IllegalArgumentException("an event has at least 1 round, not " + rounds);
        }
        List<Integer> all = pool(rules, excluded);
        if (rounds > all.size()) {
            throw new DrawException(rounds + " rounds cannot be drawn without repeating an array: " + describe(rules, all.size(), excluded));
        }
        List<DrawnRound> drawn = new ArrayList<>(rounds);
        Set<Integer> taken = new HashSet<>();
        for (int round = 1; round <= rounds; round++) {
            drawn.add(round(rules, seed, round, all, taken));
        }
        return List.copyOf(drawn);
    }

    @Override
    public DrawnRound next(ChessRules rules, DrawSeed seed, List<DrawnRound> revealed, Set<Integer> excluded) {
        List<Integer> all = pool(rules, excluded);
        Set<Integer> taken = new HashSet<>();
        for (int i = 0; i < revealed.size(); i++) {
            DrawnRound round = revealed.get(i);
            if (round.round() != i + 1) {
                throw new IllegalArgumentException("the revealed rounds are not 1.." + revealed.size() + " in order: "
                        + round.round() + " at place " + (i + 1));
            }
            if (round.array().variant() != rules.variant()) {
                throw new IllegalArgumentException("round " + round.round() + " was drawn for " + round.array().variant().id()
                        + ", not " + rules.variant().id());
            }
            taken.add(round.array().number());
        }
        int left = (int) all.stream().filter(number -> !taken.contains(number)).count();
        if (left == 0) {
            throw new DrawException("round " + (revealed.size() + 1) + " cannot be drawn without repeating an array: "
                    + describe(rules, 0, excluded));
        }
        return round(rules, seed, revealed.size() + 1, all, taken);
    }

    /** Round {@code round} from the pool without the arrays {@code taken}, which it then joins. */
    private static DrawnRound round(ChessRules rules, DrawSeed seed, int round, List<Integer> pool, Set<Integer> taken) {
        int[] left = pool.stream().filter(number -> !taken.contains(number)).mapToInt(Integer::intValue).toArray();
        int number = left[index(seed, round, left.length)];
        taken.add(number);
        return new DrawnRound(round, rules.startArray(number));
    }

    /**
     * The variant's array numbers in ascending order without the excluded ones. For dfrc, the numbers
     * of the pairs (White's SP * 960 + Black's SP) where neither side plays an excluded Chess960 array.
     */
    private static List<Integer> pool(ChessRules rules, Set<Integer> excluded) {
        Set<Integer> out = new TreeSet<>();
        List<Integer> pool = new ArrayList<>();
        if (rules.variant() == Variant.DFRC) {
            for (int sp : excluded) {
                if (sp < 0 || sp > CHESS960_ARRAYS) {
                    throw new DrawException("cannot exclude " + sp + ": a dfrc exclusion is a Chess960 SP 0..959 (960 = 0)");
                }
                out.add(sp % CHESS960_ARRAYS);
            }
            // RoundDraw.excludes by numbers: 921,600 pairs are too many to build as arrays.
            for (int white = 0; white < CHESS960_ARRAYS; white++) {
                for (int black = 0; black < CHESS960_ARRAYS; black++) {
                    if (!out.contains(white) && !out.contains(black)) {
                        pool.add(white * CHESS960_ARRAYS + black);
                    }
                }
            }
            return pool;
        }
        for (int number : excluded) {
            try {
                rules.startArray(number); // an exclusion must name an array of the variant (960 is chess960's 0)
            } catch (RulesException e) {
                throw new DrawException("cannot exclude " + number + ": " + e.getMessage());
            }
        }
        for (StartArray array : rules.startArrays()) {
            if (!RoundDraw.excludes(excluded, array)) {
                pool.add(array.number());
            }
        }
        return pool;
    }

    private static String describe(ChessRules rules, int left, Set<Integer> excluded) {
        return left + " of the " + rules.startArrays().size() + " " + rules.variant().id()
                + " arrays are left (" + excluded.size() + " excluded)";
    }

    /**
     * Round {@code round}'s index among {@code n} arrays left: the first attempt whose first four
     * hash bytes fall below the largest multiple of n under 2^32, taken modulo n.
     */
    static int index(DrawSeed seed, int round, int n) {
        if (n < 1) {
            throw new IllegalArgumentException("nothing to draw from");
        }
        long limit = TWO_TO_THE_32 - TWO_TO_THE_32 % n;
        for (long attempt = 0; ; attempt++) {
            long x = firstFourBytes(seed.text() + ":" + round + ":" + attempt);
            if (x < limit) {
                return (int) (x % n);
            }
        }
    }

    private static long firstFourBytes(String text) {
        byte[] hash = sha256().digest(text.getBytes(StandardCharsets.UTF_8));
        return ((hash[0] & 0xFFL) << 24) | ((hash[1] & 0xFFL) << 16) | ((hash[2] & 0xFFL) << 8) | (hash[3] & 0xFFL);
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("this Java runtime has no SHA-256", e);
        }
    }
}
