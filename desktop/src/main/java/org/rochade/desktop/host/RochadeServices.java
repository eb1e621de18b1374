package org.rochade.desktop.host;

import java.time.Duration;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.osgi.framework.BundleContext;
import org.osgi.framework.Constants;
import org.osgi.framework.InvalidSyntaxException;
import org.osgi.framework.ServiceReference;
import org.osgi.util.tracker.ServiceTracker;
import org.rochade.diagram.Diagrams;
import org.rochade.games.api.PgnGames;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Variant;

/**
 * The Rochade services the window uses, as they are now: the {@link ChessRules} of each variant, the
 * {@link PgnGames} service and the {@link Diagrams} service. Nothing is cached: bundles come and go (a castling convention
 * dropped into the bundles directory makes SCR replace every rules service), so each look-up
 * answers with the service in force, or nothing at once while there is none.
 *
 * <p>Listeners hear of every change on the framework's threads; the window moves to its own
 * thread before it acts. Thread-safe.
 */
public final class RochadeServices implements AutoCloseable {
    private final Map<Variant, ServiceTracker<ChessRules, ChessRules>> rules = new EnumMap<>(Variant.class);
    private final ServiceTracker<PgnGames, PgnGames> games;
    private final ServiceTracker<Diagrams, Diagrams> diagrams;
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
    private final Object changed = new Object();

    public RochadeServices(BundleContext context) {
        for (Variant variant : Variant.values()) {
            ServiceTracker<ChessRules, ChessRules> tracker = new ServiceTracker<>(context, filter(context, variant), null) {
                @Override
                public ChessRules addingService(ServiceReference<ChessRules> reference) {
                    ChessRules service = super.addingService(reference);
                    fire();
                    return service;
                }

                @Override
                public void modifiedService(ServiceReference<ChessRules> reference, ChessRules service) {
                    fire();
                }

                @Override
                public void removedService(ServiceReference<ChessRules> reference, ChessRules service) {
                    super.removedService(reference, service);
                    fire();
                }
            };
            rules.put(variant, tracker);
        }
        games = tracker(context, PgnGames.class);
        diagrams = tracker(context, Diagrams.class);
        rules.values().forEach(ServiceTracker::open);
        games.open();
        diagrams.open();
    }

    /** A tracker of a service type that tells the listeners when one comes or goes. */
    private <S> ServiceTracker<S, S> tracker(BundleContext context, Class<S> type) {
        return new ServiceTracker<>(context, type, null) {
            @Override
            public S addingService(ServiceReference<S> reference) {
                S service = super.addingService(reference);
                fire();
                return service;
            }

            @Override
            public void removedService(ServiceReference<S> reference, S service) {
                super.removedService(reference, service);
                fire();
            }
        };
    }

    private static org.osgi.framework.Filter filter(BundleContext context, Variant variant) {
        String filter = "(&(" + Constants.OBJECTCLASS + "=" + ChessRules.class.getName() + ")("
                + ChessRules.VARIANT_PROPERTY + "=" + variant.id() + "))";
        try {
            return context.createFilter(filter);
        } catch (InvalidSyntaxException e) {
            throw new IllegalArgumentException(filter, e);
        }
    }

    /** Called (on a framework thread) whenever a rules or games service comes, changes or goes. */
    public void addListener(Runnable listener) {
        listeners.add(listener);
    }

    private void fire() {
        synchronized (changed) {
            changed.notifyAll();
        }
        for (Runnable listener : listeners) {
            listener.run();
        }
    }

    /** The highest-ranked rules of a variant now, or nothing while there are none. */
    public Optional<ChessRules> rules(Variant variant) {
        return Optional.ofNullable(rules.get(variant).getService());
    }

    /** The PGN games service now, or nothing while pgn.plugin is not running. */
    public Optional<PgnGames> games() {
        return Optional.ofNullable(games.getService());
    }

    /** The diagram service now, or nothing while the diagram bundle is not running. */
    public Optional<Diagrams> diagrams() {
        return Optional.ofNullable(diagrams.getService());
    }

    /** Waits for a variant's rules, as the window does once at start-up (services come asynchronously). */
    public Optional<ChessRules> awaitRules(Variant variant, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        synchronized (changed) {
            while (true) {
                Optional<ChessRules> found = rules(variant);
                long left = (deadline - System.nanoTime()) / 1_000_000;
                if (found.isPresent() || left <= 0) {
                    return found;
                }
                changed.wait(left);
            }
        }
    }

    @Override
    public void close() {
        rules.values().forEach(ServiceTracker::close);
        games.close();
        diagrams.close();
    }
}
