package org.rochade.embedding;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.osgi.framework.BundleException;
import org.osgi.framework.Constants;
import org.osgi.framework.launch.Framework;
import org.rochade.event.api.hall.Hall;

/**
 * Example host (d): a program that shows the hall's page of an event without Rochade's launcher. It
 * starts a framework with the bundles below and three framework properties: the HTTP port, the format
 * directory whose event under way the formats bundle's hall shows ({@value Hall#FORMATS_PROPERTY}) and the
 * arbiter's reveal token ({@value Hall#REVEAL_TOKEN_PROPERTY}). Nothing else: the formats bundle registers
 * the {@link Hall} service, the hall bundle serves the page on Felix's HTTP service. Jetty logs through
 * SLF4J, which this host shares from its own class path (slf4j-simple, warnings only).
 */
public final class HallHost implements AutoCloseable {
    /** What the host installs, in this order: SCR, the contracts, the rules, the diagrams, the event, the web. */
    public static final List<String> BUNDLES = List.of(
            "org.osgi.util.function", "org.osgi.util.promise", "org.osgi.service.component", "org.apache.felix.scr",
            "rules.api", "event.api", "castling.plugin", "rules.impl", "diagram", "formats", "jackson-core",
            "org.apache.felix.http.servlet-api", "org.apache.felix.http.jetty", "hall");

    private final Framework framework;

    private HallHost(Framework framework) {
        this.framework = framework;
    }

    /**
     * Starts the framework with the bundle jars installed and started, in the given order.
     *
     * @param storage the framework's own directory (bundle cache), emptied at start
     * @param formats the event formats and their rounds, as {@code rochade format} and {@code rochade draw} keep them
     * @param port    where the page listens (on 127.0.0.1)
     * @param token   what the arbiter's page sends to reveal a round
     */
    public static HallHost start(List<Path> bundleJars, Path storage, Path formats, int port, String token)
            throws BundleException {
        return new HallHost(OwnFramework.start(storage, Map.of(
                Constants.FRAMEWORK_SYSTEMPACKAGES_EXTRA, "org.slf4j;version=2.0.17",
                "org.osgi.service.http.port", Integer.toString(port),
                "org.apache.felix.http.host", "127.0.0.1",
                Hall.FORMATS_PROPERTY, formats.toAbsolutePath().toString(),
                Hall.REVEAL_TOKEN_PROPERTY, token), bundleJars));
    }

    @Override
    public void close() {
        OwnFramework.stop(framework);
    }
}
