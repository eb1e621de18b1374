package org.rochade.event.api;

import java.util.List;
import java.util.Set;
import org.osgi.annotation.versioning.ProviderType;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.StartArray;
import org.rochade.rules.api.Variant;

/**
 * The per-round draw of an event's start arrays: one array per round, never the same one twice in an
 * event, never an excluded one, reproducible from the seed by anyone with a few lines of code.
 *
 * <p><b>The algorithm</b> (the README's "Running an event" gives it with a Python version):
 * <ol>
 *   <li>The <em>pool</em> is the variant's start arrays in ascending number (chess960: SP 0..959;
 *       fischer168: 1..168; classic: 518) without the excluded ones. For dfrc: every pair of Chess960 arrays neither of which is excluded
 *       (exclusions are Chess960 SPs), by number (White's SP * 960 + Black's SP).</li>
 *   <li>For round {@code r} (from 1), take the arrays drawn in rounds 1..r-1 out of the pool, keeping
 *       the order; {@code n} arrays are left.</li>
 *   <li>For attempt {@code a} = 0, 1, 2, ...: {@code h} = SHA-256 of the UTF-8 bytes of the text
 *       {@code SEED:r:a} (the seed exactly as given, a colon, {@code r} in decimal, a colon, {@code a}
 *       in decimal); {@code x} = the first 4 bytes of {@code h} as an unsigned big-endian number. If
 *       {@code x < 2^32 - (2^32 mod n)}, round {@code r} plays the array at index {@code x mod n}
 *       (from 0) of the arrays left; otherwise try the next attempt (so that no index is likelier than
 *       another).</li>
 * </ol>
 * Step 3 in a shell: {@code printf '%s:%d:%d' "$SEED" 1 0 | sha256sum | cut -c1-8} is {@code x} of
 * round 1, attempt 0, in hex.
 *
 * <p>Exclusions are numbers in the variant's own numbering (for chess960 960 stands for 0). When the
 * rounds are revealed one at a time ({@link #next}), each round is drawn from the exclusions given for
 * it, so a changed exclusion list counts from the next round on; with the same exclusions throughout,
 * {@link #next} gives exactly what {@link #draw} gives.
 *
 * <p>Registered as an OSGi service by the formats bundle. Thread-safe.
 */
@ProviderType
public interface RoundDraw {

    /**
     * Rounds 1..{@code rounds} of an event.
     *
     * @param rules    the variant's rules, whose start arrays make the pool
     * @param excluded numbers of arrays never to draw
     * @throws DrawException when an excluded number is no array of the variant, or fewer arrays are
     *                       left than rounds asked for (the message says how many)
     * @throws IllegalArgumentException when {@code rounds} is less than 1
     */
    List<DrawnRound> draw(ChessRules rules, DrawSeed seed, int rounds, Set<Integer> excluded);

    /**
     * The round after those already revealed, whose arrays are never drawn again.
     *
     * @param revealed rounds 1..k of the event, in order (empty for the first round)
     * @throws DrawException when an excluded number is no array of the variant, or no array is left
     * @throws IllegalArgumentException when {@code revealed} is not rounds 1..k in order, or holds arrays
     *                                  of another variant
     */
    DrawnRound next(ChessRules rules, DrawSeed seed, List<DrawnRound> revealed, Set<Integer> excluded);

    /**
     * Whether exclusions rule an array out, as the pool above says: its number is excluded, or for
     * dfrc either side's Chess960 SP is. What an event format's start for one game and its die
     * reveals are held to as well.
     *
     * @param excluded numbers in the variant's own numbering (for chess960 and dfrc 960 stands for 0)
     */
    static boolean excludes(Set<Integer> excluded, StartArray array) {
        if (excluded.isEmpty()) {
            return false;
        }
        if (array.variant() == Variant.DFRC) {
            return excludesSp(excluded, array.sp()) || excludesSp(excluded, array.spBlack());
        }
        return array.variant() == Variant.CHESS960 ? excludesSp(excluded, array.number()) : excluded.contains(array.number());
    }

    private static boolean excludesSp(Set<Integer> excluded, int sp) {
        return excluded.contains(sp) || sp == 0 && excluded.contains(960);
    }
}
