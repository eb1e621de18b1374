package org.rochade.launcher.host;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.osgi.framework.wiring.BundleRevision;

/** Installs the bundle jars the launcher carries as resources under {@code bundles/}. */
public final class BundleInstaller {
    private BundleInstaller() {
    }

    /** Installs every bundle named before starting any (fragments are not started), so they resolve together. */
    static void installAndStart(BundleContext context, List<String> names) throws BundleException {
        List<Bundle> bundles = new ArrayList<>();
        for (String name : names) {
            bundles.add(install(context, name));
        }
        for (Bundle bundle : bundles) {
            if ((bundle.adapt(BundleRevision.class).getTypes() & BundleRevision.TYPE_FRAGMENT) == 0) {
                bundle.start();
            }
        }
    }

    private static Bundle install(BundleContext context, String name) throws BundleException {
        String resource = "/bundles/" + name;
        InputStream in = BundleInstaller.class.getResourceAsStream(resource);
        if (in == null) {
            throw new IllegalStateException("bundle " + name + " is missing from the launcher jar");
        }
        try (in) {
            return context.installBundle("rochade:bundles/" + name, in);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read bundle " + name, e);
        }
    }
}
