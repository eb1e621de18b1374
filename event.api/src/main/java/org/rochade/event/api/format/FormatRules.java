package org.rochade.event.api.format;

import java.util.Objects;
import org.rochade.rules.api.ChessRules;

/**
 * Which rules an event format is played with: the rules of its variant, provided they run with its
 * castling convention. A host chooses conventions by deploying their bundles, not per request, so rules
 * of the right variant with another convention are refused, naming both conventions. The one place this
 * is decided, for the hall's component and the launcher alike.
 *
 * @since 1.3.0
 */
public final class FormatRules {

    private FormatRules() {
    }

    /**
     * The rules among {@code inForce} that play {@code format}, with the advice "deploy the bundle of
     * convention C" when only another convention is in force.
     *
     * @throws FormatException "no rules for variant V", or naming both conventions
     */
    public static ChessRules among(EventFormat format, Iterable<ChessRules> inForce) {
        return among(format, inForce, "deploy the bundle of convention '" + format.castlingConvention() + "'");
    }

    /**
     * The rules among {@code inForce} that play {@code format}.
     *
     * @param advice what to do when only another convention is in force, for the message (in parentheses)
     * @throws FormatException "no rules for variant V", or naming both conventions and ending with the advice
     */
    public static ChessRules among(EventFormat format, Iterable<ChessRules> inForce, String advice) {
        Objects.requireNonNull(format, "format");
        ChessRules other = null;
        for (ChessRules candidate : inForce) {
            if (candidate.variant() == format.variant()) {
                if (candidate.castlingConvention().equals(format.castlingConvention())) {
                    return candidate;
                }
                other = candidate;
            }
        }
        if (other == null) {
            throw new FormatException("no rules for variant " + format.variant().id());
        }
        throw new FormatException("event format '" + format.name() + "' is played with castling convention '"
                + format.castlingConvention() + "', but the " + format.variant().id() + " rules in force use '"
                + other.castlingConvention() + "' (" + advice + ")");
    }
}
