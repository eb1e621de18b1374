package org.rochade.diagram.png;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ServiceLoader;
import javax.imageio.ImageIO;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.rochade.diagram.BoardOptions;
import org.rochade.diagram.Diagrams;
import org.rochade.rules.api.Color;
import org.rochade.rules.api.Piece;
import org.rochade.rules.api.PieceType;
import org.rochade.rules.api.Setup;
import org.rochade.rules.api.Square;

/**
 * Every piece type of both colours drawn by the diagram service, rasterised by Batik, and told apart by
 * its pixels: on a light and on a dark square, the pixels that differ from the square's colour are the
 * piece's. White's must have more light pixels (luminance over 0.75) than dark ones (under 0.25) and a
 * mean luminance over 0.45; Black's must be over 80% dark with a mean under 0.15; and on every square
 * White's mean must lead Black's by over 0.35. Measured when written (Batik 1.19, 100 pixels a square):
 * White's means 0.52 (queen) to 0.69 (knight), Black's 0.08 to 0.10.
 */
class PiecePixelsTest {
    private static final Diagrams DIAGRAMS = ServiceLoader.load(Diagrams.class).findFirst().orElseThrow();
    private static final PngRasterizer PNG = ServiceLoader.load(PngRasterizer.class).findFirst().orElseThrow();
    /** A board without coordinates is 808 units (8 squares of 100 and a frame of 4): one pixel a unit. */
    private static final int PIXELS = 808;
    private static final int SQUARE = 100;
    private static final int FRAME = 4;

    /** What the pixels of one piece on one square measure. */
    record Measure(int piecePixels, double meanLuminance, double lightShare, double darkShare) {
    }

    @ParameterizedTest
    @EnumSource(PieceType.class)
    void whitePiecesAreLightAndBlackPiecesDarkOnBothSquareColours(PieceType type) throws IOException {
        for (Square square : new Square[] {Square.D4, Square.E4}) { // dark, light
            Measure white = measure(new Piece(Color.WHITE, type), square);
            Measure black = measure(new Piece(Color.BLACK, type), square);
            String where = type + " on " + square;

            // Drawn at all: a piece covers a good part of its square.
            assertThat(white.piecePixels()).as("white %s: pixels", where).isGreaterThan(SQUARE * SQUARE / 8);
            assertThat(black.piecePixels()).as("black %s: pixels", where).isGreaterThan(SQUARE * SQUARE / 8);
            // White: its white fill outweighs its outline and details (lines of 2.6 units on a 100-unit square).
            assertThat(white.lightShare()).as("white %s: share of light pixels", where).isGreaterThan(white.darkShare());
            assertThat(white.meanLuminance()).as("white %s: mean luminance", where).isGreaterThan(0.45);
            // Black: black through and through but for a few light detail lines.
            assertThat(black.darkShare()).as("black %s: share of dark pixels", where).isGreaterThan(0.8);
            assertThat(black.lightShare()).as("black %s: share of light pixels", where).isLessThan(0.1);
            assertThat(black.meanLuminance()).as("black %s: mean luminance", where).isLessThan(0.15);
            assertThat(white.meanLuminance() - black.meanLuminance()).as("%s: white's lead in luminance", where).isGreaterThan(0.35);
        }
    }

    /** The piece alone on the square, rasterised, its square's pixels sorted into board and piece. */
    private static Measure measure(Piece piece, Square square) throws IOException {
        String svg = DIAGRAMS.board(Setup.empty().put(square, piece), BoardOptions.defaults().withCoordinates(false));
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(PNG.png(svg, PIXELS)));
        assertThat(image.getWidth()).isEqualTo(PIXELS);
        int left = FRAME + square.file() * SQUARE;
        int top = FRAME + (7 - square.rank()) * SQUARE;
        // The square's own colour: its corner, which no piece reaches.
        int board = image.getRGB(left + 2, top + 2) & 0xffffff;
        int pixels = 0;
        double luminance = 0;
        int light = 0;
        int dark = 0;
        for (int y = top + 1; y < top + SQUARE - 1; y++) {
            for (int x = left + 1; x < left + SQUARE - 1; x++) {
                int rgb = image.getRGB(x, y) & 0xffffff;
                if (distance(rgb, board) < 60) {
                    continue; // the board shows here
                }
                double l = luminance(rgb);
                pixels++;
                luminance += l;
                light += l > 0.75 ? 1 : 0;
                dark += l < 0.25 ? 1 : 0;
            }
        }
        return new Measure(pixels, luminance / pixels, (double) light / pixels, (double) dark / pixels);
    }

    /** Relative luminance (Rec. 709 weights on the 0..1 channel values). */
    static double luminance(int rgb) {
        return (0.2126 * (rgb >> 16 & 0xff) + 0.7152 * (rgb >> 8 & 0xff) + 0.0722 * (rgb & 0xff)) / 255;
    }

    private static double distance(int a, int b) {
        int dr = (a >> 16 & 0xff) - (b >> 16 & 0xff);
        int dg = (a >> 8 & 0xff) - (b >> 8 & 0xff);
        int db = (a & 0xff) - (b & 0xff);
        return Math.sqrt(dr * dr + dg * dg + db * db);
    }
}
