package org.rochade.pgn.plugin;

import java.util.ServiceLoader;
import org.rochade.rules.api.ChessRules;

/**
 * The PGN validator and converter on a plain class path, without OSGi: {@code
 * ServiceLoader.load(PgnValidator.class)} (or {@code PgnConverter.class}) finds it through
 * META-INF/services. It checks games with the {@link ChessRules} that {@code ServiceLoader} finds when
 * it is built (rules.impl and castling.plugin on the class path); a variant without rules gets "no
 * rules for variant X", as in OSGi.
 *
 * <p>A subclass only to have the public no-argument constructor ServiceLoader needs (the component's
 * own one is SCR's, which binds the rules afterwards); not a DS component itself.
 */
public final class ClasspathPgnService extends PgnValidatorComponent {

    public ClasspathPgnService() {
        super(ServiceLoader.load(ChessRules.class, ClasspathPgnService.class.getClassLoader()).stream()
                .map(ServiceLoader.Provider::get)
                .toArray(ChessRules[]::new));
    }
}
