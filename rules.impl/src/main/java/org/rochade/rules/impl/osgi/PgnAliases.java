package org.rochade.rules.impl.osgi;

import java.util.List;
import org.rochade.rules.api.Variant;

/**
 * The PGN Variant tag spellings (lower case) each variant answers to, as the Rochade reference lists
 * them. The DS components repeat these lists in their {@code pgn.aliases} service property, because
 * annotation values cannot refer to a List; {@code ComponentDescriptorTest} checks that the generated
 * component descriptions and these lists agree.
 */
public final class PgnAliases {

    public static final List<String> CHESS960 = List.of(
            "chess960", "chess 960", "960", "fischerandom", "fischerrandom", "fischer random", "frc",
            "fischer random chess", "wild/fr");

    public static final List<String> FISCHER168 = List.of("fischer168", "fischer 168");

    public static final List<String> CLASSIC = List.of("standard", "chess", "normal", "classical", "from position");

    /**
     * There is no agreed tag: TCEC's cutechess writes "fischerandom" and fastchess "Chess960" for
     * these games, so a reader also judges a Chess960-tagged game whose arrays differ as dfrc.
     */
    public static final List<String> DFRC = List.of(
            "dfrc", "double fischer random", "double fischer random chess", "double chess960",
            "double chess 960", "double frc", "doublefischerrandom");

    private PgnAliases() {
    }

    public static List<String> of(Variant variant) {
        return switch (variant) {
            case CHESS960 -> CHESS960;
            case FISCHER168 -> FISCHER168;
            case CLASSIC -> CLASSIC;
            case DFRC -> DFRC;
        };
    }
}
