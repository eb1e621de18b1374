package org.rochade.rules.api;

import java.util.Objects;

/**
 * A move, independent of notation: SAN and UCI are renderings of a move in a position
 * ({@link ChessRules#toSan}, {@link ChessRules#toUci}), not properties of it.
 *
 * <p>Castling is represented as the king's and the castling rook's start squares (as in
 * "king takes own rook"), which is unambiguous in every Chess960 array.
 */
public sealed interface Move permits Move.Normal, Move.EnPassant, Move.Castle {

    /** The square the moving piece (the king, for castling) leaves. */
    Square from();

    /**
     * The square named as destination: the target square, or for castling the rook's square
     * (king-takes-rook encoding). Use {@link Castle#kingTo()} for the king's real destination.
     */
    Square to();

    PieceType role();

    default boolean isCapture() {
        return false;
    }

    default PieceType promotion() {
        return null;
    }

    /**
     * Any move that is not castling and not en passant, including promotions and captures.
     *
     * <p>Equal when piece, squares and promotion are: {@code capture} is what the position holds on
     * {@code to}, so a move a host builds from squares (with or without it) equals the same move in
     * {@link ChessRules#legalMoves}.
     */
    record Normal(PieceType role, Square from, Square to, PieceType capture, PieceType promotion)
            implements Move {
        public Normal {
            Objects.requireNonNull(role, "role");
            Objects.requireNonNull(from, "from");
            Objects.requireNonNull(to, "to");
        }

        @Override
        public boolean isCapture() {
            return capture != null;
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Normal n && n.role == role && n.from == from && n.to == to
                    && n.promotion == promotion;
        }

        @Override
        public int hashCode() {
            return Objects.hash(role, from, to, promotion);
        }
    }

    /** A pawn capturing en passant: {@code to} is the empty square the pawn moves to. */
    record EnPassant(Square from, Square to) implements Move {
        public EnPassant {
            Objects.requireNonNull(from, "from");
            Objects.requireNonNull(to, "to");
        }

        @Override
        public PieceType role() {
            return PieceType.PAWN;
        }

        @Override
        public boolean isCapture() {
            return true;
        }

        /** The square of the pawn that is taken. */
        public Square capturedPawn() {
            return Square.of(to.file(), from.rank());
        }
    }

    /** Castling with the king on {@code king} and the rook on {@code rook}. */
    record Castle(Square king, Square rook) implements Move {
        public Castle {
            Objects.requireNonNull(king, "king");
            Objects.requireNonNull(rook, "rook");
            if (king.rank() != rook.rank() || king == rook) {
                throw new IllegalArgumentException("king " + king + " and rook " + rook + " cannot castle together");
            }
        }

        @Override
        public Square from() {
            return king;
        }

        @Override
        public Square to() {
            return rook;
        }

        @Override
        public PieceType role() {
            return PieceType.KING;
        }

        public CastlingSide side() {
            return CastlingSide.of(king.file(), rook.file());
        }

        public Square kingTo() {
            return Square.of(side().kingToFile(), king.rank());
        }

        public Square rookTo() {
            return Square.of(side().rookToFile(), king.rank());
        }
    }
}
