package org.rochade.castling.plugin;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.osgi.service.component.annotations.Component;
import org.rochade.rules.api.CastlingSide;
import org.rochade.rules.api.spi.CastlingConvention;

/**
 * Castling as the FIDE Laws (Guidelines II) define it for Chess960, which includes classic chess:
 * king and rook end on c/d (O-O-O) or g/f (O-O) whatever their start files.
 *
 * <p>Ranked 0 so that any other convention deployed with a higher ranking takes over. Also listed in
 * META-INF/services for plain class-path use, hence the public no-argument constructor.
 */
@Component(property = {
        CastlingConvention.NAME_PROPERTY + "=" + FideCastling.NAME,
        "service.ranking:Integer=0"})
public final class FideCastling implements CastlingConvention {

    /** The value of {@value CastlingConvention#NAME_PROPERTY} for this convention. */
    public static final String NAME = "fide";

    /**
     * Every king file / rook file pair worked out once (index king * 8 + rook), when the object is
     * built: before SCR registers the service, so that nothing is left to compute or to load while
     * rules use it, not even after this bundle was updated and its old revision refreshed away while
     * a game was being checked with this convention.
     */
    private final List<Optional<CastlingPath>> paths;

    public FideCastling() {
        // DS and ServiceLoader both need a public no-argument constructor.
        List<Optional<CastlingPath>> all = new ArrayList<>(64);
        for (int king = 0; king < 8; king++) {
            for (int rook = 0; rook < 8; rook++) {
                all.add(compute(king, rook));
            }
        }
        this.paths = List.copyOf(all);
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Optional<CastlingPath> path(int kingFile, int rookFile) {
        if (!FileMasks.isFile(kingFile) || !FileMasks.isFile(rookFile)) {
            return Optional.empty();
        }
        return paths.get(kingFile * 8 + rookFile);
    }

    private static Optional<CastlingPath> compute(int kingFile, int rookFile) {
        if (kingFile == rookFile) {
            return Optional.empty();
        }
        CastlingSide side = CastlingSide.of(kingFile, rookFile);
        int kingTo = side.kingToFile();
        int rookTo = side.rookToFile();
        int kingPath = FileMasks.between(kingFile, kingTo);
        int rookPath = FileMasks.between(rookFile, rookTo);
        // The castling pieces themselves do not block: they leave their squares in the same move.
        int ownStarts = FileMasks.of(kingFile) | FileMasks.of(rookFile);
        int mustBeEmpty = (kingPath | rookPath) & ~ownStarts;
        return Optional.of(new CastlingPath(side, kingFile, rookFile, kingTo, rookTo, mustBeEmpty, kingPath));
    }

}
