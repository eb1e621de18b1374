package org.rochade.diagram;

import java.util.Objects;
import org.rochade.rules.api.Square;

/**
 * A square marked under its piece.
 *
 * @param square the square
 * @param kind   what the mark means, which decides how it looks
 */
public record Highlight(Square square, Kind kind) {

    public Highlight {
        Objects.requireNonNull(square, "square");
        Objects.requireNonNull(kind, "kind");
    }

    /** What a mark means. */
    public enum Kind {
        /** A square of the last move: the square's own colour turned olive, as python-chess and lichess do. */
        LAST_MOVE,
        /** A king in check: a red glow around the king. */
        CHECK,
        /** A square the host wants to point out (a selected piece, a square of a puzzle): a blue tint. */
        MARKED
    }
}
