package org.rochade.diagram.png;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.util.ServiceLoader;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.rochade.diagram.ArrayCard;
import org.rochade.diagram.BoardOptions;
import org.rochade.diagram.Diagrams;
import org.rochade.rules.api.StartArray;
import org.rochade.rules.api.Variant;

/** The PNG is the SVG rasterised: its size, its squares where the SVG puts them, errors as one message. */
class BatikRasterizerTest {
    private static final PngRasterizer PNG = ServiceLoader.load(PngRasterizer.class).findFirst().orElseThrow();
    private static final Diagrams DIAGRAMS = ServiceLoader.load(Diagrams.class).findFirst().orElseThrow();

    @Test
    void aBoardBecomesAPngOfTheWidthAskedWithItsSquaresInTheirColours() throws Exception {
        // 912 units with coordinates: 56 of margin, squares of 100
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(PNG.png(DIAGRAMS.board("4k3/8/8/8/8/8/8/4K3", BoardOptions.defaults()), 1200)));
        assertThat(image.getWidth()).isEqualTo(1200);
        assertThat(image.getHeight()).isEqualTo(1200);
        double scale = 1200.0 / 912;
        for (int file = 0; file < 8; file++) {
            for (int rank = 1; rank < 7; rank++) {
                int x = (int) ((56 + file * 100 + 50) * scale);
                int y = (int) ((56 + (7 - rank) * 100 + 50) * scale);
                String expected = (file + rank) % 2 == 0 ? "#d18b47" : "#ffce9e";
                assertThat(String.format("#%06x", image.getRGB(x, y) & 0xffffff)).as("%c%d", 'a' + file, rank + 1).isEqualTo(expected);
            }
        }
        assertThat(image.getRGB(3, 3) & 0xffffff).as("the margin is white").isEqualTo(0xffffff);
    }

    @Test
    void aCardKeepsItsProportions() throws Exception {
        String card = DIAGRAMS.startArray(ArrayCard.of(new StartArray(Variant.CHESS960, 518, 518, "RNBQKBNR")), "");
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(PNG.png(card, 600)));
        assertThat(image.getWidth()).isEqualTo(600);
        assertThat(image.getHeight()).isGreaterThan(600);
    }

    @Test
    void whatCannotBeDrawnIsAnIllegalArgument() {
        assertThatThrownBy(() -> PNG.png("<svg not closed", 100)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("cannot rasterise the SVG: ");
        assertThatThrownBy(() -> PNG.png("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"/>", 0))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
