package org.rochade.itest;

import java.time.Duration;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.osgi.framework.BundleContext;
import org.osgi.framework.Filter;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.InvalidSyntaxException;
import org.osgi.framework.ServiceReference;
import org.osgi.util.tracker.ServiceTracker;

/**
 * Tracks the services matching a filter, holding their objects the way a real host does (so delayed
 * DS components stay active), and lets a test wait for a state. Waiting is woken by service events,
 * never by sleeps: SCR swaps services on its own threads and the test must wait for the outcome.
 */
final class ServiceWatch<S> implements AutoCloseable {

    /** Long enough for a loaded CI machine; a passing swap takes milliseconds. */
    static final Duration TIMEOUT = Duration.ofSeconds(20);

    /** A service together with its registration, to tell a re-registered service from the old one. */
    record Found<S>(ServiceReference<S> reference, S service) {
        long serviceId() {
            return (Long) reference.getProperty("service.id");
        }
    }

    private final Object changed = new Object();
    private final String description;
    private final ServiceTracker<S, S> tracker;

    ServiceWatch(BundleContext context, Class<S> type, String filter) {
        this.description = type.getSimpleName() + " " + filter;
        this.tracker = new ServiceTracker<>(context, filter(type, filter), null) {
            @Override
            public S addingService(ServiceReference<S> reference) {
                S service = super.addingService(reference);
                signal();
                return service;
            }

            @Override
            public void modifiedService(ServiceReference<S> reference, S service) {
                signal();
            }

            @Override
            public void removedService(ServiceReference<S> reference, S service) {
                super.removedService(reference, service);
                signal();
            }
        };
        tracker.open();
    }

    /** The first tracked service whose object satisfies {@code condition}, waiting for one to appear. */
    Found<S> awaitService(Predicate<? super S> condition, String what) throws InterruptedException {
        return await(() -> find(condition), description + " " + what);
    }

    /** Returns once no service matches. */
    void awaitNone() throws InterruptedException {
        await(() -> tracker.isEmpty() ? Optional.of(Boolean.TRUE) : Optional.empty(), "no " + description);
    }

    /** How many matching services are registered right now. */
    int size() {
        return tracker.size();
    }

    @Override
    public void close() {
        tracker.close();
    }

    private <R> R await(Supplier<Optional<R>> state, String what) throws InterruptedException {
        long deadline = System.nanoTime() + TIMEOUT.toNanos();
        synchronized (changed) {
            while (true) {
                Optional<R> result = state.get();
                if (result.isPresent()) {
                    return result.get();
                }
                long leftMillis = (deadline - System.nanoTime()) / 1_000_000;
                if (leftMillis <= 0) {
                    throw new AssertionError("timed out after " + TIMEOUT.toSeconds() + " s waiting for " + what);
                }
                changed.wait(leftMillis);
            }
        }
    }

    private Optional<Found<S>> find(Predicate<? super S> condition) {
        ServiceReference<S>[] references = tracker.getServiceReferences();
        if (references == null) {
            return Optional.empty();
        }
        for (ServiceReference<S> reference : references) {
            S service = tracker.getService(reference);
            if (service != null && condition.test(service)) {
                return Optional.of(new Found<>(reference, service));
            }
        }
        return Optional.empty();
    }

    private void signal() {
        synchronized (changed) {
            changed.notifyAll();
        }
    }

    private static Filter filter(Class<?> type, String filter) {
        try {
            return FrameworkUtil.createFilter("(&(objectClass=" + type.getName() + ")" + filter + ")");
        } catch (InvalidSyntaxException e) {
            throw new IllegalArgumentException("bad filter " + filter, e);
        }
    }
}
