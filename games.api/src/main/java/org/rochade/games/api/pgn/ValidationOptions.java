package org.rochade.games.api.pgn;

import java.util.Objects;
import org.rochade.rules.api.Variant;

/**
 * How to validate.
 *
 * @param threads    threads checking games, the calling thread included: 1 validates on the calling
 *                   thread alone; T adds T-1 workers, and the calling thread, which reads the games,
 *                   checks a batch itself whenever the workers have one waiting. Reports are
 *                   delivered in input order on the calling thread whatever the count.
 * @param limits     buffer bounds for the reader
 * @param variations whether variations are replayed and checked as well as the main line
 * @param finalFen   whether each report carries the final position's FEN ({@link GameReport#finalFen()});
 *                   without it ({@code false}) reports have a null FEN and validation skips the work
 *                   of writing one per game
 * @param defaultVariant the variant of games whose tags name none (no Variant tag), as an event
 *                   format decides it; {@code null} (the default) decides from the FEN tag: classic,
 *                   or Chess960 (with a warning) when only Chess960 reads the FEN
 * @since 1.2.0 (finalFen, defaultVariant); 2.1.0 (at most {@link #MAX_THREADS} threads)
 */
public record ValidationOptions(int threads, PgnLimits limits, boolean variations, boolean finalFen,
                                Variant defaultVariant) {

    /**
     * The most threads a validation or conversion takes: the reader keeps at most 4 MiB of input in
     * flight, cut into chunks of about 64 KiB, so no more than 64 threads can have work at once, and
     * each thread's reading and checking state costs memory whether it works or not.
     *
     * @since 2.1.0
     */
    public static final int MAX_THREADS = 64;

    public ValidationOptions {
        Objects.requireNonNull(limits, "limits");
        checkThreads(threads);
    }

    /**
     * Refuses a thread count outside 1..{@link #MAX_THREADS} (validation and conversion alike).
     *
     * @throws IllegalArgumentException naming the allowed range
     * @since 2.1.0
     */
    public static void checkThreads(int threads) {
        if (threads < 1 || threads > MAX_THREADS) {
            throw new IllegalArgumentException("threads must be 1 to " + MAX_THREADS + ", not " + threads);
        }
    }

    /** One thread, default limits, variations checked, final FENs reported. */
    public static ValidationOptions defaults() {
        return new ValidationOptions(1, PgnLimits.defaults(), true, true, null);
    }

    public ValidationOptions withThreads(int count) {
        return new ValidationOptions(count, limits, variations, finalFen, defaultVariant);
    }

    public ValidationOptions withLimits(PgnLimits newLimits) {
        return new ValidationOptions(threads, newLimits, variations, finalFen, defaultVariant);
    }

    /** @since 1.2.0 */
    public ValidationOptions withVariations(boolean checked) {
        return new ValidationOptions(threads, limits, checked, finalFen, defaultVariant);
    }

    /** @since 1.2.0 */
    public ValidationOptions withFinalFen(boolean reported) {
        return new ValidationOptions(threads, limits, variations, reported, defaultVariant);
    }

    /** @since 1.2.0 */
    public ValidationOptions withDefaultVariant(Variant variant) {
        return new ValidationOptions(threads, limits, variations, finalFen, variant);
    }
}
