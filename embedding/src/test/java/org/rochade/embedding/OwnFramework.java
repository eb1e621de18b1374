package org.rochade.embedding;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.osgi.framework.Constants;
import org.osgi.framework.launch.Framework;
import org.osgi.framework.launch.FrameworkFactory;

/**
 * How the example hosts start their own framework: whichever one {@link ServiceLoader} finds on the
 * class path (Felix, Equinox; only standard OSGi API is used), the bundle jars installed and started in
 * the given order. Framework threads are not daemons: a host stops the framework when it ends.
 */
final class OwnFramework {
    private static final Duration STOP_TIMEOUT = Duration.ofSeconds(10);

    private OwnFramework() {
    }

    /**
     * @param storage    the framework's own directory (bundle cache), emptied at start
     * @param properties the host's other framework properties
     */
    static Framework start(Path storage, Map<String, String> properties, List<Path> bundleJars) throws BundleException {
        FrameworkFactory factory = ServiceLoader.load(FrameworkFactory.class).findFirst()
                .orElseThrow(() -> new IllegalStateException("no OSGi framework on the class path"));
        Map<String, String> all = new HashMap<>(properties);
        all.put(Constants.FRAMEWORK_STORAGE, storage.toString());
        all.put(Constants.FRAMEWORK_STORAGE_CLEAN, Constants.FRAMEWORK_STORAGE_CLEAN_ONFIRSTINIT);
        Framework framework = factory.newFramework(all);
        framework.init();
        try {
            BundleContext context = framework.getBundleContext();
            List<Bundle> installed = new ArrayList<>();
            for (Path jar : bundleJars) {
                installed.add(context.installBundle(jar.toUri().toString()));
            }
            framework.start();
            for (Bundle bundle : installed) {
                bundle.start();
            }
            return framework;
        } catch (BundleException | RuntimeException e) {
            stop(framework); // never leave a framework thread running
            throw e;
        }
    }

    static void stop(Framework framework) {
        try {
            framework.stop();
            framework.waitForStop(STOP_TIMEOUT.toMillis());
        } catch (BundleException e) {
            throw new IllegalStateException("the framework did not stop", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
