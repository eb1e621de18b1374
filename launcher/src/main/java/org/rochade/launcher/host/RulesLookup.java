package org.rochade.launcher.host;

import java.util.List;
import org.rochade.event.api.format.EventFormat;
import org.rochade.event.api.format.FormatException;
import org.rochade.event.api.format.FormatRules;
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
     * The rules an event format plays with ({@link FormatRules}): its variant's, provided they run with
     * its castling convention.
     *
     * @throws UserError when the convention in force is another one
     */
    default ChessRules rules(EventFormat format) {
        try {
            return FormatRules.among(format, List.of(rules(format.variant())), conventionAdvice(format.castlingConvention()));
        } catch (FormatException e) {
            throw new UserError(e.getMessage());
        }
    }

    /** What to do to play with another castling convention, for the message of {@link #rules(EventFormat)}. */
    default String conventionAdvice(String convention) {
        return "deploy the bundle of convention '" + convention + "'";
    }
}
