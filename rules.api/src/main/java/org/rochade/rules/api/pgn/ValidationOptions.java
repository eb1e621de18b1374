package org.rochade.rules.api.pgn;

import java.util.Objects;

/**
 * How to validate.
 *
 * @param threads    worker threads replaying games; 1 validates on the calling thread. Reports are
 *                   delivered in input order on the calling thread whatever the count.
 * @param limits     buffer bounds for the reader
 * @param variations whether variations are replayed and checked as well as the main line
 */
public record ValidationOptions(int threads, PgnLimits limits, boolean variations) {

    public ValidationOptions {
        Objects.requireNonNull(limits, "limits");
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1: " + threads);
        }
    }

    /** One thread, default limits, variations checked. */
    public static ValidationOptions defaults() {
        return new ValidationOptions(1, PgnLimits.defaults(), true);
    }

    public ValidationOptions withThreads(int count) {
        return new ValidationOptions(count, limits, variations);
    }

    public ValidationOptions withLimits(PgnLimits newLimits) {
        return new ValidationOptions(threads, newLimits, variations);
    }
}
