package org.rochade.distribution;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * What the build made for a host's resolver: the repository index, the resolution of Rochade's
 * bundles from it alone (written by bnd's resolver into target/resolve/resolve.bndrun), and the
 * Karaf feature, whose every bundle must be one the index offers.
 */
class DistributionTest {
    private static final Path TARGET = Path.of("target");
    private static final List<String> ROCHADE_BUNDLES = List.of("org.rochade.rules.api", "org.rochade.games.api",
            "org.rochade.event.api", "org.rochade.rules.impl", "org.rochade.castling.plugin",
            "org.rochade.castling.none", "org.rochade.pgn.plugin", "org.rochade.formats", "org.rochade.hall",
            "org.rochade.shell.commands", "org.rochade.diagram", "org.rochade.diagram.png", "org.rochade.ratings");
    /** In the index, but in no feature: the launcher's shell, and PNG, whose Batik is no OSGi bundle. */
    private static final List<String> NOT_IN_A_FEATURE = List.of("org.rochade.shell.commands", "org.rochade.diagram.png");

    @Test
    void theIndexOffersEveryRochadeBundle() throws Exception {
        assertThat(indexedIdentities()).containsAll(ROCHADE_BUNDLES);
    }

    @Test
    void theResolverWiresTheBundlesFromTheIndexAlone() throws IOException {
        String bndrun = Files.readString(TARGET.resolve("resolve/resolve.bndrun"));
        int runbundles = bndrun.indexOf("-runbundles:");
        assertThat(runbundles).as("the resolver wrote -runbundles").isNotNegative();
        String resolved = bndrun.substring(runbundles);
        // The API bundles come in because the implementations import them, not because they are named.
        for (String bundle : List.of("org.rochade.rules.api", "org.rochade.games.api", "org.rochade.event.api",
                "org.rochade.rules.impl", "org.rochade.pgn.plugin", "org.rochade.formats", "org.rochade.hall",
                "org.rochade.diagram", "org.rochade.ratings",
                "org.apache.felix.scr", "com.fasterxml.jackson.core.jackson-core")) {
            assertThat(resolved).as(bundle).contains(bundle + ";version=");
        }
    }

    @Test
    void everyBundleOfTheKarafFeatureIsInTheIndex() throws Exception {
        Document features = parse(TARGET.resolve("feature/feature.xml"));
        Set<String> indexed = indexedIdentities();
        NodeList bundles = features.getElementsByTagName("bundle");
        assertThat(bundles.getLength()).isPositive();
        Pattern rochade = Pattern.compile("mvn:org\\.rochade/([^/]+)/(.+)");
        List<String> named = new ArrayList<>();
        for (int i = 0; i < bundles.getLength(); i++) {
            String location = bundles.item(i).getTextContent().trim();
            assertThat(location).as("filtered").doesNotContain("${");
            Matcher m = rochade.matcher(location);
            if (m.matches()) {
                named.add("org.rochade." + m.group(1));
                assertThat(jarOf(m.group(1))).as(location).exists();
            }
        }
        assertThat(named).isNotEmpty();
        assertThat(indexed).containsAll(named);
        assertThat(named).as("every Rochade bundle for hosts is in some feature")
                .containsExactlyInAnyOrderElementsOf(ROCHADE_BUNDLES.stream().filter(b -> !NOT_IN_A_FEATURE.contains(b)).toList());
    }

    /** The reactor's jar of a module, whose symbolic name must be the one the feature implies. */
    private static Path jarOf(String module) throws IOException {
        Path jar = Path.of("..", module, "target", module + "-" + System.getProperty("project.version", "0.1.0-SNAPSHOT") + ".jar");
        try (JarFile file = new JarFile(jar.toFile())) {
            String bsn = file.getManifest().getMainAttributes().getValue("Bundle-SymbolicName");
            assertThat(bsn).isEqualTo("org.rochade." + module);
        }
        return jar;
    }

    /** The osgi.identity names of every resource in target/index.xml. */
    private static Set<String> indexedIdentities() throws Exception {
        Document index = parse(TARGET.resolve("index.xml"));
        Set<String> names = new LinkedHashSet<>();
        NodeList capabilities = index.getElementsByTagName("capability");
        for (int i = 0; i < capabilities.getLength(); i++) {
            Element capability = (Element) capabilities.item(i);
            if (!"osgi.identity".equals(capability.getAttribute("namespace"))) {
                continue;
            }
            NodeList attributes = capability.getElementsByTagName("attribute");
            for (int j = 0; j < attributes.getLength(); j++) {
                Element attribute = (Element) attributes.item(j);
                if ("osgi.identity".equals(attribute.getAttribute("name"))) {
                    names.add(attribute.getAttribute("value"));
                }
            }
        }
        return names;
    }

    private static Document parse(Path file) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(false);
        return factory.newDocumentBuilder().parse(file.toFile());
    }
}
