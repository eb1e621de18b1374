package org.rochade.launcher.exiting;

import org.osgi.framework.BundleActivator;
import org.osgi.framework.BundleContext;

/**
 * The activator of a test bundle that ends the JVM as it starts (ReliabilityIT packs it into a jar
 * in the shell's bundles directory): the shell must exit, not deadlock.
 */
public final class ExitingActivator implements BundleActivator {
    /** The exit code the bundle asks for. */
    public static final int CODE = 7;

    @Override
    public void start(BundleContext context) {
        System.exit(CODE);
    }

    @Override
    public void stop(BundleContext context) {
    }
}
