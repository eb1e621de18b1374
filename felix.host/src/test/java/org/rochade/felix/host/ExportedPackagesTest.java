package org.rochade.felix.host;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class ExportedPackagesTest {

    @Test
    void theJarsExportsComeFromTheirManifestsFollowedByTheLibraries() {
        String extra = new ExportedPackages(List.of("sample"), "org.slf4j;version=2.0.17").extra();
        assertThat(extra).isEqualTo("org.example.api;version=\"1.2.0\",org.example.api.spi;version=\"2.0.0\","
                + "org.slf4j;version=2.0.17");
    }

    @Test
    void aManifestTheBuildDidNotCopyInIsNamed() {
        assertThatThrownBy(() -> new ExportedPackages(List.of("absent"), "").extra())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("absent's manifest is missing").hasMessageContaining("/exports/absent/");
    }

    @Test
    void aManifestThatExportsNothingIsRefused() {
        assertThatThrownBy(() -> ExportedPackages.exportsOf("empty"))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("exports no packages");
    }
}
