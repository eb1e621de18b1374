package org.rochade.rules.impl.classpath;

import java.util.List;
import java.util.ServiceLoader;
import org.rochade.rules.api.RulesException;
import org.rochade.rules.api.spi.CastlingConvention;

/**
 * Finds the castling convention outside OSGi. Service rankings mean nothing on a class path, so a
 * host chooses by name with the system property {@value #PROPERTY} (e.g. {@code -Drochade.castling=none}
 * with castling.none on the class path); without it the choice is fixed: FIDE castling when it is
 * there, otherwise the first convention found.
 */
final class ClasspathCastling {

    /** The system property naming the convention a class-path host wants. */
    static final String PROPERTY = "rochade.castling";

    /** The name FideCastling answers to; rules.impl must not depend on castling.plugin to learn it. */
    static final String PREFERRED = "fide";

    private ClasspathCastling() {
    }

    /** The convention to use, looked up with the class loader that loaded rules.impl. */
    static CastlingConvention find() {
        return choose(ServiceLoader.load(CastlingConvention.class, ClasspathCastling.class.getClassLoader())
                .stream()
                .map(ServiceLoader.Provider::get)
                .toList(), System.getProperty(PROPERTY));
    }

    /**
     * @param wanted the convention's name the host asked for, or null for the fixed choice
     * @throws RulesException when the wanted convention, or any convention, is not there
     */
    static CastlingConvention choose(List<CastlingConvention> found, String wanted) {
        if (wanted != null && !wanted.isBlank()) {
            return found.stream()
                    .filter(convention -> convention.name().equals(wanted.strip()))
                    .findFirst()
                    .orElseThrow(() -> new RulesException("castling convention '" + wanted.strip() + "' (system property "
                            + PROPERTY + ") is not on the class path; found: "
                            + found.stream().map(CastlingConvention::name).toList()));
        }
        return found.stream()
                .filter(convention -> PREFERRED.equals(convention.name()))
                .findFirst()
                .or(() -> found.stream().findFirst())
                .orElseThrow(() -> new RulesException(
                        "no castling convention on the class path: add castling.plugin"));
    }
}
