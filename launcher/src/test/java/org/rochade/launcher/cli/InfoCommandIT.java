package org.rochade.launcher.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.rochade.launcher.cli.Rochade.Result;
import org.rochade.launcher.host.SystemPackages;

/** {@code info} as a process: the embedded bundles, the API packages the launcher provides, the rules services. */
class InfoCommandIT extends CommandLineTest {
    @Test
    void theFrameworkStartsAndEveryVariantHasRulesWithFideCastling() throws Exception {
        Result r = rochade.run("info");
        r.assertOk();
        assertThat(r.out()).contains("org.apache.felix.scr 2.2.18 ACTIVE", "org.rochade.rules.impl",
                "org.rochade.castling.plugin", "org.rochade.pgn.plugin");
        assertThat(r.out()).doesNotContain("INSTALLED", "RESOLVED");
        assertThat(r.out()).contains("chess960 castling=fide", "fischer168 castling=fide", "classic castling=fide");
    }

    @Test
    void theApiPackagesAreProvidedAtTheVersionsTheirManifestsExport() throws Exception {
        List<String> expected = new ArrayList<>();
        for (String module : SystemPackages.EXPORTING_JARS) {
            Path jarFile = Paths.get("..", module, "target", module + "-0.1.0-SNAPSHOT.jar");
            String exports;
            try (JarFile jar = new JarFile(jarFile.toFile())) {
                exports = jar.getManifest().getMainAttributes().getValue("Export-Package");
            }
            Matcher clause = Pattern.compile("(org\\.rochade\\.[\\w.]*);version=\"([^\"]+)\"").matcher(exports);
            int before = expected.size();
            while (clause.find()) {
                expected.add("  " + clause.group(1) + " " + clause.group(2));
            }
            assertThat(expected.size()).as("%s's exports: %s", module, exports).isGreaterThan(before);
        }

        Result r = rochade.run("info");
        r.assertOk();
        List<String> lines = r.lines();
        int from = lines.indexOf("API packages from the launcher:") + 1;
        assertThat(lines.subList(from, from + expected.size())).containsExactlyInAnyOrderElementsOf(expected);
        assertThat(lines.get(from + expected.size())).isEqualTo("rules services:");
    }
}
