package org.rochade.desktop.host;

import java.util.List;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.rochade.felix.host.BundleResources;

/**
 * The bundles the desktop jar carries as resources under {@code bundles/}, in installation order.
 * FileInstall comes last: it reads the watched directory as it starts, and a jar found there (a
 * castling convention, say) then meets the rules already running.
 */
final class EmbeddedBundles {
    /** In installation order. */
    static final List<String> NAMES = List.of(
            "org.apache.felix.scr.jar", "org.apache.felix.configadmin.jar",
            "castling.plugin.jar", "rules.impl.jar", "pgn.plugin.jar", "diagram.jar",
            "org.apache.felix.fileinstall.jar");

    private EmbeddedBundles() {
    }

    /** Installs every bundle before starting any, so that they resolve together. */
    static void installAndStart(BundleContext context) throws BundleException {
        BundleResources.installAndStart(context, "rochade-desktop", NAMES);
    }
}
