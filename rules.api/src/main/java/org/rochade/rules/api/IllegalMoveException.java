package org.rochade.rules.api;

/** A move handed to {@link ChessRules#play} that is not legal in the position. */
public class IllegalMoveException extends RulesException {
    private static final long serialVersionUID = 1L;

    public IllegalMoveException(Move move, String fen) {
        super("illegal move " + move + " in " + fen);
    }
}
