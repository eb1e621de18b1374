package org.rochade.itest;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.osgi.framework.Constants;
import org.osgi.framework.FrameworkEvent;
import org.osgi.framework.wiring.FrameworkWiring;

/**
 * The changes an operator makes to running bundles: update (a new revision from the bundle's
 * location, then a refresh so that the old revision is gone, as Felix does on its own for a bundle
 * nobody imports from and Equinox does when asked), stop and start.
 */
final class BundleSwaps {
    private final BundleContext context;

    BundleSwaps(BundleContext context) {
        this.context = context;
    }

    Bundle bundle(String symbolicName) {
        for (Bundle bundle : context.getBundles()) {
            if (symbolicName.equals(bundle.getSymbolicName())) {
                return bundle;
            }
        }
        throw new IllegalStateException(symbolicName + " is not installed: check the bndrun");
    }

    /** Updates the bundle from its location and waits until its old revision has been refreshed away. */
    void update(Bundle bundle) throws BundleException, InterruptedException {
        bundle.update();
        FrameworkWiring wiring = context.getBundle(Constants.SYSTEM_BUNDLE_LOCATION).adapt(FrameworkWiring.class);
        if (wiring.getRemovalPendingBundles().contains(bundle)) {
            CountDownLatch refreshed = new CountDownLatch(1);
            AtomicReference<FrameworkEvent> outcome = new AtomicReference<>();
            wiring.refreshBundles(List.of(bundle), event -> {
                outcome.set(event);
                refreshed.countDown();
            });
            if (!refreshed.await(ServiceWatch.TIMEOUT.toMillis(), TimeUnit.MILLISECONDS)) {
                throw new AssertionError("refreshing " + bundle + " did not finish");
            }
            if (outcome.get().getType() != FrameworkEvent.PACKAGES_REFRESHED) {
                throw new AssertionError("refreshing " + bundle + " failed", outcome.get().getThrowable());
            }
        }
    }
}
