package org.rochade.itest;

import java.util.List;
import org.rochade.rules.api.Variant;

/**
 * The PGN Variant tag spellings per variant, copied from the Rochade reference ("PGN tags for
 * Chess960 games"), independently of rules.impl's own list.
 */
final class ExpectedAliases {

    private ExpectedAliases() {
    }

    static List<String> of(Variant variant) {
        return switch (variant) {
            case CHESS960 -> List.of("chess960", "chess 960", "960", "fischerandom", "fischerrandom",
                    "fischer random", "frc", "fischer random chess", "wild/fr", "chess960 (fischer random)",
                    "fischer random (chess960)");
            case FISCHER168 -> List.of("fischer168", "fischer 168");
            case CLASSIC -> List.of("standard", "chess", "normal", "classical", "classic", "from position");
            case DFRC -> List.of("dfrc", "double fischer random", "double fischer random chess", "double chess960",
                    "double chess 960", "double frc", "doublefischerrandom");
        };
    }
}
