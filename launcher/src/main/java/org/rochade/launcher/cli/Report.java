package org.rochade.launcher.cli;

import java.io.PrintWriter;
import java.util.List;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.DiceResult;
import org.rochade.rules.api.StartArray;
import org.rochade.rules.api.StartVerdict;
import org.rochade.event.api.DrawnRound;

/**
 * How a command's results are printed: as text for people, or as JSON lines for programs. Start
 * arrays are printed with the FENs the command's rules give them ({@link StartFens}).
 */
interface Report {

    /** One start array in full (sp N, sp --fen, random). */
    void startArray(StartArray array);

    /**
     * The array a start FEN is (sp --fen), and the castling rights it leaves out when it gives
     * fewer than the array has (an event played without some or all castling), as the verdict words them.
     */
    void startOfFen(StartArray array, StartVerdict verdict);

    /** One start array as a line of a table (sp --all). */
    void startArrayRow(StartArray array);

    /** The die procedure's throws and outcome; {@code unused} are given throws it did not need. */
    void dice(DiceResult result, List<Integer> unused);

    void perft(PerftResult result);

    /** One round of an event's draw and its array (draw). */
    void round(DrawnRound round);

    /** @param rules the rules in force for the command: their castling convention decides the FENs' castling field */
    static Report of(boolean json, PrintWriter out, ChessRules rules) {
        return json ? new JsonReport(out, rules) : new TextReport(out, rules);
    }
}
