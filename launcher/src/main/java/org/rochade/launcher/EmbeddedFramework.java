package org.rochade.launcher;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import java.util.random.RandomGenerator;
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
 * first use with SCR and the Rochade bundles a command needs ({@link Feature}), carried as jar
 * resources under {@code bundles/}, looks up services, and on {@link #close()} stops it and deletes
 * its storage.
 *
 * <p>rules.api is not installed as a bundle: the launcher uses those classes from its own class
 * path, so the system bundle exports them ({@value #API_PACKAGES}) and the services the bundles
 * register are assignable to the launcher's {@code ChessRules}. The same goes for the libraries in
 * {@link #LIBRARY_PACKAGES}.
 *
 * <p>Services are looked up afresh on every call (through trackers kept open), never cached: in the
 * shell, bundles come and go and a request must get the rules in force when it arrives.
 *
 * <p>Felix threads are not daemons, so {@link #close()} must run on every path (try-with-resources).
 * Thread-safe; the services it hands out are thread-safe.
 */
final class EmbeddedFramework implements RulesLookup, AutoCloseable {

    /** The packages the system bundle exports on behalf of the launcher's class path. */
    static final String API_PACKAGES =
            "org.rochade.rules.api;version=1.0.0,org.rochade.rules.api.spi;version=1.0.0,"
                    + "org.rochade.rules.api.pgn;version=1.4.0,org.rochade.rules.api.format;version=1.0.0,"
                    + "org.rochade.rules.api.game;version=1.0.0";

    /**
     * Libraries on the launcher's class path that the system bundle exports instead of installing
     * them as bundles: the OSGi APIs the launcher itself uses (SCR's runtime view, ConfigAdmin), so
     * that launcher and bundles share their classes, and pgn.plugin's jackson-core and zstd-jni, whose
     * 7 MB jar Felix would otherwise copy into its cache on every start. The versions are those of
     * the jars in launcher/pom.xml.
     */
    static final String LIBRARY_PACKAGES =
            "org.osgi.service.component;version=1.5.1,org.osgi.service.component.propertytypes;version=1.5.0,"
                    + "org.osgi.service.component.runtime;version=1.5.0,org.osgi.service.component.runtime.dto;version=1.5.0,"
                    + "org.osgi.util.promise;version=1.3.0,org.osgi.util.function;version=1.2.0,"
                    + "org.osgi.service.cm;version=1.6.1,"
                    + "com.fasterxml.jackson.core;version=2.18.2,com.fasterxml.jackson.core.util;version=2.18.2,"
                    + "com.github.luben.zstd;version=1.5.6.8,com.github.luben.zstd.util;version=1.5.6.8";

    private static final Duration STOP_TIMEOUT = Duration.ofSeconds(10);

    private final Duration serviceTimeout;
    private final boolean debug;
    private final PrintStream diagnostics;
    /** Framework properties of this run beyond the defaults (FileInstall's and Gogo's in the shell). */
    private final Map<String, String> extraProperties;
    private final Set<Feature> installed = EnumSet.noneOf(Feature.class);
    private final Map<Object, ServiceTracker<?, ?>> trackers = new HashMap<>();
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
        this(serviceTimeout, debug, diagnostics, Map.of());
    }

    /** As above, with framework properties for this run (e.g. FileInstall's directories). */
    EmbeddedFramework(Duration serviceTimeout, boolean debug, PrintStream diagnostics, Map<String, String> extraProperties) {
        this.serviceTimeout = serviceTimeout;
        this.debug = debug;
        this.diagnostics = diagnostics;
        this.extraProperties = Map.copyOf(extraProperties);
    }

    Duration serviceTimeout() {
        return serviceTimeout;
    }

    boolean debug() {
        return debug;
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
     * The PGN validator service of pgn.plugin.
     *
     * @throws UserError when it does not appear within the service timeout
     */
    PgnValidator pgnValidator() {
        return awaitService(Feature.PGN, PgnValidator.class, "no PGN validator service (is pgn.plugin installed and started?)");
    }

    /**
     * The PGN converter service of pgn.plugin.
     *
     * @throws UserError when it does not appear within the service timeout
     */
    PgnConverter pgnConverter() {
        return awaitService(Feature.PGN, PgnConverter.class, "no PGN converter service (is pgn.plugin installed and started?)");
    }

    /**
     * The highest-ranked service of a type, once the bundles of {@code feature} run.
     *
     * @throws UserError ({@code missing}) when none appears within the service timeout
     */
    <S> S awaitService(Feature feature, Class<S> type, String missing) {
        ServiceTracker<?, ?> tracker = tracker(type, context -> {
            require(feature);
            return new ServiceTracker<>(context, type, null);
        });
        return type.cast(await(tracker, missing));
    }

    /** The tracker kept under {@code key}, made and opened on first use. */
    private synchronized ServiceTracker<?, ?> tracker(Object key,
            java.util.function.Function<BundleContext, ServiceTracker<?, ?>> factory) {
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
    synchronized void startInBackground(Set<Feature> features) {
        if (framework != null || starter != null) {
            return;
        }
        Set<Feature> wanted = EnumSet.copyOf(features);
        starter = new Thread(() -> {
            try {
                start(wanted);
            } catch (Throwable t) { // rethrown on the calling thread by awaitStarter
                startFailure = t;
            }
        }, "rochade-framework-start");
        starter.setDaemon(true);
        starter.start();
    }

    /** Waits for a background start; rethrows its failure once. */
    private synchronized void awaitStarter() {
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

    /** The framework's context, once it runs with at least {@link Feature#RULES}. */
    synchronized BundleContext context() {
        awaitStarter();
        if (framework == null) {
            start(EnumSet.of(Feature.RULES));
        }
        return framework.getBundleContext();
    }

    /**
     * Installs and starts the bundles of these features (and of {@link Feature#RULES}, which they
     * build on) unless they already run; starts the framework first when needed.
     */
    synchronized void require(Feature... features) {
        BundleContext context = context();
        Set<Feature> missing = EnumSet.noneOf(Feature.class);
        for (Feature feature : features) {
            if (!installed.contains(feature)) {
                missing.add(feature);
            }
        }
        if (!missing.isEmpty()) {
            installAndStart(context, missing);
        }
    }

    /**
     * A new directory of this user's only ({@code rwx------} where POSIX permissions exist) in the
     * temporary directory. Not {@code Files.createTempDirectory}: its first call starts a
     * SecureRandom, some 20 ms of a one-shot command's start-up, and unpredictable names buy
     * nothing here: the directory is created atomically and a name that exists already (a
     * directory, a file or a planted link) is never used, only skipped.
     */
    private static Path newStorageDirectory() throws IOException {
        Path temp = Path.of(System.getProperty("java.io.tmpdir"));
        boolean posix = temp.getFileSystem().supportedFileAttributeViews().contains("posix");
        RandomGenerator random = ThreadLocalRandom.current();
        for (int attempt = 0; ; attempt++) {
            Path dir = temp.resolve("rochade-felix-" + ProcessHandle.current().pid() + "-"
                    + Long.toUnsignedString(random.nextLong(), 36));
            try {
                return posix
                        ? Files.createDirectory(dir, PosixFilePermissions.asFileAttribute(
                                PosixFilePermissions.fromString("rwx------")))
                        : Files.createDirectory(dir);
            } catch (FileAlreadyExistsException taken) {
                if (attempt == 100) {
                    throw taken;
                }
            }
        }
    }

    private void start(Set<Feature> features) {
        try {
            storage = newStorageDirectory();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the framework storage directory", e);
        }
        Map<String, Object> config = new HashMap<>();
        config.put(Constants.FRAMEWORK_STORAGE, storage.toString());
        // No FRAMEWORK_STORAGE_CLEAN: the directory is new and empty, and cleaning it would make
        // Felix delete and recreate it without its owner-only permissions.
        config.put(Constants.FRAMEWORK_SYSTEMPACKAGES_EXTRA, API_PACKAGES + "," + LIBRARY_PACKAGES);
        // We stop the framework ourselves; no JVM shutdown hook of Felix's.
        config.put("felix.shutdown.hook", "false");
        config.put("felix.log.level", debug ? "4" : "1");
        config.put("felix.log.logger", new FelixLog(diagnostics));
        // SCR without a LogService prints errors to stderr but lower levels to stdout, which belongs
        // to the command's output: errors only, and only with --debug. Without, SCR is silent: a
        // failed component shows as a missing service ("no rules for variant X") or, for an event
        // format, with its reason taken from SCR's runtime view; its stack trace is no user's business.
        config.put("ds.loglevel", debug ? "error" : "0");
        config.putAll(extraProperties);

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
            installAndStart(framework.getBundleContext(), features);
            framework.start();
        } catch (BundleException e) {
            throw new IllegalStateException("the embedded framework did not start: " + e.getMessage(), e);
        }
    }

    /** Installs every bundle of the features (RULES first) before starting any, so they resolve together. */
    private void installAndStart(BundleContext context, Set<Feature> features) {
        List<Bundle> bundles = new ArrayList<>();
        try {
            for (Feature feature : Feature.values()) {
                if ((features.contains(feature) || feature == Feature.RULES) && installed.add(feature)) {
                    for (String name : feature.bundles()) {
                        bundles.add(install(context, name));
                    }
                }
            }
            for (Bundle bundle : bundles) {
                if ((bundle.adapt(BundleRevision.class).getTypes() & BundleRevision.TYPE_FRAGMENT) == 0) {
                    bundle.start();
                }
            }
        } catch (BundleException e) {
            throw new IllegalStateException("the embedded framework did not start: " + e.getMessage(), e);
        }
    }

    /**
     * Blocks until the framework stops (the Gogo shell stops it at the end of its input).
     *
     * @return false when interrupted first
     */
    boolean awaitStop() {
        Framework running;
        synchronized (this) {
            awaitStarter();
            running = framework;
        }
        if (running == null) {
            return true;
        }
        try {
            running.waitForStop(0);
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
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
    public synchronized void close() {
        try {
            awaitStarter();
        } catch (RuntimeException | Error e) {
            // Reported by the command that used the framework; what did start is stopped below.
        }
        synchronized (this) {
            for (ServiceTracker<?, ?> tracker : trackers.values()) {
                tracker.close();
            }
            trackers.clear();
        }
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
