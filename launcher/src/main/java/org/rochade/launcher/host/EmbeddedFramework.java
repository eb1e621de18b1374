package org.rochade.launcher.host;

import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.Constants;
import org.osgi.framework.Filter;
import org.osgi.framework.InvalidSyntaxException;
import org.osgi.framework.ServiceReference;
import org.osgi.framework.namespace.PackageNamespace;
import org.osgi.framework.wiring.BundleCapability;
import org.osgi.framework.wiring.BundleWiring;
import org.osgi.util.tracker.ServiceTracker;
import org.rochade.games.api.PgnGames;
import org.rochade.ratings.Ratings;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Variant;

/**
 * The embedded framework as the commands see it: looks services up, installing the bundles of the
 * {@link Feature} that provides them first. Starting and stopping the framework and its storage are
 * {@link FrameworkRuntime}'s; the packages it shares with the launcher are {@link SystemPackages}'.
 *
 * <p>Services are looked up afresh on every call (through trackers kept open), never cached: in the
 * shell, bundles come and go and a request must get the rules in force when it arrives.
 *
 * <p>{@link #close()} must run on every path (try-with-resources). Thread-safe; the services it
 * hands out are thread-safe.
 */
public final class EmbeddedFramework implements Services {
    private final Duration serviceTimeout;
    private final boolean debug;
    private final FrameworkRuntime runtime;
    private final Map<Object, ServiceTracker<?, ?>> trackers = new HashMap<>();

    /**
     * @param serviceTimeout how long to wait for a service to appear
     * @param debug          Felix logs at debug level instead of errors only (to {@code diagnostics})
     * @param diagnostics    where framework log lines go (stderr), never stdout
     */
    public EmbeddedFramework(Duration serviceTimeout, boolean debug, PrintStream diagnostics) {
        this(serviceTimeout, debug, diagnostics, Map.of());
    }

    /** As above, with framework properties for this run (e.g. FileInstall's directories). */
    public EmbeddedFramework(Duration serviceTimeout, boolean debug, PrintStream diagnostics, Map<String, String> extraProperties) {
        this.serviceTimeout = serviceTimeout;
        this.debug = debug;
        this.runtime = new FrameworkRuntime(debug, diagnostics, extraProperties);
    }

    public Duration serviceTimeout() {
        return serviceTimeout;
    }

    public boolean debug() {
        return debug;
    }

    /** Starts the framework with these features while the caller goes on (see {@link FrameworkRuntime#startInBackground}). */
    public void startInBackground(Set<Feature> features) {
        runtime.startInBackground(features);
    }

    /** Starts the framework with these features in the background, unless there are none (see {@link #startInBackground}). */
    @Override
    public void prepare(Set<Feature> features) {
        if (!features.isEmpty()) {
            startInBackground(features);
        }
    }

    /** The framework's context, once it runs with at least {@link Feature#RULES}. */
    public BundleContext context() {
        return runtime.context();
    }

    /** Installs and starts the bundles of these features unless they already run. */
    public void require(Feature... features) {
        runtime.require(features);
    }

    /**
     * Blocks until the framework stops (the Gogo shell stops it at the end of its input).
     *
     * @return false when interrupted first
     */
    public boolean awaitStop() {
        return runtime.awaitStop();
    }

    @Override
    public ChessRules rules(Variant variant) {
        ServiceTracker<?, ?> tracker = tracker(variant, context -> {
            String filter = "(&(" + Constants.OBJECTCLASS + "=" + ChessRules.class.getName() + ")("
                    + ChessRules.VARIANT_PROPERTY + "=" + variant.id() + "))";
            return new ServiceTracker<>(context, filter(context, filter), null);
        });
        return ChessRules.class.cast(await(tracker, "no rules for variant " + variant.id()));
    }

    /**
     * The rating report service of the ratings bundle (with pgn.plugin, through which it reads games).
     *
     * @throws UserError when it does not appear within the service timeout
     */
    @Override
    public Ratings ratings() {
        // Its reference to PgnGames is optional: wait for that service first, so that reading finds it bound.
        awaitService(Feature.PGN, PgnGames.class, "no PGN games service (is pgn.plugin installed and started?)");
        return awaitService(Feature.RATINGS, Ratings.class, "no ratings service (is the ratings bundle installed and started?)");
    }

    /** The highest-ranked service of a type, once the bundles of {@code feature} run (see {@link #awaitService}). */
    @Override
    public <S> S service(Feature feature, Class<S> type, String missing) {
        return awaitService(feature, type, missing);
    }

    /**
     * The highest-ranked service of a type, once the bundles of {@code feature} run.
     *
     * @throws UserError ({@code missing}) when none appears within the service timeout
     */
    public <S> S awaitService(Feature feature, Class<S> type, String missing) {
        ServiceTracker<?, ?> tracker = tracker(type, context -> {
            runtime.require(feature);
            return new ServiceTracker<>(context, type, null);
        });
        return type.cast(await(tracker, missing));
    }

    /** The embedded bundles with their versions and states, for {@code rochade info}. */
    public List<String> bundleStates() {
        List<String> states = new ArrayList<>();
        for (Bundle bundle : context().getBundles()) {
            states.add(bundle.getSymbolicName() + " " + bundle.getVersion() + " " + stateName(bundle.getState()));
        }
        return states;
    }

    /**
     * The Rochade packages the framework exports from the launcher's class path (the API bundles' and the shell runner's), with their
     * versions ("org.rochade.games.api.pgn 1.3.0"), sorted: what a plug-in bundle can import.
     */
    public List<String> apiPackages() {
        String rochade = "org.rochade.";
        List<String> packages = new ArrayList<>();
        for (BundleCapability capability : context().getBundle(Constants.SYSTEM_BUNDLE_LOCATION)
                .adapt(BundleWiring.class).getCapabilities(PackageNamespace.PACKAGE_NAMESPACE)) {
            Object name = capability.getAttributes().get(PackageNamespace.PACKAGE_NAMESPACE);
            if (String.valueOf(name).startsWith(rochade)) {
                packages.add(name + " " + capability.getAttributes().get(PackageNamespace.CAPABILITY_VERSION_ATTRIBUTE));
            }
        }
        packages.sort(Comparator.naturalOrder());
        return packages;
    }

    /**
     * Every {@link ChessRules} service with its variant, after waiting up to the service timeout for
     * the first one to appear.
     */
    public List<ServiceReference<ChessRules>> rulesServices() {
        @SuppressWarnings("unchecked")
        ServiceTracker<ChessRules, ChessRules> tracker = (ServiceTracker<ChessRules, ChessRules>)
                tracker(ChessRules.class, context -> new ServiceTracker<>(context, ChessRules.class, null));
        try {
            tracker.waitForService(serviceTimeout.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        ServiceReference<ChessRules>[] refs = tracker.getServiceReferences();
        List<ServiceReference<ChessRules>> list = refs == null ? new ArrayList<>() : new ArrayList<>(List.of(refs));
        list.sort(Comparator.comparing(r -> String.valueOf(r.getProperty(ChessRules.VARIANT_PROPERTY))));
        return list;
    }

    /** The rules services of {@link #rulesServices()}, without those that went away meanwhile. */
    @Override
    public List<ChessRules> allRules() {
        List<ChessRules> all = new ArrayList<>();
        for (ServiceReference<ChessRules> reference : rulesServices()) {
            ChessRules rules = service(reference);
            if (rules != null) {
                all.add(rules);
            }
        }
        return all;
    }

    /** The service behind a reference from {@link #rulesServices()}; released on {@link #close()}. */
    public ChessRules service(ServiceReference<ChessRules> reference) {
        return context().getService(reference);
    }

    /** Closes the trackers, then stops the framework and deletes its storage. Never throws. */
    @Override
    public void close() {
        synchronized (this) {
            for (ServiceTracker<?, ?> tracker : trackers.values()) {
                tracker.close();
            }
            trackers.clear();
        }
        runtime.stop();
    }

    /** The tracker kept under {@code key}, made and opened on first use. */
    private synchronized ServiceTracker<?, ?> tracker(Object key, Function<BundleContext, ServiceTracker<?, ?>> factory) {
        ServiceTracker<?, ?> tracker = trackers.get(key);
        if (tracker == null) {
            tracker = factory.apply(context());
            tracker.open();
            trackers.put(key, tracker);
        }
        return tracker;
    }

    /** The tracked service with the highest ranking now, waiting up to the service timeout for one. */
    private Object await(ServiceTracker<?, ?> tracker, String missing) {
        try {
            Object service = tracker.waitForService(serviceTimeout.toMillis());
            if (service == null) {
                throw new UserError(missing);
            }
            return service;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting: " + missing, e);
        }
    }

    private static Filter filter(BundleContext context, String filter) {
        try {
            return context.createFilter(filter);
        } catch (InvalidSyntaxException e) {
            throw new IllegalArgumentException(filter, e);
        }
    }

    private static String stateName(int state) {
        switch (state) {
            case Bundle.UNINSTALLED: return "UNINSTALLED";
            case Bundle.INSTALLED: return "INSTALLED";
            case Bundle.RESOLVED: return "RESOLVED";
            case Bundle.STARTING: return "STARTING";
            case Bundle.STOPPING: return "STOPPING";
            case Bundle.ACTIVE: return "ACTIVE";
            default: return "STATE-" + state;
        }
    }
}
