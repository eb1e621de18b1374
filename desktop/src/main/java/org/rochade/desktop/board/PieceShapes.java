package org.rochade.desktop.board;

import java.awt.Shape;
import java.awt.geom.Area;
import java.awt.geom.Ellipse2D;
import java.awt.geom.GeneralPath;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.util.EnumMap;
import java.util.Map;
import org.rochade.rules.api.PieceType;

/**
 * The pieces as vector outlines in a 100 x 100 box (y down), drawn by the project. Every outline
 * covers the middle of its box (50, 50) with its body, so that a glance at a square's centre tells
 * a piece from an empty square (the window test reads the board from screenshots that way).
 */
final class PieceShapes {
    private static final Map<PieceType, Shape> SHAPES = new EnumMap<>(PieceType.class);

    static {
        SHAPES.put(PieceType.PAWN, pawn());
        SHAPES.put(PieceType.ROOK, rook());
        SHAPES.put(PieceType.KNIGHT, knight());
        SHAPES.put(PieceType.BISHOP, bishop());
        SHAPES.put(PieceType.QUEEN, queen());
        SHAPES.put(PieceType.KING, king());
    }

    private PieceShapes() {
    }

    /** The outline of a piece type in the 100 x 100 box (shared, immutable: do not modify). */
    static Shape of(PieceType type) {
        return SHAPES.get(type);
    }

    private static Area base() {
        return new Area(new RoundRectangle2D.Double(20, 80, 60, 10, 4, 4));
    }

    private static Shape pawn() {
        Area a = base();
        a.add(new Area(new Ellipse2D.Double(37, 16, 26, 26)));
        a.add(new Area(new Ellipse2D.Double(33, 38, 34, 12)));
        GeneralPath body = new GeneralPath();
        body.moveTo(38, 46);
        body.curveTo(40, 60, 30, 72, 24, 82);
        body.lineTo(76, 82);
        body.curveTo(70, 72, 60, 60, 62, 46);
        body.closePath();
        a.add(new Area(body));
        return a;
    }

    private static Shape rook() {
        Area a = base();
        a.add(new Area(new Rectangle2D.Double(24, 72, 52, 10)));
        GeneralPath body = new GeneralPath();
        body.moveTo(32, 36);
        body.lineTo(30, 72);
        body.lineTo(70, 72);
        body.lineTo(68, 36);
        body.closePath();
        a.add(new Area(body));
        a.add(new Area(new Rectangle2D.Double(25, 28, 50, 10)));
        a.add(new Area(new Rectangle2D.Double(25, 14, 12, 16)));
        a.add(new Area(new Rectangle2D.Double(44, 14, 12, 16)));
        a.add(new Area(new Rectangle2D.Double(63, 14, 12, 16)));
        return a;
    }

    private static Shape knight() {
        Area a = base();
        GeneralPath head = new GeneralPath();
        head.moveTo(28, 82);
        head.curveTo(28, 66, 40, 60, 46, 54);   // chest up to the throat
        head.curveTo(38, 54, 30, 60, 24, 58);   // under the jaw
        head.curveTo(16, 56, 14, 48, 18, 44);   // muzzle
        head.curveTo(26, 34, 32, 28, 36, 20);   // face up to the forehead
        head.lineTo(38, 10);                     // ear
        head.lineTo(46, 16);
        head.curveTo(64, 16, 78, 32, 78, 56);   // mane
        head.curveTo(78, 66, 74, 74, 74, 82);   // back
        head.closePath();
        a.add(new Area(head));
        return a;
    }

    private static Shape bishop() {
        Area a = base();
        a.add(new Area(new Ellipse2D.Double(44, 8, 12, 12)));
        GeneralPath mitre = new GeneralPath();
        mitre.moveTo(50, 18);
        mitre.curveTo(30, 30, 30, 56, 36, 64);
        mitre.lineTo(64, 64);
        mitre.curveTo(70, 56, 70, 30, 50, 18);
        mitre.closePath();
        a.add(new Area(mitre));
        a.add(new Area(new RoundRectangle2D.Double(32, 62, 36, 8, 4, 4)));
        GeneralPath foot = new GeneralPath();
        foot.moveTo(38, 68);
        foot.lineTo(28, 82);
        foot.lineTo(72, 82);
        foot.lineTo(62, 68);
        foot.closePath();
        a.add(new Area(foot));
        return a;
    }

    private static Shape queen() {
        Area a = base();
        GeneralPath crown = new GeneralPath();
        crown.moveTo(26, 82);
        crown.lineTo(18, 30);
        crown.lineTo(33, 46);
        crown.lineTo(37, 22);
        crown.lineTo(50, 38);
        crown.lineTo(63, 22);
        crown.lineTo(67, 46);
        crown.lineTo(82, 30);
        crown.lineTo(74, 82);
        crown.closePath();
        a.add(new Area(crown));
        for (double[] ball : new double[][] {{18, 27}, {37, 19}, {63, 19}, {82, 27}}) {
            a.add(new Area(new Ellipse2D.Double(ball[0] - 5, ball[1] - 5, 10, 10)));
        }
        a.add(new Area(new Ellipse2D.Double(45, 26, 10, 10)));
        return a;
    }

    private static Shape king() {
        Area a = base();
        a.add(new Area(new Rectangle2D.Double(47, 6, 6, 22)));
        a.add(new Area(new Rectangle2D.Double(40, 11, 20, 6)));
        GeneralPath body = new GeneralPath();
        body.moveTo(50, 28);
        body.curveTo(20, 26, 14, 56, 30, 70);
        body.lineTo(26, 82);
        body.lineTo(74, 82);
        body.lineTo(70, 70);
        body.curveTo(86, 56, 80, 26, 50, 28);
        body.closePath();
        a.add(new Area(body));
        return a;
    }
}
