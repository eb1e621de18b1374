package org.rochade.desktop.window;

import java.util.ArrayList;
import java.util.List;
import org.rochade.rules.api.Color;
import org.rochade.rules.api.GameStatus;

/** A game's status (as the rules service judged it over the game's history) in words. */
final class StatusText {
    private StatusText() {
    }

    static String of(GameStatus status, Color toMove) {
        switch (status.termination()) {
            case CHECKMATE:
                return "Checkmate: " + name(status.winner()) + " wins";
            case STALEMATE:
                return "Stalemate: draw";
            case INSUFFICIENT_MATERIAL:
                return "Dead position (insufficient material): draw";
            case SEVENTY_FIVE_MOVES:
                return "75 moves without capture or pawn move: draw";
            case FIVEFOLD_REPETITION:
                return "Fivefold repetition: draw";
            default:
                break;
        }
        StringBuilder text = new StringBuilder(name(toMove)).append(" to move");
        if (status.check()) {
            text.append(", in check");
        }
        List<String> claims = new ArrayList<>();
        for (GameStatus.DrawClaim claim : status.claimableDraws()) {
            claims.add(claim == GameStatus.DrawClaim.FIFTY_MOVES ? "the 50-move rule" : "threefold repetition");
        }
        if (!claims.isEmpty()) {
            claims.sort(null);
            text.append("; a draw may be claimed by ").append(String.join(" or ", claims));
        }
        return text.toString();
    }

    private static String name(Color color) {
        return color == Color.WHITE ? "White" : "Black";
    }
}
