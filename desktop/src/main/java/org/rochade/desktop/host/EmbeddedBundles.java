package org.rochade.desktop.host;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;

/**
 * The bundles the desktop jar carries as resources under {@code bundles/}, and their installation.
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
        List<Bundle> bundles = new ArrayList<>();
        for (String name : NAMES) {
            bundles.add(install(context, name));
        }
        for (Bundle bundle : bundles) {
            bundle.start();
        }
    }

    private static Bundle install(BundleContext context, String name) throws BundleException {
        String resource = "/bundles/" + name;
        InputStream in = EmbeddedBundles.class.getResourceAsStream(resource);
        if (in == null) {
            throw new IllegalStateException("bundle " + name + " is missing from the desktop jar");
        }
        try (in) {
            return context.installBundle("rochade-desktop:bundles/" + name, in);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read bundle " + name, e);
        }
    }
}
