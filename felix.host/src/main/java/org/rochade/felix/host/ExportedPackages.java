package org.rochade.felix.host;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.jar.Manifest;

/**
 * The value of {@code org.osgi.framework.system.packages.extra} for a host whose class path holds
 * Rochade's API jars, so that the host and the bundles share one {@code ChessRules},
 * {@code PgnGames}, ... and the services the bundles register are assignable to the host's types.
 *
 * <p>The API jars' packages are exported exactly as their own manifests export them: the host's build
 * copies each manifest among its resources as {@value #MANIFESTS}{@code <artifact>/META-INF/MANIFEST.MF},
 * so a version bumped with {@code @Version} reaches the framework without a second list to keep in step.
 *
 * @param jars      the API jars whose Export-Package the system bundle takes over, by artifact id
 * @param libraries further packages on the host's class path that bundles import, with their versions
 *                  (the OSGi service APIs, jackson-core, ...), in Export-Package syntax
 */
public record ExportedPackages(List<String> jars, String libraries) {
    /** Where a host's build puts the API jars' manifests among its resources. */
    public static final String MANIFESTS = "/exports/";

    public ExportedPackages {
        jars = List.copyOf(jars);
    }

    /** The exporting jars' exports, then the libraries'. */
    public String extra() {
        StringBuilder extra = new StringBuilder();
        for (String jar : jars) {
            extra.append(exportsOf(jar)).append(',');
        }
        return extra.append(libraries).toString();
    }

    /**
     * A jar's {@code Export-Package} header, as its manifest has it (the same syntax the framework takes).
     *
     * @throws IllegalStateException when the host's build did not copy the manifest in, or it exports nothing
     */
    public static String exportsOf(String jar) {
        String resource = MANIFESTS + jar + "/META-INF/MANIFEST.MF";
        InputStream in = ExportedPackages.class.getResourceAsStream(resource);
        if (in == null) {
            throw new IllegalStateException(jar + "'s manifest is missing from the host's class path (" + resource + ")");
        }
        try (in) {
            String exports = new Manifest(in).getMainAttributes().getValue("Export-Package");
            if (exports == null || exports.isBlank()) {
                throw new IllegalStateException(jar + "'s manifest exports no packages");
            }
            return exports;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + jar + "'s manifest", e);
        }
    }
}
