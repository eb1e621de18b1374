package org.rochade.launcher;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.jar.Manifest;

/**
 * The packages the system bundle exports on behalf of the launcher's class path, so that the
 * launcher and the bundles share their classes (the services the bundles register are then
 * assignable to the launcher's {@code ChessRules}).
 *
 * <p>rules.api's packages are exported exactly as rules.api's own manifest exports them: the build
 * copies that manifest into the launcher jar ({@value #RULES_API_MANIFEST}; the shaded jar keeps only
 * the launcher's), so a version bumped with {@code @Version} in rules.api reaches the framework
 * without a second list to keep in step.
 */
final class SystemPackages {
    /** Where launcher/pom.xml puts rules.api's manifest among the launcher's resources. */
    static final String RULES_API_MANIFEST = "/rules.api/META-INF/MANIFEST.MF";

    /**
     * Libraries on the launcher's class path that the system bundle exports instead of installing
     * them as bundles: the OSGi APIs the launcher itself uses (SCR's runtime view, ConfigAdmin), and
     * pgn.plugin's jackson-core and zstd-jni, whose 7 MB jar Felix would otherwise copy into its
     * cache on every start; and SLF4J, through which Jetty logs under the hall's page, with
     * slf4j-simple beside it as the logger (warnings and errors to stderr: simplelogger.properties).
     * The versions are those of the jars in launcher/pom.xml.
     */
    static final String LIBRARY_PACKAGES =
            "org.osgi.service.component;version=1.5.1,org.osgi.service.component.propertytypes;version=1.5.0,"
                    + "org.osgi.service.component.runtime;version=1.5.0,org.osgi.service.component.runtime.dto;version=1.5.0,"
                    + "org.osgi.util.promise;version=1.3.0,org.osgi.util.function;version=1.2.0,"
                    + "org.osgi.service.cm;version=1.6.1,"
                    + "com.fasterxml.jackson.core;version=2.18.2,com.fasterxml.jackson.core.util;version=2.18.2,"
                    + "com.github.luben.zstd;version=1.5.6.8,com.github.luben.zstd.util;version=1.5.6.8,"
                    + "org.slf4j;version=2.0.17";

    private SystemPackages() {
    }

    /** The value of {@code org.osgi.framework.system.packages.extra}: rules.api's exports and the libraries'. */
    static String extra() {
        return rulesApiExports() + "," + LIBRARY_PACKAGES;
    }

    /** rules.api's {@code Export-Package} header, as its manifest has it (the same syntax the framework takes). */
    static String rulesApiExports() {
        InputStream in = SystemPackages.class.getResourceAsStream(RULES_API_MANIFEST);
        if (in == null) {
            throw new IllegalStateException("rules.api's manifest is missing from the launcher jar (" + RULES_API_MANIFEST + ")");
        }
        try (in) {
            String exports = new Manifest(in).getMainAttributes().getValue("Export-Package");
            if (exports == null || exports.isBlank()) {
                throw new IllegalStateException("rules.api's manifest exports no packages");
            }
            return exports;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read rules.api's manifest", e);
        }
    }
}
