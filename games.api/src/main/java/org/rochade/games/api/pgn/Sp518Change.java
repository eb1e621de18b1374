package org.rochade.games.api.pgn;

/**
 * Whether a conversion moves games starting from SP 518 (RNBQKBNR) between Chess960 and classic
 * chess. The moves are the same in both (castling from SP 518 is classic castling), only the tags and
 * the UCI castling encoding differ. Games from other arrays or set-up positions are not changed.
 */
public enum Sp518Change {
    /** Every game keeps its variant. */
    KEEP,
    /** Chess960 games from SP 518 become classic games: no Variant tag, no FEN. */
    TO_CLASSIC,
    /** Classic games from the standard array become Chess960 SP 518 games with Variant, SetUp and FEN. */
    TO_CHESS960
}
