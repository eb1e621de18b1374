package org.rochade.launcher.host;

import java.util.List;
import org.rochade.felix.host.ExportedPackages;

/**
 * The packages the system bundle exports on behalf of the launcher's class path, so that the
 * launcher and the bundles share their classes (the services the bundles register are then
 * assignable to the launcher's {@code ChessRules}, {@code PgnValidator}, ...).
 *
 * <p>The API bundles' packages (rules.api, games.api, event.api), shell.commands' runner package and
 * the API packages of the ratings and diagram bundles are exported exactly as their own manifests
 * export them: the build copies those manifests into the
 * launcher jar (under {@value ExportedPackages#MANIFESTS}; the shaded jar keeps only the launcher's), so a
 * version bumped with {@code @Version} reaches the framework without a second list to keep in step.
 */
public final class SystemPackages {
    /** The jars whose Export-Package the system bundle takes over, by artifact id. */
    public static final List<String> EXPORTING_JARS = List.of("rules.api", "games.api", "event.api", "shell.commands", "ratings",
            "diagram", "diagram.png");
    /**
     * Libraries on the launcher's class path that the system bundle exports instead of installing
     * them as bundles: the OSGi APIs the launcher itself uses (SCR's runtime view, ConfigAdmin), and
     * pgn.plugin's jackson-core and zstd-jni, whose 7 MB jar Felix would otherwise copy into its
     * cache on every start; and SLF4J, through which Jetty logs under the hall's page, with
     * slf4j-simple beside it as the logger (warnings and errors to stderr: simplelogger.properties);
     * and Batik's transcoder packages, which diagram.png rasterises with (Batik's jars are no bundles).
     * The versions are those of the jars in launcher/pom.xml.
     */
    static final String LIBRARY_PACKAGES =
            "org.osgi.service.component;version=1.5.1,org.osgi.service.component.propertytypes;version=1.5.0,"
                    + "org.osgi.service.component.runtime;version=1.5.0,org.osgi.service.component.runtime.dto;version=1.5.0,"
                    + "org.osgi.util.promise;version=1.3.0,org.osgi.util.function;version=1.2.0,"
                    + "org.osgi.service.cm;version=1.6.1,"
                    + "com.fasterxml.jackson.core;version=2.18.2,com.fasterxml.jackson.core.util;version=2.18.2,"
                    + "com.github.luben.zstd;version=1.5.6.8,com.github.luben.zstd.util;version=1.5.6.8,"
                    + "org.slf4j;version=2.0.17,"
                    + "org.apache.batik.transcoder;version=1.19,org.apache.batik.transcoder.image;version=1.19";

    private SystemPackages() {
    }

    /** The value of {@code org.osgi.framework.system.packages.extra}: the exporting jars' exports and the libraries'. */
    static String extra() {
        return new ExportedPackages(EXPORTING_JARS, LIBRARY_PACKAGES).extra();
    }
}
