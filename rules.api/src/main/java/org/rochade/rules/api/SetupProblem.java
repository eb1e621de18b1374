package org.rochade.rules.api;

import java.util.Objects;

/**
 * One reason a {@link Setup} is not a legal position.
 *
 * @param field   the part of the setup at fault, named as the FEN field that would hold it
 * @param message what is wrong, e.g. "no black king" or "black pawn on a8 (pawns cannot stand on
 *                the first or last rank)"
 */
public record SetupProblem(FenException.Field field, String message) {
    public SetupProblem {
        Objects.requireNonNull(field, "field");
        Objects.requireNonNull(message, "message");
    }

    @Override
    public String toString() {
        return field.label() + ": " + message;
    }
}
