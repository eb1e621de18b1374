package org.rochade.launcher.cli;

import java.util.Arrays;
import java.util.Iterator;
import org.rochade.rules.api.Variant;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Reads a variant by its id ({@code chess960}, {@code fischer168}, {@code classic}), any case. */
final class VariantConverter implements ITypeConverter<Variant>, Iterable<String> {

    /**
     * picocli converts the option's default too, so this runs on every start of a command with a
     * variant option (sp among them). No lambda for the error: the class list names that lambda, yet
     * JDK 17 made it at run time on every start instead of taking it from the class-data archive.
     */
    @Override
    public Variant convert(String value) {
        Variant variant = Variant.fromId(value).orElse(null);
        if (variant == null) {
            throw new TypeConversionException("unknown variant '" + value + "' (expected one of " + String.join(", ", this) + ")");
        }
        return variant;
    }

    /** The completion candidates, shown in the help as ${COMPLETION-CANDIDATES}. */
    @Override
    public Iterator<String> iterator() {
        return Arrays.stream(Variant.values()).map(Variant::id).iterator();
    }
}
