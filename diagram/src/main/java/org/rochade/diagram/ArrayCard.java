package org.rochade.diagram;

import java.util.Objects;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.FenFormat;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.StartArray;

/**
 * What a start array's card shows: the array (its name, number and back ranks) and the FENs its games
 * start from. The rules an event is played with decide the FENs' castling field, so the caller gives
 * them: {@code rules.startPosition(array).fen(...)}; "w - - 0 1" for an event without castling.
 *
 * @param array       the start array
 * @param xfen        the FEN of its start as X-FEN
 * @param shredderFen the same start as Shredder-FEN
 */
public record ArrayCard(StartArray array, String xfen, String shredderFen) {

    public ArrayCard {
        Objects.requireNonNull(array, "array");
        Objects.requireNonNull(xfen, "xfen");
        Objects.requireNonNull(shredderFen, "shredderFen");
    }

    /**
     * The card of an array as these rules start it: their castling convention decides the FENs'
     * castling field ("KQkq" / "HAha" with FIDE castling, "-" without castling).
     *
     * @since 2.1.0
     */
    public static ArrayCard of(ChessRules rules, StartArray array) {
        Position start = rules.startPosition(array);
        return new ArrayCard(array, start.fen(FenFormat.XFEN), start.fen(FenFormat.SHREDDER));
    }

    /** The card of an array with all its castling rights, as FIDE castling gives them. */
    public static ArrayCard of(StartArray array) {
        return new ArrayCard(array, array.xfen(), array.shredderFen());
    }
}
