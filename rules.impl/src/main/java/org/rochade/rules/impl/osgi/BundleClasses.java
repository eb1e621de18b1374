package org.rochade.rules.impl.osgi;

import java.net.URL;
import java.util.Enumeration;
import org.osgi.framework.Bundle;

/**
 * Loads and initialises every class of the bundle before a rules service is registered, so that a
 * rules object is whole on its own: its tables built and its code loaded.
 *
 * <p>Why: a rules object may be in use (a game half validated, a host's perft) when its bundle is
 * updated or refreshed. The request must still finish with those rules, but a refreshed bundle
 * revision can load no more classes (Felix refreshes an updated bundle at once when no other bundle
 * imports from it, which is always so for rules.impl): a class first needed after that fails with
 * NoClassDefFoundError. HotSwapIT shows it with a rules object taken just before an update.
 */
final class BundleClasses {

    private BundleClasses() {
    }

    /** @return how many classes were loaded (a class whose optional dependency is absent is skipped) */
    static int loadAll(Bundle bundle, ClassLoader loader) {
        Enumeration<URL> entries = bundle.findEntries("/", "*.class", true);
        int loaded = 0;
        while (entries != null && entries.hasMoreElements()) {
            String path = entries.nextElement().getPath();
            String name = path.substring(path.startsWith("/") ? 1 : 0, path.length() - ".class".length()).replace('/', '.');
            try {
                Class.forName(name, true, loader);
                loaded++;
            } catch (ClassNotFoundException | NoClassDefFoundError e) {
                // OsgiLog without the optional log API: it is never used then.
            }
        }
        return loaded;
    }
}
