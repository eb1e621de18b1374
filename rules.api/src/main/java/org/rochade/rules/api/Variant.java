package org.rochade.rules.api;

import java.util.Locale;
import java.util.Optional;

/** The variants Rochade knows, each with its service-property id. */
public enum Variant {
    /** All 960 Scharnagl arrays, numbered SP 0..959 (960 is accepted as an alias of 0). */
    CHESS960("chess960", UciCastling.KING_TAKES_ROOK),
    /** The 168 arrays with every piece on its classic square colour, numbered 1..168 in ascending SP. */
    FISCHER168("fischer168", UciCastling.KING_TAKES_ROOK),
    /** Classic chess: SP 518 (RNBQKBNR) only, numbered 518. */
    CLASSIC("classic", UciCastling.KING_TWO_SQUARES),
    /**
     * Double Fischer Random: White's and Black's back ranks are each any Chess960 array, chosen
     * independently (960 x 960 = 921,600 starts), each side castling from its own rooks. A start
     * is named by the pair of Scharnagl numbers, White's first ({@code 502:532}, as TCEC labels
     * it); its number is {@code sp * 960 + spBlack}.
     */
    DFRC("dfrc", UciCastling.KING_TAKES_ROOK);

    private final String id;
    private final UciCastling defaultUciCastling;

    Variant(String id, UciCastling defaultUciCastling) {
        this.id = id;
        this.defaultUciCastling = defaultUciCastling;
    }

    /** The value of the {@value ChessRules#VARIANT_PROPERTY} service property. */
    public String id() {
        return id;
    }

    /** Whether Black's back rank always mirrors White's (every variant but {@link #DFRC}). */
    public boolean mirrored() {
        return this != DFRC;
    }

    /** Whether its arrays can be found with a die (Bodlaender's procedure): chess960, and dfrc per side. */
    public boolean hasDieProcedure() {
        return this == CHESS960 || this == DFRC;
    }

    /** How castling is written in UCI unless a caller asks otherwise. */
    public UciCastling defaultUciCastling() {
        return defaultUciCastling;
    }

    /** The variant with this id (case-insensitive). */
    public static Optional<Variant> fromId(String id) {
        String wanted = id.toLowerCase(Locale.ROOT);
        for (Variant v : values()) {
            if (v.id.equals(wanted)) {
                return Optional.of(v);
            }
        }
        return Optional.empty();
    }

    @Override
    public String toString() {
        return id;
    }
}
