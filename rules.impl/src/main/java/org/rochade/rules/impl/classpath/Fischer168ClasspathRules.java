package org.rochade.rules.impl.classpath;

import org.rochade.rules.api.Variant;
import org.rochade.rules.impl.engine.EngineRules;

/**
 * The fischer168 rules for {@code ServiceLoader.load(ChessRules.class)} on a plain class path.
 * Listed in META-INF/services, hence public with a no-argument constructor.
 */
public final class Fischer168ClasspathRules extends EngineRules {

    /**
     * @throws org.rochade.rules.api.RulesException when no castling convention is on the class path
     *         (ServiceLoader reports it as the cause of a ServiceConfigurationError)
     */
    public Fischer168ClasspathRules() {
        super(Variant.FISCHER168, ClasspathCastling.find());
    }
}
