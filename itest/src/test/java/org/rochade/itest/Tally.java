package org.rochade.itest;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What the clients of a load test saw: a count per outcome, the failures in words, and a wait for
 * progress that wakes on each outcome (never on a timer), so that a swapping thread can be sure
 * requests ran in each state it creates.
 */
final class Tally {
    private static final int FAILURES_KEPT = 20;

    private final Map<String, Long> counts = new TreeMap<>();
    private final List<String> failures = new ArrayList<>();
    private long failureCount;
    private long total;
    private boolean ended;

    synchronized void count(String outcome) {
        counts.merge(outcome, 1L, Long::sum);
        total++;
        notifyAll();
    }

    synchronized void fail(String what) {
        failureCount++;
        if (failures.size() < FAILURES_KEPT) {
            failures.add(what);
        }
        total++;
        notifyAll();
    }

    /** How many outcomes so far start with {@code prefix}. */
    synchronized long countStartingWith(String prefix) {
        return matching(prefix);
    }

    synchronized long total() {
        return total;
    }

    synchronized long failureCount() {
        return failureCount;
    }

    synchronized List<String> failures() {
        return List.copyOf(failures);
    }

    synchronized Map<String, Long> counts() {
        return Map.copyOf(counts);
    }

    /** Wakes every waiter for good: the clients have stopped. */
    synchronized void end() {
        ended = true;
        notifyAll();
    }

    /** Waits until {@code more} further outcomes were counted, the clients stopped, or one failed. */
    void awaitMore(long more, Duration timeout) throws InterruptedException {
        awaitMore("", more, timeout);
    }

    /**
     * Waits until {@code more} further outcomes starting with {@code prefix} were counted, the clients
     * stopped, or one of them failed (the failure is what a test must then report, not the wait).
     */
    synchronized void awaitMore(String prefix, long more, Duration timeout) throws InterruptedException {
        long target = matching(prefix) + more;
        long deadline = System.nanoTime() + timeout.toNanos();
        while (matching(prefix) < target && !ended && failureCount == 0) {
            long leftMillis = (deadline - System.nanoTime()) / 1_000_000;
            if (leftMillis <= 0) {
                throw new AssertionError("no progress: waited " + timeout.toSeconds() + " s for " + more
                        + " outcomes \"" + prefix + "...\" (a hang?); outcomes so far " + counts);
            }
            wait(leftMillis);
        }
    }

    private long matching(String prefix) {
        long sum = 0;
        for (Map.Entry<String, Long> count : counts.entrySet()) {
            if (count.getKey().startsWith(prefix)) {
                sum += count.getValue();
            }
        }
        return sum;
    }

    /** An unexpected throwable in a line, with where it came from. */
    static String describe(Throwable t) {
        StringBuilder text = new StringBuilder(t.toString());
        StackTraceElement[] stack = t.getStackTrace();
        for (int i = 0; i < Math.min(4, stack.length); i++) {
            text.append(" at ").append(stack[i]);
        }
        if (t.getCause() != null && t.getCause() != t) {
            text.append(" caused by ").append(describe(t.getCause()));
        }
        return text.toString();
    }

    @Override
    public synchronized String toString() {
        return counts + (failureCount > 0 ? " failures=" + failureCount : "");
    }
}
