package org.rochade.rules.api.pgn;

import java.util.Objects;

/**
 * How to validate.
 *
 * @param threads    worker threads replaying games; 1 validates on the calling thread. Reports are
 *                   delivered in input order on the calling thread whatever the count.
 * @param limits     buffer bounds for the reader
 * @param variations whether variations are replayed and checked as well as the main line
 * @param finalFen   whether each report carries the final position's FEN ({@link GameReport#finalFen()});
 *                   without it ({@code false}) reports have a null FEN and validation skips the work
 *                   of writing one per game
 * @since 1.2.0 (finalFen)
 */
public record ValidationOptions(int threads, PgnLimits limits, boolean variations, boolean finalFen) {

    public ValidationOptions {
        Objects.requireNonNull(limits, "limits");
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1: " + threads);
        }
    }

    /** Options of version 1.1, with final FENs in the reports. */
    public ValidationOptions(int threads, PgnLimits limits, boolean variations) {
        this(threads, limits, variations, true);
    }

    /** One thread, default limits, variations checked, final FENs reported. */
    public static ValidationOptions defaults() {
        return new ValidationOptions(1, PgnLimits.defaults(), true, true);
    }

    public ValidationOptions withThreads(int count) {
        return new ValidationOptions(count, limits, variations, finalFen);
    }

    public ValidationOptions withLimits(PgnLimits newLimits) {
        return new ValidationOptions(threads, newLimits, variations, finalFen);
    }

    /** @since 1.2.0 */
    public ValidationOptions withVariations(boolean checked) {
        return new ValidationOptions(threads, limits, checked, finalFen);
    }

    /** @since 1.2.0 */
    public ValidationOptions withFinalFen(boolean reported) {
        return new ValidationOptions(threads, limits, variations, reported);
    }
}
