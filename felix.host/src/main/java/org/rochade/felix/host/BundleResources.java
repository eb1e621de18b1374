package org.rochade.felix.host;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.osgi.framework.wiring.BundleRevision;

/**
 * The bundle jars a host carries among its resources under {@code /bundles/}, installed from there
 * (never extracted to a directory first).
 */
public final class BundleResources {
    private BundleResources() {
    }

    /**
     * Installs every bundle named, in order, before starting any (fragments are not started), so that
     * they resolve together.
     *
     * @param program the host's name, for the bundles' locations ({@code PROGRAM:bundles/NAME})
     * @throws IllegalStateException when the host's build did not put a named jar among its resources
     */
    public static List<Bundle> installAndStart(BundleContext context, String program, List<String> names)
            throws BundleException {
        List<Bundle> bundles = new ArrayList<>();
        for (String name : names) {
            bundles.add(install(context, program, name));
        }
        for (Bundle bundle : bundles) {
            if ((bundle.adapt(BundleRevision.class).getTypes() & BundleRevision.TYPE_FRAGMENT) == 0) {
                bundle.start();
            }
        }
        return bundles;
    }

    private static Bundle install(BundleContext context, String program, String name) throws BundleException {
        String resource = "/bundles/" + name;
        InputStream in = BundleResources.class.getResourceAsStream(resource);
        if (in == null) {
            throw new IllegalStateException("bundle " + name + " is missing from the " + program + " jar");
        }
        try (in) {
            return context.installBundle(program + ":bundles/" + name, in);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read bundle " + name, e);
        }
    }
}
