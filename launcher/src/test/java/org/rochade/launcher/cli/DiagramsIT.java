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
        Map<String, String> pieces = Svgs.pieces(Svgs.parse(Files.readString(svg)));
        assertThat(pieces).hasSize(32).containsEntry("a1", "B").containsEntry("c1", "Q").containsEntry("f1", "K")
                .containsEntry("f8", "k").containsEntry("d2", "P").containsEntry("d7", "p");
        BufferedImage image = ImageIO.read(png.toFile());
        assertThat(image.getWidth()).isEqualTo(Pictures.PNG_PIXELS);
        assertThat(image.getHeight()).as("a card: the board and the FENs under it").isGreaterThan(Pictures.PNG_PIXELS);
        // d4, an empty dark square, in its middle; the card names the array and gives both FENs
        int[] d4 = Svgs.squareMiddle(Svgs.parse(Files.readString(svg)), "d4", image.getWidth());
        assertThat(String.format("#%06x", image.getRGB(d4[0], d4[1]) & 0xFFFFFF)).isEqualTo("#d18b47");
        assertThat(Files.readString(svg)).contains("chess960 288 (SP 288)", "bbqnrkrn/pppppppp/8/8/8/8/PPPPPPPP/BBQNRKRN w KQkq - 0 1",
                "bbqnrkrn/pppppppp/8/8/8/8/PPPPPPPP/BBQNRKRN w GEge - 0 1");
    }

    @Test
    void diagramDrawsAnyLegalPositionAndRefusesAnIllegalOne() throws Exception {
        Path svg = temp.resolve("kiwipete.svg");
        Result result = rochade.run("diagram", "--fen", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                "--svg", svg.toString());

        assertThat(result.exit()).as(result.err()).isZero();
        assertThat(Svgs.pieces(Svgs.parse(Files.readString(svg))))
                .hasSize(32).containsEntry("e5", "N").containsEntry("h3", "p").containsEntry("a6", "b");

        // a king in check is marked under it
        Path check = temp.resolve("check.png");
        Path checkSvg = temp.resolve("check.svg");
        Result mate = rochade.run("diagram", "--fen", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
                "--svg", checkSvg.toString(), "--png", check.toString());
        assertThat(mate.exit()).as(mate.err()).isZero();
        assertThat(Svgs.withClass(Svgs.parse(Files.readString(checkSvg)), "highlight"))
                .extracting(h -> h.getAttribute("data-square") + " " + h.getAttribute("data-kind")).containsExactly("e1 check");
        assertThat(ImageIO.read(check.toFile()).getWidth()).isEqualTo(Pictures.PNG_PIXELS);

        Result bad = rochade.run("diagram", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1", "--svg", temp.resolve("none.svg").toString());
        assertThat(bad.exit()).isEqualTo(2);
        assertThat(bad.err()).startsWith("rochade: invalid FEN");
        assertThat(temp.resolve("none.svg")).doesNotExist();
    }
}
