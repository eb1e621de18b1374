package org.rochade.launcher.host;

import org.rochade.event.api.format.EventFormat;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Variant;

/** Where the commands get their rules from; the embedded framework in production. */
@FunctionalInterface
public interface RulesLookup {

    /**
     * The rules service for a variant.
     *
     * @throws UserError "no rules for variant X" when no such service appears in time
     */
    ChessRules rules(Variant variant);

    /**
     * The rules an event format plays with: its variant's, provided they run with its castling
     * convention (a host chooses conventions by deploying their bundles, not per request).
     *
     * @throws UserError when the convention in force is another one
     */
    default ChessRules rules(EventFormat format) {
        ChessRules chosen = rules(format.variant());
        String inForce = chosen.castlingConvention();
        if (!inForce.equals(format.castlingConvention())) {
            throw new UserError("event format '" + format.name() + "' is played with castling convention '"
                    + format.castlingConvention() + "', but the " + format.variant().id() + " rules in force use '"
                    + inForce + "' (" + conventionAdvice(format.castlingConvention()) + ")");
        }
        return chosen;
    }

    /** What to do to play with another castling convention, for the message of {@link #rules(EventFormat)}. */
    default String conventionAdvice(String convention) {
        return "deploy the bundle of convention '" + convention + "'";
    }
}
