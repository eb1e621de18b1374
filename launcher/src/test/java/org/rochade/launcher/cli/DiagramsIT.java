package org.rochade.launcher.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.rochade.launcher.cli.Rochade.Result;

/** {@code sp N --svg/--png} and {@code diagram --fen} as processes. */
class DiagramsIT extends CommandLineTest {

    @Test
    void spWritesTheArraysDiagramAsSvgAndPng() throws Exception {
        Path svg = temp.resolve("288.svg");
        Path png = temp.resolve("288.png");
        Result result = rochade.run("sp", "288", "--svg", svg.toString(), "--png", png.toString());

        assertThat(result.exit()).as(result.err()).isZero();
        assertThat(result.out()).contains("back rank:    BBQNRKRN");
        Map<String, String> pieces = BoardSvgTest.pieces(BoardSvgTest.parse(Files.readString(svg)));
        assertThat(pieces).hasSize(32).containsEntry("a1", "B").containsEntry("c1", "Q").containsEntry("f1", "K")
                .containsEntry("f8", "k").containsEntry("d2", "P").containsEntry("d7", "p");
        BufferedImage image = ImageIO.read(png.toFile());
        assertThat(image.getWidth()).isEqualTo(Pictures.PNG_PIXELS);
        assertThat(image.getHeight()).isEqualTo(Pictures.PNG_PIXELS);
        // d4, an empty dark square, in its middle
        double scale = (double) Pictures.PNG_PIXELS / BoardSvg.SIZE;
        int x = (int) ((BoardSvg.MARGIN + 3.5 * BoardSvg.SQUARE) * scale);
        int y = (int) ((BoardSvg.MARGIN + 4.5 * BoardSvg.SQUARE) * scale);
        assertThat(String.format("#%06x", image.getRGB(x, y) & 0xFFFFFF)).isEqualTo(BoardSvg.DARK);
    }

    @Test
    void diagramDrawsAnyLegalPositionAndRefusesAnIllegalOne() throws Exception {
        Path svg = temp.resolve("kiwipete.svg");
        Result result = rochade.run("diagram", "--fen", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                "--svg", svg.toString());

        assertThat(result.exit()).as(result.err()).isZero();
        assertThat(BoardSvgTest.pieces(BoardSvgTest.parse(Files.readString(svg))))
                .hasSize(32).containsEntry("e5", "N").containsEntry("h3", "p").containsEntry("a6", "b");

        Result bad = rochade.run("diagram", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1", "--svg", temp.resolve("none.svg").toString());
        assertThat(bad.exit()).isEqualTo(2);
        assertThat(bad.err()).startsWith("rochade: invalid FEN");
        assertThat(temp.resolve("none.svg")).doesNotExist();
    }
}
