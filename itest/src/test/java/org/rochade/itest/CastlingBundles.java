package org.rochade.itest;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.util.Arrays;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;

/**
 * The two castling bundles as a test deploys them: castling.plugin (FIDE) is launched with the
 * framework; castling.none is not, and is installed from the copy inside this test bundle.
 */
final class CastlingBundles {

    static final String PLUGIN = "org.rochade.castling.plugin";
    static final String NONE = "org.rochade.castling.none";

    private static final String NONE_ENTRY = "bundles/castling.none.jar";
    private static final String NONE_LOCATION = "rochade-itest:" + NONE_ENTRY;

    private final BundleContext context;

    CastlingBundles(BundleContext context) {
        this.context = context;
    }

    /** Installs (if needed) and starts castling.none: its ranking 100 beats FIDE's 0. */
    Bundle deployNone() throws BundleException, IOException {
        Bundle none = context.getBundle(NONE_LOCATION);
        if (none == null) {
            URL entry = context.getBundle().getEntry(NONE_ENTRY);
            if (entry == null) {
                throw new IllegalStateException(NONE_ENTRY + " is missing from the test bundle");
            }
            try (InputStream in = entry.openStream()) {
                none = context.installBundle(NONE_LOCATION, in);
            }
        }
        none.start();
        return none;
    }

    /** Stops and uninstalls castling.none if a test deployed it. */
    void removeNone() throws BundleException {
        Bundle none = context.getBundle(NONE_LOCATION);
        if (none != null) {
            none.uninstall();
        }
    }

    Bundle plugin() {
        return Arrays.stream(context.getBundles())
                .filter(bundle -> PLUGIN.equals(bundle.getSymbolicName()))
                .findFirst()
                .orElseThrow(() -> new IllegalStateException(PLUGIN + " is not installed: check test.bndrun"));
    }

    /** The launch state: FIDE castling deployed, castling.none gone. */
    void restoreLaunchState() throws BundleException {
        removeNone();
        plugin().start();
    }
}
