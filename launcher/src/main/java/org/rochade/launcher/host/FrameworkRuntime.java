package org.rochade.launcher.host;

import org.rochade.felix.host.BundleResources;
import org.rochade.felix.host.FelixLog;
import org.rochade.felix.host.FrameworkStop;
import org.rochade.felix.host.FrameworkStorage;
import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.osgi.framework.Constants;
import org.osgi.framework.launch.Framework;
import org.osgi.framework.launch.FrameworkFactory;

/**
 * The embedded OSGi framework (Apache Felix, found with {@link ServiceLoader}) and its storage: starts
 * it, on a background thread or on first use, with SCR and the bundles of the {@link Feature}s asked
 * for, installs more features on demand, and on {@link #stop()} stops it and deletes its storage.
 *
 * <p>Felix threads are not daemons, so {@link #stop()} must run on every path. When the JVM is asked
 * to end instead (Ctrl-C, SIGTERM, {@code System.exit} from elsewhere), a shutdown hook stops the
 * framework and deletes the storage too. The hook takes no lock and waits for nothing without a
 * time limit: {@code System.exit} may be called by a bundle's activator on a thread that holds this
 * object's lock or Felix's bundle locks (a jar dropped into the shell's bundles directory starts
 * while the shell starts), and that thread waits for the hook. Storage a hook could not delete (or
 * a process killed with SIGKILL left) is reclaimed by the next start ({@link FrameworkStorage#create}).
 *
 * <p>Thread-safe.
 */
public final class FrameworkRuntime {
    private static final Duration STOP_TIMEOUT = Duration.ofSeconds(10);
    /** How long the shutdown hook waits for the framework to stop before the JVM ends regardless. */
    private static final Duration EXIT_STOP_TIMEOUT = Duration.ofSeconds(5);

    private final boolean debug;
    private final PrintStream diagnostics;
    /** Framework properties of this run beyond the defaults (FileInstall's and Gogo's in the shell). */
    private final Map<String, String> extraProperties;
    private final Set<Feature> installed = EnumSet.noneOf(Feature.class);
    /** Volatile: also read by the shutdown hook, which takes no lock. */
    private volatile Framework framework;
    private volatile FrameworkStorage storage;
    /** Stops the framework when the JVM ends first; removed again by {@link #stop()}. */
    private Thread shutdownHook;
    /** Starts the framework while the command line is parsed; joined before any use of the fields. */
    private Thread starter;
    private Throwable startFailure;

    /**
     * @param debug           Felix and SCR log at debug level instead of errors only
     * @param diagnostics     where framework log lines and warnings go (stderr), never stdout
     * @param extraProperties framework properties for this run (e.g. FileInstall's directories)
     */
    FrameworkRuntime(boolean debug, PrintStream diagnostics, Map<String, String> extraProperties) {
        this.debug = debug;
        this.diagnostics = diagnostics;
        this.extraProperties = Map.copyOf(extraProperties);
    }

    /**
     * Starts the framework on another thread, for a command known to need it: Felix and SCR take
     * a few hundred milliseconds of class loading and resolving, which then overlap with the
     * command line parsing (picocli's model of every command, similar in cost) on the other core.
     * The first use of the framework and {@link #stop()} wait for it (the join also makes its
     * writes to the fields visible here); a failure is rethrown there.
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
        try {
            Set<Feature> wanted = EnumSet.noneOf(Feature.class);
            wanted.addAll(List.of(features));
            installAndStart(context, wanted);
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

    /** Stops the framework (waiting for its threads to end) and deletes its storage. Never throws. */
    synchronized void stop() {
        try {
            awaitStarter();
        } catch (RuntimeException | Error e) {
            // Reported by the command that used the framework; what did start is stopped below.
        }
        FrameworkStop.stop(framework, STOP_TIMEOUT, storage, diagnostics, "rochade");
        framework = null;
        storage = null;
        if (shutdownHook != null) {
            try {
                Runtime.getRuntime().removeShutdownHook(shutdownHook);
            } catch (IllegalStateException shuttingDown) {
                // The hook runs anyway, and finds nothing left to do.
            }
        }
        shutdownHook = null;
    }

    /**
     * The shutdown hook: stops the framework on a thread of its own, waiting at most
     * {@link #EXIT_STOP_TIMEOUT}, then deletes the storage (what cannot be deleted then is reclaimed
     * by the next start). No lock, no join of the starter: the thread that called
     * {@code System.exit} may hold either (see the class comment).
     */
    private void stopOnExit() {
        Framework running = framework;
        if (running != null) {
            Thread stopper = new Thread(() -> {
                try {
                    running.stop();
                    running.waitForStop(EXIT_STOP_TIMEOUT.toMillis());
                } catch (BundleException | RuntimeException e) {
                    // the JVM ends anyway
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }, "rochade-framework-exit");
            stopper.setDaemon(true);
            stopper.start();
            try {
                stopper.join(EXIT_STOP_TIMEOUT.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            if (stopper.isAlive()) {
                // Its threads wait for locks the exiting thread holds; the JVM halts when this hook returns.
                diagnostics.println("rochade: warning: the embedded framework did not stop within "
                        + EXIT_STOP_TIMEOUT.toSeconds() + " s of the exit");
            }
        }
        FrameworkStorage left = storage;
        if (left != null) {
            left.delete(diagnostics);
        }
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

    /** Runs on the starter thread or, holding the lock, on the first user's. */
    private void start(Set<Feature> features) {
        // Registered before the storage exists, so that there is never a storage without its hook
        // (throws IllegalStateException when the JVM is already ending: then nothing starts).
        shutdownHook = new Thread(this::stopOnExit, "rochade-framework-stop");
        Runtime.getRuntime().addShutdownHook(shutdownHook);
        storage = FrameworkStorage.create("rochade");
        Map<String, Object> config = new HashMap<>();
        config.put(Constants.FRAMEWORK_STORAGE, storage.dir().toString());
        // FileInstall's temporary files (jars it makes of directories) inside the storage, not beside
        // it: they go with it, also when a killed process's storage is reclaimed.
        config.put("felix.fileinstall.tmpdir", storage.dir().resolve("fileinstall").toString());
        // No FRAMEWORK_STORAGE_CLEAN: the directory is new and empty, and cleaning it would make
        // Felix delete and recreate it without its owner-only permissions.
        config.put(Constants.FRAMEWORK_SYSTEMPACKAGES_EXTRA, SystemPackages.extra());
        // Our own shutdown hook stops the framework and then deletes the storage; Felix's would only stop it.
        config.put("felix.shutdown.hook", "false");
        config.put("felix.log.level", debug ? "4" : "1");
        config.put("felix.log.logger", new FelixLog("rochade", diagnostics));
        // SCR without a LogService prints errors to stderr but lower levels to stdout, which belongs
        // to the command's output: errors only, and only with --debug. Without, SCR is silent: a
        // failed component shows as a missing service ("no rules for variant X") or, for an event
        // format, with its reason taken from SCR's runtime view; its stack trace is no user's business.
        config.put("ds.loglevel", debug ? "error" : "0");
        config.putAll(extraProperties);

        FrameworkFactory factory = ServiceLoader.load(FrameworkFactory.class).findFirst()
                .orElseThrow(() -> new IllegalStateException("no OSGi FrameworkFactory on the class path"));
        // Felix accepts its logger object in the configuration map (the spec's map is String->String).
        @SuppressWarnings({"unchecked", "rawtypes"})
        Map<String, String> raw = (Map) config;
        framework = factory.newFramework(new HashMap<>(raw));
        try {
            framework.init();
            installAndStart(framework.getBundleContext(), features);
            framework.start();
        } catch (BundleException e) {
            throw new IllegalStateException("the embedded framework did not start: " + e.getMessage(), e);
        }
    }

    /** Installs the bundles of the features not installed yet (RULES first, always), then starts them. */
    private void installAndStart(BundleContext context, Set<Feature> features) throws BundleException {
        List<String> bundles = new ArrayList<>();
        for (Feature feature : Feature.values()) {
            if ((features.contains(feature) || feature == Feature.RULES) && installed.add(feature)) {
                bundles.addAll(feature.bundles());
            }
        }
        BundleResources.installAndStart(context, "rochade", bundles);
    }
}
