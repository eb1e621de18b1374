package org.rochade.rules.api.pgn;

import java.util.Objects;
import org.rochade.rules.api.FenFormat;

/**
 * How to convert.
 *
 * @param chess960Spelling the Variant tag value written for Chess960 games, e.g. "Chess960"
 * @param castlingFen      how FEN castling rights are written (X-FEN by default, or Shredder-FEN)
 * @param limits           buffer bounds for the reader
 */
public record ConversionOptions(String chess960Spelling, FenFormat castlingFen, PgnLimits limits) {

    public ConversionOptions {
        Objects.requireNonNull(chess960Spelling, "chess960Spelling");
        Objects.requireNonNull(castlingFen, "castlingFen");
        Objects.requireNonNull(limits, "limits");
    }

    /** Variant "Chess960", X-FEN, default limits. */
    public static ConversionOptions defaults() {
        return new ConversionOptions("Chess960", FenFormat.XFEN, PgnLimits.defaults());
    }
}
