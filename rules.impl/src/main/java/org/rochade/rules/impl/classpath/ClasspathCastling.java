package org.rochade.rules.impl.classpath;

import java.util.List;
import java.util.ServiceLoader;
import org.rochade.rules.api.RulesException;
import org.rochade.rules.api.spi.CastlingConvention;

/**
 * Finds the castling convention outside OSGi. Service rankings mean nothing on a class path, so the
 * choice is fixed: FIDE castling when it is there, otherwise the first convention found.
 */
final class ClasspathCastling {

    /** The name FideCastling answers to; rules.impl must not depend on castling.plugin to learn it. */
    static final String PREFERRED = "fide";

    private ClasspathCastling() {
    }

    /** The convention to use, looked up with the class loader that loaded rules.impl. */
    static CastlingConvention find() {
        return choose(ServiceLoader.load(CastlingConvention.class, ClasspathCastling.class.getClassLoader())
                .stream()
                .map(ServiceLoader.Provider::get)
                .toList());
    }

    static CastlingConvention choose(List<CastlingConvention> found) {
        return found.stream()
                .filter(convention -> PREFERRED.equals(convention.name()))
                .findFirst()
                .or(() -> found.stream().findFirst())
                .orElseThrow(() -> new RulesException(
                        "no castling convention on the class path: add castling.plugin"));
    }
}
