package org.rochade.games.api.pgn;

/**
 * Which castlings a game's main line holds (each side castles at most once).
 *
 * @since 1.4
 */
public record Castlings(boolean whiteShort, boolean whiteLong, boolean blackShort, boolean blackLong) {

    /** A main line without castling. */
    public static final Castlings NONE = new Castlings(false, false, false, false);
}
