package org.rochade.launcher.cli;

import java.util.Arrays;
import java.util.Iterator;
import org.rochade.rules.api.Variant;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Reads a variant by its id ({@code chess960}, {@code fischer168}, {@code classic}), any case. */
final class VariantConverter implements ITypeConverter<Variant>, Iterable<String> {

    @Override
    public Variant convert(String value) {
        return Variant.fromId(value).orElseThrow(() -> new TypeConversionException(
                "unknown variant '" + value + "' (expected one of " + String.join(", ", this) + ")"));
    }

    /** The completion candidates, shown in the help as ${COMPLETION-CANDIDATES}. */
    @Override
    public Iterator<String> iterator() {
        return Arrays.stream(Variant.values()).map(Variant::id).iterator();
    }
}
