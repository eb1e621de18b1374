package org.rochade.games.api;

import java.util.Objects;
import org.rochade.rules.api.FenFormat;
import org.rochade.rules.api.Variant;

/**
 * How games are written as PGN (the export format of {@code convert}).
 *
 * @param chess960Spelling the Variant tag value of Chess960 games, and of dfrc games, which are written as
 *                         Chess960 games (it must read back as Chess960)
 * @param fenFormat        how the FEN tag writes castling rights: X-FEN or Shredder-FEN
 * @param lineLength       the longest move text line, at least 20 (80 in PGN export format); a
 *                         comment is never re-wrapped, so its own lines may be longer
 */
public record PgnWriteOptions(String chess960Spelling, FenFormat fenFormat, int lineLength) {

    public PgnWriteOptions {
        Objects.requireNonNull(chess960Spelling, "chess960Spelling");
        Objects.requireNonNull(fenFormat, "fenFormat");
        if (lineLength < 20) {
            throw new IllegalArgumentException("lines must allow at least 20 characters: " + lineLength);
        }
    }

    /** Chess960's own {@link Variant#pgnTag()}, X-FEN, 80 characters. */
    public static PgnWriteOptions defaults() {
        return new PgnWriteOptions(Variant.CHESS960.pgnTag(), FenFormat.XFEN, 80);
    }

    public PgnWriteOptions withChess960Spelling(String spelling) {
        return new PgnWriteOptions(spelling, fenFormat, lineLength);
    }

    public PgnWriteOptions withFenFormat(FenFormat format) {
        return new PgnWriteOptions(chess960Spelling, format, lineLength);
    }

    public PgnWriteOptions withLineLength(int length) {
        return new PgnWriteOptions(chess960Spelling, fenFormat, length);
    }
}
