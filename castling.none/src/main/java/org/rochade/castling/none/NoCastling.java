package org.rochade.castling.none;

import java.util.Optional;
import org.osgi.service.component.annotations.Component;
import org.rochade.rules.api.spi.CastlingConvention;

/**
 * No castling at all, as in the shuffle chess events that predate Chess960.
 *
 * <p>Ranked 100, above FIDE castling (0): deploying this bundle switches every rules service to it,
 * and stopping it switches them back. The engine still reads castling notation, so that "O-O" in a
 * game is reported as an illegal move rather than as unreadable text.
 */
@Component(property = {
        CastlingConvention.NAME_PROPERTY + "=" + NoCastling.NAME,
        "service.ranking:Integer=100"})
public final class NoCastling implements CastlingConvention {

    /** The value of {@value CastlingConvention#NAME_PROPERTY} for this convention. */
    public static final String NAME = "none";

    public NoCastling() {
        // Stateless.
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Optional<CastlingPath> path(int kingFile, int rookFile) {
        return Optional.empty();
    }

}
