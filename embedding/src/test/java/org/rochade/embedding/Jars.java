package org.rochade.embedding;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The jars the build copied for these tests (see pom.xml), by their version-less names. */
final class Jars {
    private static final Path DIR = Path.of(System.getProperty("rochade.embedding.dir", "target/embedding"));

    /**
     * What a host installs, in this order, besides rules.api (which a host that uses the API itself
     * keeps on its own class path): SCR with its three OSGi dependencies, then the Rochade bundles,
     * then pgn.plugin's one required library. zstd-jni is optional (only .pgn.zst input needs it).
     */
    static final List<String> RUNTIME = List.of(
            "org.osgi.util.function", "org.osgi.util.promise", "org.osgi.service.component", "org.apache.felix.scr",
            "castling.plugin", "rules.impl", "jackson-core", "pgn.plugin", "diagram", "ratings");

    private Jars() {
    }

    static Path bundle(String name) {
        return existing(DIR.resolve("bundles").resolve(name + ".jar"));
    }

    static List<Path> bundles(List<String> names) {
        List<Path> jars = new ArrayList<>();
        names.forEach(name -> jars.add(bundle(name)));
        return jars;
    }

    static Path felixMain() {
        return existing(DIR.resolve("felix").resolve("org.apache.felix.main.jar"));
    }

    static Path osgiCore() {
        return existing(DIR.resolve("lib").resolve("osgi.core.jar"));
    }

    static Path testClasses() {
        return existing(Path.of(System.getProperty("rochade.test.classes", "target/test-classes")));
    }

    /** A scratch directory under target, emptied first. */
    static Path scratch(String name) throws java.io.IOException {
        Path dir = DIR.resolveSibling(name);
        if (Files.exists(dir)) {
            try (var paths = Files.walk(dir)) {
                for (Path p : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            }
        }
        return Files.createDirectories(dir);
    }

    private static Path existing(Path path) {
        if (!Files.exists(path)) {
            throw new IllegalStateException(path + " is missing: run the tests with mvn verify (the jars are copied at package)");
        }
        return path;
    }
}
