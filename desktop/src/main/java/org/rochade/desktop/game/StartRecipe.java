package org.rochade.desktop.game;

import java.util.Objects;
import org.rochade.games.api.Game;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.FenFormat;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.StartVerdict;

/**
 * How the open game's start was asked of its rules service, so that other rules of the variant (a
 * castling convention that came or went) can make it again. A position keeps only the castling
 * rights its convention gives (none under {@code castling.none}), so the start is remade from what
 * it was made from, never from such a position: a start array by its number, a set-up position by
 * the FEN as given.
 */
public sealed interface StartRecipe {

    /** The start position as {@code rules} make it. */
    Position make(ChessRules rules);

    /** A start array by the variant's own number ({@link org.rochade.rules.api.StartArray#number()}). */
    record Array(int number) implements StartRecipe {
        @Override
        public Position make(ChessRules rules) {
            return rules.startPosition(rules.startArray(number));
        }
    }

    /** A position by the FEN it was given as (any castling notation). */
    record Fen(String fen) implements StartRecipe {
        public Fen {
            Objects.requireNonNull(fen, "fen");
        }

        @Override
        public Position make(ChessRules rules) {
            return rules.fromFen(fen);
        }
    }

    /**
     * The start of a game read from PGN: its FEN tag as written; without one, the start array the
     * game's rules recognise in its start; else the start position's own FEN.
     *
     * @throws IllegalArgumentException when the game's start is not known
     */
    static StartRecipe of(Game game) {
        if (!game.start().isKnown() || game.rules() == null) {
            throw new IllegalArgumentException("the game's start is not known");
        }
        String fenTag = game.tag("FEN");
        if (fenTag != null && !fenTag.isBlank()) {
            return new Fen(fenTag.strip());
        }
        Position start = game.start().position();
        if (!game.start().sp().isEmpty()) {
            StartVerdict verdict = game.rules().checkStart(start.fen(FenFormat.SHREDDER));
            if (verdict.start().isPresent()) {
                return new Array(verdict.start().get().number());
            }
        }
        return new Fen(start.fen(FenFormat.SHREDDER));
    }
}
