package org.rochade.embedding;

import static org.assertj.core.api.Assertions.assertThat;

import aQute.bnd.osgi.Builder;
import aQute.bnd.osgi.Jar;
import java.io.File;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.rochade.embedding.probe.Probe;

/**
 * The bundles in an application that is already an OSGi container (host b), here Apache Felix's
 * stock launcher ({@code java -jar org.apache.felix.main.jar}) run as a process: its auto-deploy
 * directory holds the Rochade bundles, SCR and their declared run-time dependencies, nothing else, and
 * a probe bundle that reports the services and then stops the framework.
 */
class FelixMainIT {

    @Test
    void theBundlesStartUnchangedInFelixsStockLauncherWithScrAndTheirDependenciesOnly() throws Exception {
        Path dir = Jars.scratch("felix-main");
        Path bundles = Files.createDirectories(dir.resolve("bundle"));
        List<String> deployed = new ArrayList<>(List.of("rules.api", "games.api"));
        deployed.addAll(Jars.RUNTIME);
        for (Path jar : Jars.bundles(deployed)) {
            Files.copy(jar, bundles.resolve(jar.getFileName()));
        }
        buildProbe(bundles.resolve("probe.jar"));
        Path config = dir.resolve("config.properties");
        Properties properties = new Properties();
        properties.setProperty("felix.auto.deploy.dir", bundles.toString());
        properties.setProperty("felix.auto.deploy.action", "install,start");
        properties.setProperty("org.osgi.framework.storage", dir.resolve("felix-cache").toString());
        properties.setProperty("org.osgi.framework.storage.clean", "onFirstInit");
        try (Writer out = Files.newBufferedWriter(config)) {
            properties.store(out, "Felix's stock launcher, configured only through its documented properties");
        }

        Processes.Outcome outcome = Processes.run(List.of(Processes.java(),
                "-Dfelix.config.properties=" + config.toUri(), "-jar", Jars.felixMain().toString()), dir, Duration.ofSeconds(90));

        List<String> probe = outcome.output().lines().filter(line -> line.startsWith("probe: ")).toList();
        assertThat(probe).as(outcome.output()).startsWith(
                "probe: chess960 fide O-O f1g1",
                "probe: fischer168 arrays 168",
                "probe: classic arrays 1",
                "probe: validated 1 games, 1 valid");
        assertThat(probe.subList(4, probe.size())).as("every bundle active")
                .allSatisfy(line -> assertThat(line).endsWith(" active"))
                .hasSize(deployed.size() + 1); // and the probe
        assertThat(outcome.output()).as("nothing went wrong on the way").doesNotContain("ERROR").doesNotContain("Exception");
        assertThat(outcome.exitCode()).as(outcome.output()).isZero();
    }

    /** The probe package of the test classes as a bundle, made by bnd (manifest and DS descriptor). */
    private static void buildProbe(Path target) throws Exception {
        try (Builder builder = new Builder()) {
            builder.setProperty("Bundle-SymbolicName", "org.rochade.embedding.probe");
            builder.setProperty("Bundle-Version", "1.0.0");
            builder.setProperty("Private-Package", Probe.class.getPackageName());
            builder.setClasspath(new File[] {Jars.testClasses().toFile(), Jars.bundle("rules.api").toFile(),
                    Jars.bundle("games.api").toFile(),
                    Jars.osgiCore().toFile()});
            try (Jar jar = builder.build()) {
                if (!builder.getErrors().isEmpty()) {
                    throw new IOException("bnd could not build the probe: " + builder.getErrors());
                }
                jar.write(target.toFile());
            }
        }
    }
}
