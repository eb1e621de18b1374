package org.rochade.rules.api;

import java.util.Optional;

/**
 * Whether a FEN is a legal start for a variant: either the start array it shows, or the reason it
 * is not one ("bishops on squares of the same colour", "not among the 168 Fischer168 arrays",
 * "White has moved: pawn missing from e2", ...).
 */
public record StartVerdict(Optional<StartArray> start, String reason) {

    public static StartVerdict legal(StartArray start) {
        return new StartVerdict(Optional.of(start), null);
    }

    public static StartVerdict notAStart(String reason) {
        return new StartVerdict(Optional.empty(), reason);
    }

    public boolean isLegal() {
        return start.isPresent();
    }
}
