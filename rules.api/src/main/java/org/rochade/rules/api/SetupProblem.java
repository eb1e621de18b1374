package org.rochade.rules.api;

import java.util.Objects;

/**
 * One reason a {@link Setup} (or a FEN) is not a legal position.
 *
 * @param field   the part of the setup at fault, named as the FEN field that would hold it
 * @param kind    what kind of problem it is, for a host that reacts to some (a position editor
 *                that offers to drop the castling rights that do not fit, say)
 * @param message what is wrong, e.g. "no black king" or "black pawn on a8 (pawns cannot stand on
 *                the first or last rank)"
 */
public record SetupProblem(FenException.Field field, Kind kind, String message) {

    /** The kinds of problem, each with the FEN field it concerns. */
    public enum Kind {
        /** FEN text whose field cannot be read at all (not a setup's problem: its text's). */
        UNREADABLE,
        /** A pawn on the first or last rank. */
        PAWN_ON_BACK_RANK,
        /** A side without a king. */
        NO_KING,
        /** A side with more than one king. */
        TOO_MANY_KINGS,
        /** A side with more than 8 pawns. */
        TOO_MANY_PAWNS,
        /** A side with more than 16 pieces. */
        TOO_MANY_PIECES,
        /** A castling right for a square on neither back rank. */
        CASTLING_RIGHT_OFF_BACK_RANK,
        /** A castling right while that side's king is not on its back rank. */
        CASTLING_KING_OFF_BACK_RANK,
        /** A castling right for a square without a rook of that side. */
        CASTLING_ROOK_MISSING,
        /** In classic chess, a castling right other than king e1/e8 with rook a/h. */
        CASTLING_NOT_CLASSIC,
        /** Two castling rights on the same side of one king. */
        CASTLING_TWO_ON_ONE_SIDE,
        /** An en passant square no pawn can just have passed. */
        EN_PASSANT_IMPOSSIBLE,
        /** A move counter out of its range. */
        COUNTER_OUT_OF_RANGE,
        /** The side not to move is in check: its king could be taken. */
        OPPONENT_IN_CHECK,
        /** The side to move is in check from more than two pieces, which no move can give. */
        TOO_MANY_CHECKERS,
        /** A problem made without a kind ({@link SetupProblem#SetupProblem(FenException.Field, String)}). */
        OTHER
    }

    public SetupProblem {
        Objects.requireNonNull(field, "field");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(message, "message");
    }

    /** A problem of kind {@link Kind#OTHER} (as this record was before it had kinds). */
    public SetupProblem(FenException.Field field, String message) {
        this(field, Kind.OTHER, message);
    }

    @Override
    public String toString() {
        return field.label() + ": " + message;
    }
}
