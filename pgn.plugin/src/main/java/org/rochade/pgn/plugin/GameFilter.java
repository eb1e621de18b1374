package org.rochade.pgn.plugin;

import java.util.Optional;
import java.util.Set;
import org.rochade.rules.api.Variant;
import org.rochade.games.api.pgn.ConversionOptions;
import org.rochade.games.api.pgn.GameReport;

/**
 * The variant and SP filters of a conversion, judged on a game's report (the variant and start
 * array validation found, before any SP 518 change). An invalid game that cannot be judged (its
 * variant or start array is unknown) passes, so that a filter never hides a broken game.
 */
final class GameFilter {
    private final Set<Variant> variants;
    private final Set<Integer> sps;

    GameFilter(ConversionOptions options) {
        this.variants = options.onlyVariants();
        this.sps = options.onlySps();
    }

    boolean keeps(GameReport report) {
        boolean unknownPasses = !report.isValid();
        if (!variants.isEmpty()) {
            Optional<Variant> variant = Variant.fromId(report.variant());
            if (variant.isEmpty() ? !unknownPasses : !variants.contains(variant.get())) {
                return false;
            }
        }
        if (!sps.isEmpty()) {
            if (report.sp() == null ? !unknownPasses : !sps.contains(report.sp())) {
                return false;
            }
        }
        return true;
    }
}
