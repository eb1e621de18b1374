package org.rochade.formats;

import java.util.ArrayList;
import java.util.List;
import org.rochade.event.api.format.EventFormat;
import org.rochade.event.api.format.FormatException;
import org.rochade.event.api.format.FormatRules;
import org.rochade.event.api.hall.HallException;
import org.rochade.rules.api.ChessRules;

/**
 * The rules services bound now, and the rules an event format plays with: its variant's, provided they
 * run with its castling convention (a host chooses conventions by deploying their bundles). Immutable: a
 * change is a new set.
 */
final class RulesInForce {
    private static final RulesInForce NONE = new RulesInForce(List.of());

    private final List<ChessRules> rules;

    private RulesInForce(List<ChessRules> rules) {
        this.rules = List.copyOf(rules);
    }

    static RulesInForce none() {
        return NONE;
    }

    RulesInForce with(ChessRules added) {
        List<ChessRules> more = new ArrayList<>(rules);
        more.add(added);
        return new RulesInForce(more);
    }

    RulesInForce without(ChessRules removed) {
        List<ChessRules> fewer = new ArrayList<>(rules);
        fewer.remove(removed);
        return new RulesInForce(fewer);
    }

    /**
     * The rules of the format's variant with its castling convention ({@link FormatRules}).
     *
     * @throws HallException "no rules for variant X", or naming both conventions when only another one is in force
     */
    ChessRules of(EventFormat format) {
        try {
            return FormatRules.among(format, rules);
        } catch (FormatException e) {
            throw new HallException(e.getMessage());
        }
    }
}
