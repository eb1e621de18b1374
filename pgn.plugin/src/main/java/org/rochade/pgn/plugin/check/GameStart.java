package org.rochade.pgn.plugin.check;

import java.util.List;
import org.rochade.games.api.Start;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.Variant;

/**
 * Where a game starts: the rules chosen for it, its start position and start array, or (position
 * null) why it cannot be replayed at all.
 *
 * @param variantName the variant id, or the Variant tag as written when it names no variant
 * @param rules       the rules the whole game is checked with, or null
 * @param position    the start position, or null
 * @param sp          the Scharnagl number of the start array (White's), or null for a set-up position
 * @param spBlack     Black's Scharnagl number: equal to {@code sp} unless the game is Double Fischer Random
 */
public record GameStart(String variantName, ChessRules rules, Position position, Integer sp, Integer spBlack) {

    /** A start where Black's array mirrors White's (or that has no array). */
    public GameStart(String variantName, ChessRules rules, Position position, Integer sp) {
        this(variantName, rules, position, sp, sp);
    }

    /** The start as the API gives it to visitors. */
    public Start toApi() {
        return new Start(variantName, position, sp == null ? List.of()
                : dfrcBlackSp() == null ? List.of(sp) : List.of(sp, spBlack));
    }

    /** Black's SP when the game is Double Fischer Random, else null (Black mirrors White). */
    public Integer dfrcBlackSp() {
        return Variant.DFRC.id().equals(variantName) && sp != null ? spBlack : null;
    }

    static GameStart failed(String variantName) {
        return new GameStart(variantName, null, null, null);
    }
}
