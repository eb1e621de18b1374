package org.rochade.rules.impl.classpath;

import org.rochade.rules.api.Variant;
import org.rochade.rules.impl.engine.EngineRules;

/**
 * The classic rules for {@code ServiceLoader.load(ChessRules.class)} on a plain class path.
 * Listed in META-INF/services, hence public with a no-argument constructor.
 */
public final class ClassicClasspathRules extends EngineRules {

    /**
     * @throws org.rochade.rules.api.RulesException when no castling convention is on the class path
     *         (ServiceLoader reports it as the cause of a ServiceConfigurationError)
     */
    public ClassicClasspathRules() {
        super(Variant.CLASSIC, ClasspathCastling.find());
    }
}
