package org.rochade.rules.impl.classpath;

import org.rochade.rules.api.Variant;
import org.rochade.rules.impl.engine.EngineRules;

/**
 * The chess960 rules for {@code ServiceLoader.load(ChessRules.class)} on a plain class path.
 * Listed in META-INF/services, hence public with a no-argument constructor.
 */
public final class Chess960ClasspathRules extends EngineRules {

    /**
     * @throws org.rochade.rules.api.RulesException when no castling convention is on the class path
     *         (ServiceLoader reports it as the cause of a ServiceConfigurationError)
     */
    public Chess960ClasspathRules() {
        super(Variant.CHESS960, ClasspathCastling.find());
    }
}
