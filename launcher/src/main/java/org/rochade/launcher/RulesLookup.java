package org.rochade.launcher;

import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Variant;

/** Where the commands get their rules from; the embedded framework in production. */
@FunctionalInterface
interface RulesLookup {

    /**
     * The rules service for a variant.
     *
     * @throws UserError "no rules for variant X" when no such service appears in time
     */
    ChessRules rules(Variant variant);
}
