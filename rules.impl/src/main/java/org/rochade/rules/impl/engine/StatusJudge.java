package org.rochade.rules.impl.engine;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.rochade.rules.api.Color;
import org.rochade.rules.api.GameStatus;
import org.rochade.rules.api.GameStatus.DrawClaim;
import org.rochade.rules.api.GameStatus.Termination;
import org.rochade.rules.api.Position;

/** Decides checkmate, stalemate, dead material, the 50/75-move rules and repetitions. */
final class StatusJudge {
    private StatusJudge() {
    }

    static GameStatus judge(EnginePosition current, List<Position> history) {
        int repetitions = 0;
        for (Position p : history) {
            if (current.repeats(p)) {
                repetitions++;
            }
        }
        return judge(current.toBoard(1), new int[MoveGen.MAX_MOVES], repetitions);
    }

    /**
     * The status of a working board, which is only read (moves are generated into {@code scratch},
     * or into a new array when it is null and the king's steps do not show a legal move), given
     * how often its position has occurred before.
     */
    static GameStatus judge(Board b, int[] scratch, int repetitions) {
        boolean noMoves = !MoveGen.hasLegalMove(b, scratch);
        boolean check = b.checkers() != 0;
        // Most positions have nothing to claim: then the immutable empty set, which GameStatus keeps
        // as it is (an EnumSet copied into a new set per game was 3% of what validation allocated).
        Set<DrawClaim> claims = Set.of();
        if (b.halfmoveClock >= 100 || repetitions >= 3) {
            claims = EnumSet.noneOf(DrawClaim.class);
            if (b.halfmoveClock >= 100) {
                claims.add(DrawClaim.FIFTY_MOVES);
            }
            if (repetitions >= 3) {
                claims.add(DrawClaim.THREEFOLD_REPETITION);
            }
        }
        Termination termination;
        Color winner = null;
        if (noMoves && check) {
            termination = Termination.CHECKMATE;
            winner = Pieces.apiColor(b.side ^ 1);
        } else if (noMoves) {
            termination = Termination.STALEMATE;
        } else if (insufficientMaterial(b)) {
            termination = Termination.INSUFFICIENT_MATERIAL;
        } else if (b.halfmoveClock >= 150) {
            termination = Termination.SEVENTY_FIVE_MOVES;
        } else if (repetitions >= 5) {
            termination = Termination.FIVEFOLD_REPETITION;
        } else {
            termination = Termination.NONE;
        }
        if (termination != Termination.NONE) {
            claims = Set.of(); // a finished game leaves nothing to claim
        }
        return new GameStatus(termination, winner, claims, check);
    }

    /**
     * No sequence of legal moves can mate: bare kings, a king and one minor piece against a bare
     * king, or only bishops besides the kings, all on squares of one colour.
     */
    static boolean insufficientMaterial(Board b) {
        long heavy = b.byType[Pieces.PAWN] | b.byType[Pieces.ROOK] | b.byType[Pieces.QUEEN];
        if (heavy != 0) {
            return false;
        }
        long knights = b.byType[Pieces.KNIGHT];
        long bishops = b.byType[Pieces.BISHOP];
        long minors = knights | bishops;
        if (Long.bitCount(minors) <= 1) {
            return true;
        }
        if (knights != 0) {
            return false;
        }
        return (bishops & Bits.LIGHT_SQUARES) == 0 || (bishops & ~Bits.LIGHT_SQUARES) == 0;
    }
}
