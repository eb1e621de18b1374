package org.rochade.rules.impl.osgi;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.util.Collections;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.Manifest;
import org.junit.jupiter.api.Test;

/**
 * The bundle's OSGi face, as bnd-process wrote it into target/classes: rules.impl hides every package
 * and is reached only through the ChessRules services its components register.
 */
class BundleManifestTest {

    @Test
    void exportsNothingAndProvidesTheChessRulesService() throws IOException {
        Attributes main = rulesImplManifest().getMainAttributes();

        assertThat(main.getValue("Bundle-SymbolicName")).isEqualTo("org.rochade.rules.impl");
        assertThat(main.getValue("Export-Package")).isNull();
        assertThat(main.getValue("Provide-Capability"))
                .contains("osgi.service")
                .contains("org.rochade.rules.api.ChessRules");
        assertThat(main.getValue("Require-Capability"))
                .contains("org.rochade.rules.api.spi.CastlingConvention")
                .contains("osgi.extender=osgi.component");
        assertThat(List.of(main.getValue("Service-Component").split(",")))
                .containsExactlyInAnyOrder(
                        "OSGI-INF/org.rochade.rules.impl.osgi.Chess960RulesComponent.xml",
                        "OSGI-INF/org.rochade.rules.impl.osgi.ClassicRulesComponent.xml",
                        "OSGI-INF/org.rochade.rules.impl.osgi.Fischer168RulesComponent.xml",
                        "OSGI-INF/org.rochade.rules.impl.osgi.DfrcRulesComponent.xml");
        assertThat(main.getValue("Import-Package")).doesNotContain("org.rochade.castling");
    }

    @Test
    void theLogApiIsOptional() throws IOException {
        Attributes main = rulesImplManifest().getMainAttributes();

        assertThat(main.getValue("Import-Package")).contains("org.osgi.service.log;version=\"[1.4,2)\";resolution:=optional");
        assertThat(main.getValue("DynamicImport-Package")).contains("org.osgi.service.log");
        assertThat(main.getValue("Require-Capability"))
                .contains("(objectClass=org.osgi.service.log.LoggerFactory)\";resolution:=optional");
    }

    /** The test class path holds other manifests (castling.plugin, JUnit): pick rules.impl's own. */
    private static Manifest rulesImplManifest() throws IOException {
        for (URL url : Collections.list(BundleManifestTest.class.getClassLoader().getResources("META-INF/MANIFEST.MF"))) {
            try (InputStream in = url.openStream()) {
                Manifest manifest = new Manifest(in);
                if ("org.rochade.rules.impl".equals(manifest.getMainAttributes().getValue("Bundle-SymbolicName"))) {
                    return manifest;
                }
            }
        }
        throw new AssertionError("no META-INF/MANIFEST.MF of org.rochade.rules.impl on the test class path");
    }
}
