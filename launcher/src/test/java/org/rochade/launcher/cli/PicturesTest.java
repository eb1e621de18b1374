package org.rochade.launcher.cli;

import org.rochade.launcher.host.UserError;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rochade.diagram.png.PictureSetWriter;

/** Picture files, through the picture service: written whole or not at all, errors as one line naming the file. */
class PicturesTest {
    private static final PictureSetWriter PICTURES = ServiceLoader.load(PictureSetWriter.class).findFirst().orElseThrow();

    @TempDir
    Path temp;

    @Test
    void aFileIsWrittenWholeOrNotAtAll() throws Exception {
        Path target = temp.resolve("a.svg");
        Files.writeString(target, "old");
        assertThatThrownBy(() -> Pictures.writePng(PICTURES, "<svg not closed", target)).isInstanceOf(UserError.class)
                .hasMessageStartingWith("cannot write " + target + ": cannot rasterise the SVG");
        assertThat(Files.readString(target)).isEqualTo("old");
        try (var left = Files.list(temp)) {
            assertThat(left).containsExactly(target);
        }
        assertThatThrownBy(() -> Pictures.writeSvg(PICTURES, "<svg/>", temp.resolve("missing/a.svg"))).isInstanceOf(UserError.class)
                .hasMessageStartingWith("cannot write " + temp.resolve("missing/a.svg") + ": directory " + temp.resolve("missing") + " does not exist");
        Pictures.writeSvg(PICTURES, "<svg/>", target);
        assertThat(Files.readString(target)).isEqualTo("<svg/>");
    }
}
