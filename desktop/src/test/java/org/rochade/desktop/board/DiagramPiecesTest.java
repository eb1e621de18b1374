package org.rochade.desktop.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;
import org.rochade.diagram.BoardOptions;
import org.rochade.diagram.Diagrams;
import org.rochade.rules.api.Piece;
import org.rochade.rules.api.PieceType;

/** The diagram service's pieces read into Java2D (the service found on the plain class path). */
class DiagramPiecesTest {
    private static final Diagrams DIAGRAMS = ServiceLoader.load(Diagrams.class).findFirst().orElseThrow();

    @Test
    void readsEveryPieceAndDrawsWhiteLightAndBlackDark() {
        DiagramPieces pieces = DiagramPieces.from(DIAGRAMS.board(DiagramPieces.ALL_PIECES, BoardOptions.defaults()));
        for (PieceType type : PieceType.values()) {
            assertThat(share(pieces, new Piece(org.rochade.rules.api.Color.WHITE, type), true))
                    .as("white %s near its centre", type).isGreaterThanOrEqualTo(25);
            assertThat(share(pieces, new Piece(org.rochade.rules.api.Color.BLACK, type), false))
                    .as("black %s near its centre", type).isGreaterThanOrEqualTo(25);
        }
    }

    @Test
    void aCircleWrittenAsTwoArcsIsACircle() {
        Path2D circle = SvgPath.parse("M64 30 A14 14 0 1 1 36 30 A14 14 0 1 1 64 30 Z");
        Rectangle2D bounds = circle.getBounds2D();
        assertThat(List.of(bounds.getMinX(), bounds.getMinY(), bounds.getMaxX(), bounds.getMaxY()))
                .allSatisfy(v -> assertThat(v).isNotNaN());
        assertThat(bounds.getMinX()).isCloseTo(36, org.assertj.core.data.Offset.offset(0.01));
        assertThat(bounds.getMaxX()).isCloseTo(64, org.assertj.core.data.Offset.offset(0.01));
        assertThat(bounds.getMinY()).isCloseTo(16, org.assertj.core.data.Offset.offset(0.01));
        assertThat(bounds.getMaxY()).isCloseTo(44, org.assertj.core.data.Offset.offset(0.01));
        assertThat(circle.contains(50, 30)).isTrue();
        assertThat(circle.contains(50, 45)).isFalse();
    }

    @Test
    void relativeCommandsAndTheirShortForms() {
        Path2D square = SvgPath.parse("m10,10 h20 v20 h-20 z");
        assertThat(square.getBounds2D()).isEqualTo(new Rectangle2D.Double(10, 10, 20, 20));
        assertThatThrownBy(() -> SvgPath.parse("M0 0 Q10 10 20 0")).hasMessageContaining("Q");
    }

    /**
     * The percentage of near-white (or near-black) pixels around the middle of a 100-pixel square:
     * what the window test reads a square by (at least 20%; an empty square has none).
     */
    private static int share(PieceSet pieces, Piece piece, boolean white) {
        BufferedImage image = new BufferedImage(100, 100, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setColor(BoardColors.DARK);
        g.fillRect(0, 0, 100, 100);
        pieces.paint(g, piece, 0, 0, 100);
        g.dispose();
        int hits = 0;
        int all = 0;
        for (int x = 40; x <= 60; x++) {
            for (int y = 40; y <= 60; y++) {
                Color c = new Color(image.getRGB(x, y));
                int min = Math.min(c.getRed(), Math.min(c.getGreen(), c.getBlue()));
                int max = Math.max(c.getRed(), Math.max(c.getGreen(), c.getBlue()));
                hits += white ? (min > BoardColors.WHITE_PIECE_MIN ? 1 : 0) : (max < BoardColors.BLACK_PIECE_MAX ? 1 : 0);
                all++;
            }
        }
        return hits * 100 / all;
    }
}
