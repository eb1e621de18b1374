package org.rochade.rules.impl.osgi;

import java.net.URL;
import java.util.Enumeration;
import org.osgi.framework.Bundle;

/**
 * Loads every class of the bundle before a rules service is registered, so that a rules object
 * carries all the code it will ever run.
 *
 * <p>Why: a rules object may be in use (a game half validated, a host's perft) when its bundle is
 * updated or refreshed. The request must still finish with those rules, but a refreshed bundle
 * revision can load no more classes of its own (Felix refreshes an updated bundle at once when no
 * other bundle imports from it, which is always so for rules.impl): a class first needed after that
 * fails with NoClassDefFoundError. HotSwapIT shows it with a rules object taken just before an update.
 *
 * <p>Loaded, not initialised: a class's static tables are still built on its first use, which the
 * JVM does once and atomically (no caller sees a half-built table) and which needs nothing more from
 * the bundle, while a command that never generates a move does not pay for the move tables.
 * Imported classes (rules.api, the JDK) stay reachable after a refresh.
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
                Class.forName(name, false, loader);
                loaded++;
            } catch (ClassNotFoundException | NoClassDefFoundError e) {
                // OsgiLog without the optional log API: it is never used then.
            }
        }
        return loaded;
    }
}
