package org.rochade.rules.api;

import java.util.Set;

/**
 * Where a game stands in a position (and, for repetitions, its history).
 *
 * @param termination     how the game has ended by rule, or {@link Termination#NONE}
 * @param winner          the side that gave checkmate, else {@code null}
 * @param claimableDraws  draws a player may claim now (50-move rule, threefold repetition)
 * @param check           whether the side to move is in check
 */
public record GameStatus(Termination termination, Color winner, Set<DrawClaim> claimableDraws, boolean check) {

    public GameStatus {
        claimableDraws = Set.copyOf(claimableDraws);
    }

    /** Endings that apply automatically under the FIDE Laws. */
    public enum Termination {
        NONE, CHECKMATE, STALEMATE, INSUFFICIENT_MATERIAL,
        /** 75 moves by each side without a capture or pawn move (and not checkmate). */
        SEVENTY_FIVE_MOVES,
        /** The same position for the fifth time. */
        FIVEFOLD_REPETITION
    }

    /** Draws a player may claim. */
    public enum DrawClaim {
        FIFTY_MOVES, THREEFOLD_REPETITION
    }

    public boolean isOver() {
        return termination != Termination.NONE;
    }
}
