package org.rochade.diagram;

import java.util.Objects;
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

    /** The card of an array with all its castling rights, as FIDE castling gives them. */
    public static ArrayCard of(StartArray array) {
        return new ArrayCard(array, array.xfen(), array.shredderFen());
    }
}
