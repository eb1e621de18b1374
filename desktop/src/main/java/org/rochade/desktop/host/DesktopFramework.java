package org.rochade.desktop.host;

import org.rochade.felix.host.FelixLog;
import org.rochade.felix.host.FrameworkStop;
import org.rochade.felix.host.FrameworkStorage;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.ServiceLoader;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.osgi.framework.Constants;
import org.osgi.framework.launch.Framework;
import org.osgi.framework.launch.FrameworkFactory;

/**
 * The embedded OSGi framework of the desktop: Felix (found with {@link ServiceLoader}) with SCR,
 * ConfigAdmin, the castling convention, the rules, the PGN services and FileInstall, which watches
 * the bundles directory: a jar put there is installed and started, a replaced one updated, a
 * deleted one uninstalled, while the window runs.
 *
 * <p>{@link #close()} stops the framework and deletes its storage; a shutdown hook does the same
 * when the JVM ends first (Felix's threads are not daemons). Thread-safe.
 */
public final class DesktopFramework implements AutoCloseable {
    private static final Duration STOP_TIMEOUT = Duration.ofSeconds(10);
    /** How often FileInstall looks at the bundles directory, in milliseconds. */
    static final String POLL_MILLIS = "500";

    private final PrintStream diagnostics;
    private final Thread shutdownHook;
    private Framework framework;
    private FrameworkStorage storage;

    private DesktopFramework(PrintStream diagnostics) {
        this.diagnostics = diagnostics;
        this.shutdownHook = new Thread(this::close, "rochade-desktop-stop");
    }

    /**
     * Starts the framework with the embedded bundles, FileInstall watching {@code bundlesDir}.
     *
     * @param bundlesDir  an existing directory
     * @param diagnostics where framework log lines go (stderr)
     */
    public static DesktopFramework start(Path bundlesDir, PrintStream diagnostics) {
        DesktopFramework host = new DesktopFramework(diagnostics);
        Runtime.getRuntime().addShutdownHook(host.shutdownHook);
        try {
            host.startFramework(bundlesDir.toAbsolutePath().normalize());
            return host;
        } catch (RuntimeException | Error e) {
            host.close();
            throw e;
        }
    }

    private synchronized void startFramework(Path bundlesDir) {
        storage = FrameworkStorage.create("rochade-desktop");
        Map<String, Object> config = new HashMap<>();
        config.put(Constants.FRAMEWORK_STORAGE, storage.dir().toString());
        config.put(Constants.FRAMEWORK_SYSTEMPACKAGES_EXTRA, SystemPackages.extra());
        config.put("felix.shutdown.hook", "false");
        config.put("felix.log.level", "1");
        config.put("felix.log.logger", new FelixLog("rochade-desktop", diagnostics));
        config.put("ds.loglevel", "0");
        config.put("felix.fileinstall.dir", bundlesDir.toString());
        config.put("felix.fileinstall.poll", POLL_MILLIS);
        config.put("felix.fileinstall.noInitialDelay", "true");
        config.put("felix.fileinstall.filter", ".*\\.jar");
        config.put("felix.fileinstall.log.level", "1");
        FrameworkFactory factory = ServiceLoader.load(FrameworkFactory.class).findFirst()
                .orElseThrow(() -> new IllegalStateException("no OSGi FrameworkFactory on the class path"));
        // Felix takes its logger object in the configuration map (the spec's map is String->String).
        @SuppressWarnings({"unchecked", "rawtypes"})
        Map<String, String> raw = (Map) config;
        framework = factory.newFramework(new HashMap<>(raw));
        try {
            framework.init();
            framework.start();
            EmbeddedBundles.installAndStart(framework.getBundleContext());
        } catch (BundleException e) {
            throw new IllegalStateException("the embedded framework did not start: " + e.getMessage(), e);
        }
    }

    /** The framework's context, for looking services up ({@link RochadeServices}). */
    public synchronized BundleContext context() {
        if (framework == null) {
            throw new IllegalStateException("the framework is stopped");
        }
        return framework.getBundleContext();
    }

    /** Stops the framework (waiting for its threads) and deletes its storage. Never throws. */
    @Override
    public synchronized void close() {
        FrameworkStop.stop(framework, STOP_TIMEOUT, storage, diagnostics, "rochade-desktop");
        framework = null;
        storage = null;
        if (Thread.currentThread() != shutdownHook) {
            try {
                Runtime.getRuntime().removeShutdownHook(shutdownHook);
            } catch (IllegalStateException | IllegalArgumentException ignored) {
                // The JVM is ending (the hook runs and finds nothing left), or it was removed already.
            }
        }
    }
}
