package org.rochade.launcher;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rochade.rules.api.StartArray;
import org.rochade.rules.api.Variant;
import org.rochade.event.api.DrawnRound;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/** PNG diagrams decoded and measured; the event sheet read back. */
class PicturesTest {
    @TempDir
    Path temp;

    @Test
    void thePngIsTheDiagramRasterisedWithSquaresWhereTheSvgPutsThem() throws Exception {
        // kings only, so that most squares show their bare colour
        String svg = BoardSvg.document("4k3/8/8/8/8/8/8/4K3", "kings", BoardSvg.SIZE);
        Path png = temp.resolve("kings.png");
        Pictures.writePng(svg, Pictures.PNG_PIXELS, png);

        BufferedImage image = ImageIO.read(png.toFile());
        assertThat(image.getWidth()).isEqualTo(Pictures.PNG_PIXELS);
        assertThat(image.getHeight()).isEqualTo(Pictures.PNG_PIXELS);
        double scale = (double) Pictures.PNG_PIXELS / BoardSvg.SIZE;
        int square = (int) Math.round(BoardSvg.SQUARE * scale);
        assertThat(square).isEqualTo(132); // large: a 1200-pixel diagram has squares of 132 pixels
        for (int file = 0; file < 8; file++) {
            for (int rank = 0; rank < 8; rank++) {
                if (file == 4 && (rank == 0 || rank == 7)) {
                    continue; // the kings
                }
                String expected = (file + rank) % 2 == 0 ? BoardSvg.DARK : BoardSvg.LIGHT;
                double left = (BoardSvg.MARGIN + file * BoardSvg.SQUARE) * scale;
                double top = (BoardSvg.MARGIN + (7 - rank) * BoardSvg.SQUARE) * scale;
                // the centre and points near the corners of the square all have its colour
                for (double[] at : new double[][] {{0.5, 0.5}, {0.08, 0.08}, {0.92, 0.08}, {0.08, 0.92}, {0.92, 0.92}}) {
                    int x = (int) (left + at[0] * square);
                    int y = (int) (top + at[1] * square);
                    assertThat(colour(image, x, y)).as("%c%d at %d,%d", (char) ('a' + file), rank + 1, x, y).isEqualTo(expected);
                }
            }
        }
        // the margin around the board is white, where the coordinates are written
        assertThat(colour(image, 3, 3)).isEqualTo("#ffffff");
        // a king is drawn on its square: not all of e1 has the square's colour
        double e1Left = (BoardSvg.MARGIN + 4 * BoardSvg.SQUARE) * scale;
        double e1Top = (BoardSvg.MARGIN + 7 * BoardSvg.SQUARE) * scale;
        long other = 0;
        for (int x = (int) e1Left + 10; x < e1Left + square - 10; x++) {
            for (int y = (int) e1Top + 10; y < e1Top + square - 10; y++) {
                if (!colour(image, x, y).equals(BoardSvg.LIGHT)) {
                    other++;
                }
            }
        }
        assertThat(other).as("pixels of the king on e1").isGreaterThan(1000);
    }

    @Test
    void theSheetHasEveryRoundWithItsDiagramAndBothFens() throws Exception {
        List<DrawnRound> rounds = List.of(
                new DrawnRound(1, new StartArray(Variant.CHESS960, 740, 740, "RBBKNNQR")),
                new DrawnRound(2, new StartArray(Variant.CHESS960, 668, 668, "RBNKRNBQ")),
                new DrawnRound(3, new StartArray(Variant.CHESS960, 756, 756, "RBBKNNRQ")));

        Document sheet = BoardSvgTest.parse(EventSheet.svg("Event 'open'", "seed commitment (SHA-256) abc", rounds));

        assertThat(sheet.getDocumentElement().getAttribute("width")).isEqualTo("210mm");
        List<Element> boards = BoardSvgTest.withClass(sheet, "board");
        assertThat(boards).hasSize(3);
        List<String> xfens = BoardSvgTest.withClass(sheet, "xfen").stream().map(Element::getTextContent).toList();
        List<String> shredder = BoardSvgTest.withClass(sheet, "shredderFen").stream().map(Element::getTextContent).toList();
        for (DrawnRound round : rounds) {
            assertThat(xfens).contains(round.array().xfen());
            assertThat(shredder).contains(round.array().shredderFen());
        }
        assertThat(BoardSvgTest.withClass(sheet, "title").stream().map(Element::getTextContent))
                .containsExactly("Round 1: chess960 740 (SP 740) RBBKNNQR", "Round 2: chess960 668 (SP 668) RBNKRNBQ",
                        "Round 3: chess960 756 (SP 756) RBBKNNRQ");
        // round 2's diagram shows its own array: the queen on h1
        assertThat(BoardSvgTest.withClass(sheet, "piece").stream()
                .filter(piece -> piece.getParentNode() == boards.get(1) && piece.getAttribute("data-square").equals("h1"))
                .map(piece -> piece.getAttribute("data-piece"))).containsExactly("Q");
    }

    @Test
    void aFileIsWrittenWholeOrNotAtAll() throws Exception {
        Path target = temp.resolve("a.svg");
        Files.writeString(target, "old");
        assertThatThrownBy(() -> Pictures.writePng("<svg not closed", 100, target)).isInstanceOf(UserError.class)
                .hasMessageStartingWith("cannot write " + target);
        assertThat(Files.readString(target)).isEqualTo("old");
        try (var left = Files.list(temp)) {
            assertThat(left).containsExactly(target);
        }
        assertThatThrownBy(() -> Pictures.writeSvg("<svg/>", temp.resolve("missing/a.svg")))
                .hasMessageStartingWith("cannot write " + temp.resolve("missing/a.svg") + ": directory " + temp.resolve("missing") + " does not exist");
    }

    private static String colour(BufferedImage image, int x, int y) {
        return String.format("#%06x", image.getRGB(x, y) & 0xFFFFFF);
    }
}
