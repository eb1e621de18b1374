package org.rochade.rules.impl.start;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.RandomAccess;
import java.util.random.RandomGenerator;
import org.rochade.rules.api.RulesException;
import org.rochade.rules.api.StartArray;
import org.rochade.rules.api.StartVerdict;
import org.rochade.rules.api.Variant;
import org.rochade.rules.impl.fen.FenReader;

/**
 * The start arrays of one variant with that variant's numbering: SP 0..959 for chess960 (960 an
 * alias of 0), 1..168 in ascending SP for fischer168, 518 alone for classic, and
 * {@code sp * 960 + spBlack} for dfrc.
 *
 * <p>dfrc's 921,600 pairs are not held: its list is a view over the 960 Chess960 back ranks that
 * builds each pair's {@link StartArray} when asked.
 *
 * <p>One immutable catalogue per variant, built once from the Scharnagl derivation and the
 * Fischer168 rule, so that listing, numbering, random choice and the start check all agree on
 * which arrays exist. Safe to share between threads.
 */
public final class StartArrayCatalog {

    private static final int CLASSIC_SP = 518;

    private static final StartArrayCatalog CHESS960 = chess960();
    private static final StartArrayCatalog FISCHER168 = subset(Variant.FISCHER168, CHESS960.all);
    private static final StartArrayCatalog CLASSIC = subset(Variant.CLASSIC, CHESS960.all);
    private static final StartArrayCatalog DFRC = new StartArrayCatalog(Variant.DFRC, new DfrcPairs(CHESS960.all));

    private final Variant variant;
    private final List<StartArray> all;
    private final Map<String, StartArray> byBackRank;

    private StartArrayCatalog(Variant variant, List<StartArray> all) {
        this.variant = variant;
        this.all = variant.mirrored() ? List.copyOf(all) : all;
        Map<String, StartArray> index = new HashMap<>();
        if (variant.mirrored()) {
            for (StartArray array : all) {
                index.put(array.backRank(), array);
            }
        }
        this.byBackRank = Collections.unmodifiableMap(index);
    }

    /** The catalogue of {@code variant}. */
    public static StartArrayCatalog of(Variant variant) {
        Objects.requireNonNull(variant, "variant");
        return switch (variant) {
            case CHESS960 -> CHESS960;
            case FISCHER168 -> FISCHER168;
            case CLASSIC -> CLASSIC;
            case DFRC -> DFRC;
        };
    }

    /** dfrc's pairs in ascending number, each built from the two Chess960 arrays when asked for. */
    private static final class DfrcPairs extends AbstractList<StartArray> implements RandomAccess {
        private final List<StartArray> chess960;

        DfrcPairs(List<StartArray> chess960) {
            this.chess960 = chess960;
        }

        @Override
        public StartArray get(int number) {
            Objects.checkIndex(number, size());
            return pair(chess960.get(number / Scharnagl.COUNT), chess960.get(number % Scharnagl.COUNT));
        }

        @Override
        public int size() {
            return Scharnagl.COUNT * Scharnagl.COUNT;
        }

        static StartArray pair(StartArray white, StartArray black) {
            return new StartArray(Variant.DFRC, white.sp() * Scharnagl.COUNT + black.sp(),
                    white.sp(), white.backRank(), black.sp(), black.backRank());
        }
    }

    /** The 960 arrays in SP order, each back rank derived once (the other variants' lists are taken from them). */
    private static StartArrayCatalog chess960() {
        List<StartArray> arrays = new ArrayList<>(Scharnagl.COUNT);
        for (int sp = 0; sp < Scharnagl.COUNT; sp++) {
            arrays.add(new StartArray(Variant.CHESS960, sp, sp, Scharnagl.backRank(sp)));
        }
        return new StartArrayCatalog(Variant.CHESS960, arrays);
    }

    /** The arrays of Fischer168 (numbered 1..168 in ascending SP) or classic chess among Chess960's. */
    private static StartArrayCatalog subset(Variant variant, List<StartArray> chess960) {
        List<StartArray> arrays = new ArrayList<>();
        for (StartArray array : chess960) {
            switch (variant) {
                case FISCHER168 -> {
                    if (Fischer168.contains(array.backRank())) {
                        arrays.add(new StartArray(variant, arrays.size() + 1, array.sp(), array.backRank()));
                    }
                }
                case CLASSIC -> {
                    if (array.sp() == CLASSIC_SP) {
                        arrays.add(new StartArray(variant, CLASSIC_SP, CLASSIC_SP, array.backRank()));
                    }
                }
                default -> throw new IllegalArgumentException(variant + " is not a subset of chess960's arrays");
            }
        }
        return new StartArrayCatalog(variant, arrays);
    }

    public Variant variant() {
        return variant;
    }

    /**
     * Every array of the variant, in ascending number (which is also ascending SP, White's first);
     * for dfrc a view that builds each array on access.
     */
    public List<StartArray> all() {
        return all;
    }

    /**
     * The array with the variant's own number.
     *
     * @throws RulesException naming the valid numbers when there is no such array
     */
    public StartArray byNumber(int number) {
        switch (variant) {
            case CHESS960 -> {
                if (number >= 0 && number <= Scharnagl.COUNT) {
                    return all.get(number % Scharnagl.COUNT);
                }
                throw new RulesException("chess960 has no start array " + number
                        + ": the numbers are SP 0..959 (960 is an alias of 0)");
            }
            case FISCHER168 -> {
                if (number >= 1 && number <= all.size()) {
                    return all.get(number - 1);
                }
                throw new RulesException("fischer168 has no start array " + number + ": the numbers are 1.."
                        + all.size() + " (Rochade's numbering, in ascending SP)");
            }
            case DFRC -> {
                if (number >= 0 && number < all.size()) {
                    return all.get(number);
                }
                throw new RulesException("dfrc has no start array " + number + ": the numbers are 0.."
                        + (all.size() - 1) + " (White's SP * 960 + Black's SP)");
            }
            default -> {
                if (number == CLASSIC_SP) {
                    return all.get(0);
                }
                throw new RulesException("classic chess has no start array " + number
                        + ": its only array is SP 518 (RNBQKBNR)");
            }
        }
    }

    /**
     * The array with White's Scharnagl number {@code sp} and Black's {@code spBlack}; in a mirrored
     * variant the two must be equal.
     *
     * @throws RulesException when the variant has no such array
     */
    public StartArray bySps(int givenSp, int givenSpBlack) {
        if (givenSp < 0 || givenSp > Scharnagl.COUNT || givenSpBlack < 0 || givenSpBlack > Scharnagl.COUNT) {
            throw new RulesException("no start array " + givenSp + ":" + givenSpBlack
                    + ": Scharnagl numbers are 0..959 (960 is an alias of 0)");
        }
        // 960 is 0 on either side, as for chess960's numbers (sp 960 is array 0).
        int sp = givenSp % Scharnagl.COUNT;
        int spBlack = givenSpBlack % Scharnagl.COUNT;
        if (!variant.mirrored()) {
            return all.get(sp * Scharnagl.COUNT + spBlack);
        }
        if (sp != spBlack) {
            throw new RulesException(variant + " has no start array " + sp + ":" + spBlack
                    + ": Black mirrors White (a pair of different arrays is dfrc)");
        }
        return byBackRank(Scharnagl.backRank(sp)).orElseThrow(() -> new RulesException(
                variant + " has no start array with SP " + sp));
    }

    /**
     * A uniformly chosen array: one call of {@code rng.nextInt(size)}, so a generator seeded the same
     * way gives the same array.
     */
    public StartArray random(RandomGenerator rng) {
        Objects.requireNonNull(rng, "rng");
        return all.get(rng.nextInt(all.size()));
    }

    /**
     * The array whose White back rank (upper case, a to h) is {@code backRank}, if the variant has
     * it; always empty for dfrc, whose arrays one back rank does not name.
     */
    public Optional<StartArray> byBackRank(String backRank) {
        Objects.requireNonNull(backRank, "backRank");
        return Optional.ofNullable(byBackRank.get(backRank));
    }

    /**
     * Whether {@code fen} is a legal start of this variant, and if not, why. Any castling notation
     * (X-FEN, Shredder-FEN in any letter order, mixtures) and any or no move counters are accepted.
     * Never throws: unreadable text is a reason like any other.
     */
    public StartVerdict check(String fen) {
        StartCheck.Outcome outcome = StartCheck.check(FenReader.read(fen));
        if (outcome instanceof StartCheck.Rejected rejected) {
            return StartVerdict.notAStart(rejected.reason());
        }
        StartCheck.Start start = (StartCheck.Start) outcome;
        String rank = start.backRank();
        String blackRank = start.blackBackRank();
        if (!variant.mirrored()) {
            StartArray pair = DfrcPairs.pair(CHESS960.byBackRank(rank).orElseThrow(),
                    CHESS960.byBackRank(blackRank).orElseThrow());
            return StartVerdict.legal(pair, start.missingCastling());
        }
        if (!rank.equals(blackRank)) {
            int file = 0;
            while (rank.charAt(file) == blackRank.charAt(file)) {
                file++;
            }
            return StartVerdict.notAStart("black does not mirror white on the " + BackRank.fileName(file)
                    + "-file (White SP " + Scharnagl.sp(rank).orElseThrow() + ", Black SP "
                    + Scharnagl.sp(blackRank).orElseThrow() + ": a Double Fischer Random start)");
        }
        Optional<StartArray> found = byBackRank(rank);
        if (found.isPresent()) {
            return StartVerdict.legal(found.get(), start.missingCastling());
        }
        int sp = Scharnagl.sp(rank).orElseThrow();
        if (variant == Variant.FISCHER168) {
            return StartVerdict.notAStart("SP " + sp + " is not one of the " + all.size() + " Fischer168 arrays ("
                    + Fischer168.exclusion(rank).orElseThrow() + ")");
        }
        return StartVerdict.notAStart("SP " + sp + " (" + rank + ") is not the classic array RNBQKBNR (SP 518)");
    }

    @Override
    public String toString() {
        return "StartArrayCatalog[" + variant + ", " + all.size() + " arrays]";
    }
}
