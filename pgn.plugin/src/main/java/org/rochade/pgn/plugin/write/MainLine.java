package org.rochade.pgn.plugin.write;

import java.util.ArrayList;
import java.util.List;
import org.rochade.pgn.plugin.check.GameStart;
import org.rochade.pgn.plugin.check.NullMove;
import org.rochade.pgn.plugin.read.PgnGame;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Move;
import org.rochade.rules.api.Position;

/**
 * The main line of a valid game replayed with the rules of its start: each move as SAN re-rendered
 * from the position and as UCI in the variant's default castling encoding, and the final position.
 * Variations, comments and NAGs are not part of it. A null move is "--" in SAN and "0000" in UCI.
 *
 * @param san   the moves as SAN
 * @param uci   the same moves as UCI
 * @param last  the position after the last move
 */
public record MainLine(List<String> san, List<String> uci, Position last) {

    /** The UCI protocol's null move. */
    static final String UCI_NULL = "0000";

    public MainLine {
        san = List.copyOf(san);
        uci = List.copyOf(uci);
    }

    /**
     * @throws org.rochade.rules.api.RulesException when a move is not legal (valid games only)
     */
    public static MainLine of(PgnGame game, GameStart start) {
        ChessRules rules = start.rules();
        Position position = start.position();
        List<String> san = new ArrayList<>();
        List<String> uci = new ArrayList<>();
        int depth = 0;
        for (int i = 0; i < game.size(); i++) {
            byte kind = game.kind(i);
            if (kind == PgnGame.VARIATION_START) {
                depth++;
            } else if (kind == PgnGame.VARIATION_END) {
                depth--;
            } else if (depth == 0 && kind == PgnGame.SAN) {
                Move move = rules.parseSan(position, game.text(i));
                san.add(rules.toSan(position, move));
                uci.add(rules.toUci(position, move));
                position = rules.play(position, move);
            } else if (depth == 0 && kind == PgnGame.NULL_MOVE) {
                san.add("--");
                uci.add(UCI_NULL);
                position = NullMove.after(rules, position);
            }
        }
        return new MainLine(san, uci, position);
    }
}
