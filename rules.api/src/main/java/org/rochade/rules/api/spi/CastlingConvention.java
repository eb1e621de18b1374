package org.rochade.rules.api.spi;

import java.util.Optional;
import org.osgi.annotation.versioning.ConsumerType;
import org.rochade.rules.api.CastlingSide;

/**
 * A castling convention: which castlings exist, the squares each needs empty and safe, and how
 * castling is written in SAN. The engine asks once per castling right when it builds a position,
 * never during move generation, so a convention costs nothing on the hot path.
 *
 * <p>Squares are given as file masks on the castling side's own back rank: bit 0 = a-file ... bit 7 =
 * h-file.
 */
@ConsumerType
public interface CastlingConvention {

    /** Service property naming the convention, e.g. {@code fide} or {@code none}. */
    String NAME_PROPERTY = "castling.convention";

    String name();

    /**
     * The geometry of castling with the king on {@code kingFile} and the rook on {@code rookFile}
     * of the same back rank, or empty when this convention has no such castling.
     */
    Optional<CastlingPath> path(int kingFile, int rookFile);

    /**
     * How castling on this side is written in SAN, without a check mark: by default O-O / O-O-O.
     * (Reading is the engine's: it reads every usual spelling of castling, "0-0" and "OO" among
     * them, whatever the convention writes.)
     */
    default String toSan(CastlingSide side) {
        return side == CastlingSide.KING_SIDE ? "O-O" : "O-O-O";
    }

    /**
     * What one castling needs.
     *
     * @param side       which castling
     * @param kingFrom   file of the king before castling
     * @param rookFrom   file of the rook before castling
     * @param kingTo     file of the king after castling
     * @param rookTo     file of the rook after castling
     * @param mustBeEmpty files that must hold no piece other than the castling king and rook
     * @param mustBeSafe  files the king stands on, passes or reaches, which no enemy piece may attack
     *                   (judged with the king lifted and the castling rook gone)
     */
    record CastlingPath(CastlingSide side, int kingFrom, int rookFrom, int kingTo, int rookTo,
                        int mustBeEmpty, int mustBeSafe) {
    }
}
