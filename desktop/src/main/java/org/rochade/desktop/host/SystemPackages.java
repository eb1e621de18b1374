package org.rochade.desktop.host;

import java.util.List;
import org.rochade.felix.host.ExportedPackages;

/**
 * The packages the system bundle exports from the desktop's own class path, so that the window and
 * the bundles share one {@code ChessRules}, {@code PgnGames}, ... and the services the bundles
 * register are assignable to the window's types.
 *
 * <p>The API packages are exported exactly as the API jars' own manifests export them: the build
 * copies those manifests in (under {@value ExportedPackages#MANIFESTS}), so a {@code @Version} bumped there reaches
 * the framework without a second list to keep in step.
 */
final class SystemPackages {
    /**
     * The jars whose Export-Package the system bundle takes over, by artifact id: the two API bundles,
     * and the diagram bundle, which exports only its API package (org.rochade.diagram) and imports it
     * again, so that it wires to this export and its service is of the window's own type.
     */
    static final List<String> API_JARS = List.of("rules.api", "games.api", "diagram");

    /**
     * Libraries on the class path that bundles import: SCR's and ConfigAdmin's OSGi APIs, and
     * pgn.plugin's jackson-core. The versions are those of the jars in desktop/pom.xml.
     */
    static final String LIBRARY_PACKAGES =
            "org.osgi.service.component;version=1.5.1,org.osgi.service.component.propertytypes;version=1.5.0,"
                    + "org.osgi.service.component.runtime;version=1.5.0,org.osgi.service.component.runtime.dto;version=1.5.0,"
                    + "org.osgi.util.promise;version=1.3.0,org.osgi.util.function;version=1.2.0,"
                    + "org.osgi.service.cm;version=1.6.1,"
                    + "com.fasterxml.jackson.core;version=2.18.2,com.fasterxml.jackson.core.util;version=2.18.2";

    private SystemPackages() {
    }

    /** The value of {@code org.osgi.framework.system.packages.extra}. */
    static String extra() {
        return new ExportedPackages(API_JARS, LIBRARY_PACKAGES).extra();
    }
}
