package org.rochade.launcher.cli;

import org.rochade.launcher.host.UserError;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rochade.diagram.png.PngRasterizer;

/** Picture files: written whole or not at all, errors as one line naming the file. */
class PicturesTest {
    private static final PngRasterizer PNG = ServiceLoader.load(PngRasterizer.class).findFirst().orElseThrow();

    @TempDir
    Path temp;

    @Test
    void aFileIsWrittenWholeOrNotAtAll() throws Exception {
        Path target = temp.resolve("a.svg");
        Files.writeString(target, "old");
        assertThatThrownBy(() -> Pictures.writePng(PNG, "<svg not closed", 100, target)).isInstanceOf(UserError.class)
                .hasMessageStartingWith("cannot write " + target + ": cannot rasterise the SVG");
        assertThat(Files.readString(target)).isEqualTo("old");
        try (var left = Files.list(temp)) {
            assertThat(left).containsExactly(target);
        }
        assertThatThrownBy(() -> Pictures.writeSvg("<svg/>", temp.resolve("missing/a.svg")))
                .hasMessageStartingWith("cannot write " + temp.resolve("missing/a.svg") + ": directory " + temp.resolve("missing") + " does not exist");
        Pictures.writeSvg("<svg/>", target);
        assertThat(Files.readString(target)).isEqualTo("<svg/>");
    }
}
