package org.rochade.itest;

import java.util.Map;
import java.util.function.BooleanSupplier;
import org.osgi.framework.ServiceReference;
import org.osgi.util.tracker.ServiceTracker;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Move;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.SanException;
import org.rochade.rules.api.Variant;

/**
 * A host thread that uses the {@link ChessRules} services directly, one request after another, the way
 * a chess GUI would: take the current service of a variant from a tracker, or answer "no rules for
 * variant X" at once when there is none; otherwise run a request long enough (a perft) for bundles to
 * be swapped while it runs, and check its answer against the one computed beforehand for the castling
 * convention the service had when the request began. Counts the requests whose service was withdrawn
 * before they finished.
 */
final class DirectClient implements Runnable {

    /** Both castles are open in every variant; the "none" convention changes the perft count. */
    static final String FEN = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";
    private static final int DEPTH = 4;
    /** How long a client waits for a service to return after a "no rules" answer, to pace itself. */
    private static final long NO_RULES_PAUSE_MILLIS = 20;
    private static final Variant[] VARIANTS = Variant.values();
    /** Ends the outcome of a request whose service was unregistered before it finished. */
    static final String WITHDRAWN_MEANWHILE = ", its service withdrawn meanwhile";

    /** What one request computes. */
    record Answer(long nodes, String castling) {
    }

    private final Map<Variant, ServiceTracker<ChessRules, ChessRules>> trackers;
    private final Map<String, Answer> expected;
    private final Tally tally;
    private final BooleanSupplier stop;

    /** @param expected the answer per {@link #key} (variant and castling convention) */
    DirectClient(Map<Variant, ServiceTracker<ChessRules, ChessRules>> trackers, Map<String, Answer> expected,
                 Tally tally, BooleanSupplier stop) {
        this.trackers = trackers;
        this.expected = expected;
        this.tally = tally;
        this.stop = stop;
    }

    static String key(Variant variant, String convention) {
        return variant.id() + " " + convention;
    }

    /** The request: a perft and a castling move, both of which depend on the castling convention. */
    static Answer ask(ChessRules rules) {
        Position position = rules.fromFen(FEN);
        long nodes = rules.perft(position, DEPTH);
        String castling;
        try {
            Move castle = rules.parseSan(position, "O-O");
            castling = rules.toSan(position, castle) + " -> " + rules.play(position, castle).fen();
        } catch (SanException e) {
            castling = "refused: " + e.getMessage();
        }
        return new Answer(nodes, castling);
    }

    @Override
    public void run() {
        for (long i = 0; !stop.getAsBoolean(); i++) {
            try {
                request(VARIANTS[(int) (i % VARIANTS.length)]);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    private void request(Variant variant) throws InterruptedException {
        ServiceTracker<ChessRules, ChessRules> tracker = trackers.get(variant);
        String convention = null;
        try {
            ServiceReference<ChessRules> reference = tracker.getServiceReference();
            ChessRules rules = reference == null ? null : tracker.getService(reference);
            if (rules == null) {
                tally.count("no rules for variant " + variant.id());
                tracker.waitForService(NO_RULES_PAUSE_MILLIS);
                return;
            }
            convention = rules.castlingConvention();
            Answer answer = ask(rules);
            Answer wanted = expected.get(key(variant, convention));
            if (!answer.equals(wanted)) {
                tally.fail(key(variant, convention) + ": got " + answer + ", expected " + wanted);
            } else if (!convention.equals(rules.castlingConvention())) {
                tally.fail(variant + ": began with " + convention + ", ended with " + rules.castlingConvention());
            } else {
                // A reference answers no bundle once its service has been unregistered.
                boolean withdrawn = reference.getBundle() == null;
                tally.count("served " + key(variant, convention) + (withdrawn ? WITHDRAWN_MEANWHILE : ""));
            }
        } catch (InterruptedException e) {
            throw e;
        } catch (Throwable t) {
            // Anything thrown here (a framework exception, a class that can no longer be loaded) is a failure.
            tally.fail(variant + " with " + convention + ": " + Tally.describe(t));
        }
    }
}
