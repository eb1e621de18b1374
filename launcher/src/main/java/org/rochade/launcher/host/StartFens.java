package org.rochade.launcher.host;

import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.FenFormat;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.StartArray;

/**
 * The FENs a game from a start array begins with under the rules in force: the rules' castling
 * convention decides the castling field ("KQkq" / "HAha" with FIDE castling, "-" without castling),
 * so that what a command prints is what a GUI must be given for the event.
 */
public record StartFens(String xfen, String shredderFen) {

    public static StartFens of(ChessRules rules, StartArray array) {
        Position start = rules.startPosition(array);
        return new StartFens(start.fen(FenFormat.XFEN), start.fen(FenFormat.SHREDDER));
    }

    /** The X-FEN alone, where only it is shown (a table's row): no Shredder-FEN written for nothing. */
    public static String xfen(ChessRules rules, StartArray array) {
        return rules.startPosition(array).fen(FenFormat.XFEN);
    }
}
