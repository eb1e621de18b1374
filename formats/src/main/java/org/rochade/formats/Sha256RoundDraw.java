package org.rochade.formats;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.osgi.service.component.annotations.Component;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.RulesException;
import org.rochade.rules.api.StartArray;
import org.rochade.rules.api.event.DrawException;
import org.rochade.rules.api.event.DrawSeed;
import org.rochade.rules.api.event.DrawnRound;
import org.rochade.rules.api.event.RoundDraw;

/** The draw {@link RoundDraw} documents: SHA-256 of {@code SEED:round:attempt}, rejection sampling over the pool. */
@Component(service = RoundDraw.class)
public final class Sha256RoundDraw implements RoundDraw {
    private static final long TWO_TO_THE_32 = 1L << 32;

    @Override
    public List<DrawnRound> draw(ChessRules rules, DrawSeed seed, int rounds, Set<Integer> excluded) {
        if (rounds < 1) {
            throw new IllegalArgumentException("an event has at least 1 round, not " + rounds);
        }
        List<StartArray> pool = pool(rules, excluded);
        if (rounds > pool.size()) {
            throw new DrawException(rounds + " rounds cannot be drawn without repeating an array: " + describe(rules, pool, excluded));
        }
        List<DrawnRound> drawn = new ArrayList<>(rounds);
        for (int round = 1; round <= rounds; round++) {
            drawn.add(new DrawnRound(round, pool.remove(index(seed, round, pool.size()))));
        }
        return List.copyOf(drawn);
    }

    @Override
    public DrawnRound next(ChessRules rules, DrawSeed seed, List<DrawnRound> revealed, Set<Integer> excluded) {
        List<StartArray> pool = pool(rules, excluded);
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
            pool.remove(round.array());
        }
        int round = revealed.size() + 1;
        if (pool.isEmpty()) {
            throw new DrawException("round " + round + " cannot be drawn without repeating an array: " + describe(rules, pool, excluded));
        }
        return new DrawnRound(round, pool.get(index(seed, round, pool.size())));
    }

    /** The variant's arrays in ascending number without the excluded ones. */
    private static List<StartArray> pool(ChessRules rules, Set<Integer> excluded) {
        Set<Integer> out = new TreeSet<>();
        for (int number : excluded) {
            try {
                out.add(rules.startArray(number).number()); // 960 is chess960's 0
            } catch (RulesException e) {
                throw new DrawException("cannot exclude " + number + ": " + e.getMessage());
            }
        }
        List<StartArray> pool = new ArrayList<>(rules.startArrays());
        pool.removeIf(array -> out.contains(array.number()));
        return pool;
    }

    private static String describe(ChessRules rules, List<StartArray> left, Set<Integer> excluded) {
        return left.size() + " of the " + rules.startArrays().size() + " " + rules.variant().id()
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
