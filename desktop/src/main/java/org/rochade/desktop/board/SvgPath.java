package org.rochade.desktop.board;

import java.awt.geom.AffineTransform;
import java.awt.geom.Arc2D;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;

/**
 * SVG path data ({@code d}) as a Java2D path: moveto, lineto (also horizontal and vertical),
 * cubic Bézier, elliptical arc and closepath, absolute and relative. Enough for the diagram
 * service's pieces; other commands are refused with the text.
 */
final class SvgPath {
    private final String d;
    private int at;

    private SvgPath(String d) {
        this.d = d;
    }

    /** @throws IllegalArgumentException naming the path data when it holds what this cannot read */
    static Path2D parse(String d) {
        return new SvgPath(d).read();
    }

    private Path2D read() {
        Path2D.Double path = new Path2D.Double();
        char command = 0;
        double x = 0;
        double y = 0;
        double startX = 0;
        double startY = 0;
        while (true) {
            skipSeparators();
            if (at >= d.length()) {
                return path;
            }
            char c = d.charAt(at);
            if (Character.isLetter(c)) {
                command = c;
                at++;
            } else if (command == 0) {
                throw new IllegalArgumentException("path data does not start with a command: " + d);
            }
            boolean relative = Character.isLowerCase(command);
            double dx = relative ? x : 0;
            double dy = relative ? y : 0;
            switch (Character.toUpperCase(command)) {
                case 'M':
                    x = number() + dx;
                    y = number() + dy;
                    path.moveTo(x, y);
                    startX = x;
                    startY = y;
                    command = relative ? 'l' : 'L'; // further pairs are linetos
                    break;
                case 'L':
                    x = number() + dx;
                    y = number() + dy;
                    path.lineTo(x, y);
                    break;
                case 'H':
                    x = number() + dx;
                    path.lineTo(x, y);
                    break;
                case 'V':
                    y = number() + dy;
                    path.lineTo(x, y);
                    break;
                case 'C': {
                    double x1 = number() + dx;
                    double y1 = number() + dy;
                    double x2 = number() + dx;
                    double y2 = number() + dy;
                    x = number() + dx;
                    y = number() + dy;
                    path.curveTo(x1, y1, x2, y2, x, y);
                    break;
                }
                case 'A': {
                    double rx = Math.abs(number());
                    double ry = Math.abs(number());
                    double rotation = number();
                    boolean large = flag();
                    boolean sweep = flag();
                    double toX = number() + dx;
                    double toY = number() + dy;
                    arc(path, x, y, rx, ry, rotation, large, sweep, toX, toY);
                    x = toX;
                    y = toY;
                    break;
                }
                case 'Z':
                    path.closePath();
                    x = startX;
                    y = startY;
                    break;
                default:
                    throw new IllegalArgumentException("path command " + command + " is not read here: " + d);
            }
        }
    }

    private void skipSeparators() {
        while (at < d.length() && (Character.isWhitespace(d.charAt(at)) || d.charAt(at) == ',')) {
            at++;
        }
    }

    private double number() {
        skipSeparators();
        int start = at;
        if (at < d.length() && (d.charAt(at) == '-' || d.charAt(at) == '+')) {
            at++;
        }
        boolean dot = false;
        while (at < d.length()) {
            char c = d.charAt(at);
            if (Character.isDigit(c)) {
                at++;
            } else if (c == '.' && !dot) {
                dot = true;
                at++;
            } else if ((c == 'e' || c == 'E') && at > start) {
                at++;
                if (at < d.length() && (d.charAt(at) == '-' || d.charAt(at) == '+')) {
                    at++;
                }
            } else {
                break;
            }
        }
        if (start == at) {
            throw new IllegalArgumentException("a number expected at " + start + " in path data: " + d);
        }
        return Double.parseDouble(d.substring(start, at));
    }

    private boolean flag() {
        skipSeparators();
        if (at < d.length() && (d.charAt(at) == '0' || d.charAt(at) == '1')) {
            return d.charAt(at++) == '1';
        }
        throw new IllegalArgumentException("an arc flag (0 or 1) expected at " + at + " in path data: " + d);
    }

    /** An SVG arc (endpoint form) as Java2D's (centre form), after the SVG specification's notes (F.6.5). */
    private static void arc(Path2D path, double x1, double y1, double rx, double ry, double degrees,
                            boolean large, boolean sweep, double x2, double y2) {
        if (rx == 0 || ry == 0 || (x1 == x2 && y1 == y2)) {
            path.lineTo(x2, y2);
            return;
        }
        double phi = Math.toRadians(degrees % 360);
        double cos = Math.cos(phi);
        double sin = Math.sin(phi);
        double mx = (x1 - x2) / 2;
        double my = (y1 - y2) / 2;
        double x1p = cos * mx + sin * my;
        double y1p = -sin * mx + cos * my;
        double lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry);
        if (lambda > 1) {
            double scale = Math.sqrt(lambda);
            rx *= scale;
            ry *= scale;
        }
        double num = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p;
        double den = rx * rx * y1p * y1p + ry * ry * x1p * x1p;
        double coef = Math.sqrt(Math.max(0, num / den)) * (large == sweep ? -1 : 1);
        double cxp = coef * rx * y1p / ry;
        double cyp = -coef * ry * x1p / rx;
        double cx = cos * cxp - sin * cyp + (x1 + x2) / 2;
        double cy = sin * cxp + cos * cyp + (y1 + y2) / 2;
        double ux = (x1p - cxp) / rx;
        double uy = (y1p - cyp) / ry;
        double vx = (-x1p - cxp) / rx;
        double vy = (-y1p - cyp) / ry;
        double start = Math.atan2(uy, ux);
        double extent = Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
        if (!sweep && extent > 0) {
            extent -= 2 * Math.PI;
        } else if (sweep && extent < 0) {
            extent += 2 * Math.PI;
        }
        // Java2D's angles run the other way (y down, counter-clockwise on screen): negate them.
        Arc2D.Double arc = new Arc2D.Double(cx - rx, cy - ry, 2 * rx, 2 * ry,
                -Math.toDegrees(start), -Math.toDegrees(extent), Arc2D.OPEN);
        AffineTransform rotate = AffineTransform.getRotateInstance(phi, cx, cy);
        path.append(rotate.createTransformedShape(arc).getPathIterator(null), true);
        Point2D end = path.getCurrentPoint();
        if (end == null || end.distance(x2, y2) > 1e-6) {
            path.lineTo(x2, y2);
        }
    }
}
