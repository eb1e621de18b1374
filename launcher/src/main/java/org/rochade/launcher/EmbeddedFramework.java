package org.rochade.launcher;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.stream.Stream;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.osgi.framework.Constants;
import org.osgi.framework.Filter;
import org.osgi.framework.InvalidSyntaxException;
import org.osgi.framework.ServiceReference;
import org.osgi.framework.launch.Framework;
import org.osgi.framework.launch.FrameworkFactory;
import org.osgi.framework.wiring.BundleRevision;
import org.osgi.util.tracker.ServiceTracker;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Variant;
import org.rochade.rules.api.pgn.PgnConverter;
import org.rochade.rules.api.pgn.PgnValidator;

/**
 * Owns the embedded OSGi framework (Apache Felix, found with {@link ServiceLoader}): starts it on
 * first use with SCR and the Rochade bundles carried as jar resources under {@code bundles/}, looks
 * up {@link ChessRules} services, and on {@link #close()} stops it and deletes its storage.
 *
 * <p>rules.api is not installed as a bundle: the launcher uses those classes from its own class
 * path, so the system bundle exports them ({@value #API_PACKAGES}) and the services the bundles
 * register are assignable to the launcher's {@code ChessRules}.
 *
 * <p>Felix threads are not daemons, so {@link #close()} must run on every path (try-with-resources).
 * Used from one thread (but see {@link #startInBackground()}); the {@link ChessRules} services it
 * hands out are thread-safe.
 */
final class EmbeddedFramework implements RulesLookup, AutoCloseable {

    /** The packages the system bundle exports on behalf of the launcher's class path. */
    static final String API_PACKAGES =
            "org.rochade.rules.api;version=1.0.0,org.rochade.rules.api.spi;version=1.0.0,"
                    + "org.rochade.rules.api.pgn;version=1.2.0";

    /** The embedded bundles (resources {@code bundles/<name>}), installed and started in this order. */
    static final List<String> BUNDLES = List.of(
            "org.osgi.util.function.jar",
            "org.osgi.util.promise.jar",
            "org.osgi.service.component.jar",
            "org.apache.felix.scr.jar",
            "jackson-core.jar",
            "zstd-jni.jar",
            "castling.plugin.jar",
            "rules.impl.jar",
            "pgn.plugin.jar");

    private static final Duration STOP_TIMEOUT = Duration.ofSeconds(10);

    private final Duration serviceTimeout;
    private final boolean debug;
    private final PrintStream diagnostics;
    private final Map<Variant, ChessRules> found = new HashMap<>();
    private final List<ServiceTracker<?, ?>> trackers = new ArrayList<>();
    private Framework framework;
    private Path storage;
    /** Starts the framework while the command line is parsed; joined before any use of the fields. */
    private Thread starter;
    private Throwable startFailure;

    /**
     * @param serviceTimeout how long to wait for a rules service to appear
     * @param debug          Felix logs at debug level instead of errors only (to {@code diagnostics})
     * @param diagnostics    where framework log lines go (stderr), never stdout
     */
    EmbeddedFramework(Duration serviceTimeout, boolean debug, PrintStream diagnostics) {
        this.serviceTimeout = serviceTimeout;
        this.debug = debug;
        this.diagnostics = diagnostics;
    }

    @Override
    public ChessRules rules(Variant variant) {
        ChessRules rules = found.get(variant);
        if (rules == null) {
            rules = waitForRules(variant);
            found.put(variant, rules);
        }
        return rules;
    }

    private ChessRules waitForRules(Variant variant) {
        BundleContext context = context();
        String filter = "(&(" + Constants.OBJECTCLASS + "=" + ChessRules.class.getName() + ")("
                + ChessRules.VARIANT_PROPERTY + "=" + variant.id() + "))";
        ServiceTracker<ChessRules, ChessRules> tracker = new ServiceTracker<>(context, filter(context, filter), null);
        trackers.add(tracker);
        tracker.open();
        try {
            ChessRules rules = tracker.waitForService(serviceTimeout.toMillis());
            if (rules == null) {
                throw new UserError("no rules for variant " + variant.id());
            }
            return rules;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the rules of " + variant.id(), e);
        }
    }

    /**
     * The PGN validator service of pgn.plugin.
     *
     * @throws UserError when it does not appear within the service timeout
     */
    PgnValidator pgnValidator() {
        return waitForService(PgnValidator.class, "no PGN validator service (is pgn.plugin installed and started?)");
    }

    /**
     * The PGN converter service of pgn.plugin.
     *
     * @throws UserError when it does not appear within the service timeout
     */
    PgnConverter pgnConverter() {
        return waitForService(PgnConverter.class, "no PGN converter service (is pgn.plugin installed and started?)");
    }

    private <S> S waitForService(Class<S> type, String missing) {
        BundleContext context = context();
        ServiceTracker<S, S> tracker = new ServiceTracker<>(context, type, null);
        trackers.add(tracker);
        tracker.open();
        try {
            S service = tracker.waitForService(serviceTimeout.toMillis());
            if (service == null) {
                throw new UserError(missing);
            }
            return service;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for " + type.getSimpleName(), e);
        }
    }

    /** The embedded bundles with their versions and states, for {@code rochade info}. */
    List<String> bundleStates() {
        List<String> states = new ArrayList<>();
        for (Bundle bundle : context().getBundles()) {
            states.add(bundle.getSymbolicName() + " " + bundle.getVersion() + " " + stateName(bundle.getState()));
        }
        return states;
    }

    /**
     * Every {@link ChessRules} service with its variant, after waiting up to the service timeout for
     * the first one to appear.
     */
    List<ServiceReference<ChessRules>> rulesServices() {
        BundleContext context = context();
        ServiceTracker<ChessRules, ChessRules> tracker = new ServiceTracker<>(context, ChessRules.class, null);
        trackers.add(tracker);
        tracker.open();
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

    /** The service behind a reference from {@link #rulesServices()}; released on {@link #close()}. */
    ChessRules service(ServiceReference<ChessRules> reference) {
        return context().getService(reference);
    }

    /**
     * Starts the framework on another thread, for a command known to need it: Felix and SCR take
     * a few hundred milliseconds of class loading and resolving, which then overlap with the
     * command line parsing (picocli's model of every command, similar in cost) on the other core.
     * The first use of the framework and {@link #close()} wait for it (the join also makes its
     * writes to {@code framework} and {@code storage} visible here); a failure is rethrown there.
     */
    void startInBackground() {
        if (framework != null || starter != null) {
            return;
        }
        starter = new Thread(() -> {
            try {
                start();
            } catch (Throwable t) { // rethrown on the calling thread by awaitStarter
                startFailure = t;
            }
        }, "rochade-framework-start");
        starter.setDaemon(true);
        starter.start();
    }

    /** Waits for a background start; rethrows its failure once. */
    private void awaitStarter() {
        if (starter == null) {
            return;
        }
        boolean interrupted = false;
        while (true) {
            try {
                starter.join();
                break;
            } catch (InterruptedException e) {
                interrupted = true; // the start cannot be abandoned half way: the framework must be stopped
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        starter = null;
        Throwable failure = startFailure;
        startFailure = null;
        if (failure instanceof RuntimeException) {
            throw (RuntimeException) failure;
        }
        if (failure instanceof Error) {
            throw (Error) failure;
        }
        if (failure != null) {
            throw new IllegalStateException(failure);
        }
    }

    private BundleContext context() {
        awaitStarter();
        if (framework == null) {
            start();
        }
        return framework.getBundleContext();
    }

    private void start() {
        try {
            storage = Files.createTempDirectory("rochade-felix-");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the framework storage directory", e);
        }
        Map<String, Object> config = new HashMap<>();
        config.put(Constants.FRAMEWORK_STORAGE, storage.toString());
        config.put(Constants.FRAMEWORK_STORAGE_CLEAN, Constants.FRAMEWORK_STORAGE_CLEAN_ONFIRSTINIT);
        config.put(Constants.FRAMEWORK_SYSTEMPACKAGES_EXTRA, API_PACKAGES);
        // We stop the framework ourselves; no JVM shutdown hook of Felix's.
        config.put("felix.shutdown.hook", "false");
        config.put("felix.log.level", debug ? "4" : "1");
        config.put("felix.log.logger", new FelixLog(diagnostics));
        // SCR without a LogService prints errors to stderr but lower levels to stdout, which belongs
        // to the command's output: errors only, also with --debug.
        config.put("ds.loglevel", "error");

        FrameworkFactory factory = ServiceLoader.load(FrameworkFactory.class).findFirst()
                .orElseThrow(() -> new IllegalStateException("no OSGi FrameworkFactory on the class path"));
        Map<String, String> stringConfig = new HashMap<>();
        // Felix accepts its logger object in the configuration map (the spec's map is String->String).
        @SuppressWarnings({"unchecked", "rawtypes"})
        Map<String, String> raw = (Map) config;
        stringConfig.putAll(raw);
        framework = factory.newFramework(stringConfig);
        try {
            framework.init();
            BundleContext context = framework.getBundleContext();
            List<Bundle> installed = new ArrayList<>();
            for (String name : BUNDLES) {
                installed.add(install(context, name));
            }
            for (Bundle bundle : installed) {
                if ((bundle.adapt(BundleRevision.class).getTypes() & BundleRevision.TYPE_FRAGMENT) == 0) {
                    bundle.start();
                }
            }
            framework.start();
        } catch (BundleException e) {
            throw new IllegalStateException("the embedded framework did not start: " + e.getMessage(), e);
        }
    }

    private static Bundle install(BundleContext context, String name) throws BundleException {
        String resource = "/bundles/" + name;
        InputStream in = EmbeddedFramework.class.getResourceAsStream(resource);
        if (in == null) {
            throw new IllegalStateException("bundle " + name + " is missing from the launcher jar");
        }
        try (in) {
            return context.installBundle("rochade:bundles/" + name, in);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read bundle " + name, e);
        }
    }

    private static Filter filter(BundleContext context, String filter) {
        try {
            return context.createFilter(filter);
        } catch (InvalidSyntaxException e) {
            throw new IllegalArgumentException(filter, e);
        }
    }

    /** Stops the framework (waiting for its threads to end) and deletes its storage. Never throws. */
    @Override
    public void close() {
        try {
            awaitStarter();
        } catch (RuntimeException | Error e) {
            // Reported by the command that used the framework; what did start is stopped below.
        }
        for (ServiceTracker<?, ?> tracker : trackers) {
            tracker.close();
        }
        trackers.clear();
        found.clear();
        if (framework != null) {
            try {
                framework.stop();
                framework.waitForStop(STOP_TIMEOUT.toMillis());
            } catch (BundleException e) {
                diagnostics.println("rochade: warning: the embedded framework did not stop cleanly: " + e.getMessage());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } finally {
                framework = null;
            }
        }
        if (storage != null) {
            deleteTree(storage);
            storage = null;
        }
    }

    private void deleteTree(Path root) {
        try (Stream<Path> paths = Files.walk(root)) {
            paths.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        } catch (IOException | UncheckedIOException e) {
            diagnostics.println("rochade: warning: could not delete " + root + ": " + e.getMessage());
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
