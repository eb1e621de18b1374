package org.rochade.rules.api;

import java.util.Locale;
import java.util.Objects;

/**
 * One start array of a variant.
 *
 * @param variant  the variant whose numbering {@code number} follows
 * @param number   the variant's own number: the Scharnagl number for chess960 and classic,
 *                 Rochade's index 1..168 (ascending SP) for fischer168
 * @param sp       the Scharnagl number 0..959 (518 = RNBQKBNR)
 * @param backRank White's back rank from a to h, e.g. "RNBQKBNR"; Black mirrors it
 */
public record StartArray(Variant variant, int number, int sp, String backRank) {

    public StartArray {
        Objects.requireNonNull(variant, "variant");
        Objects.requireNonNull(backRank, "backRank");
        if (backRank.length() != 8) {
            throw new IllegalArgumentException("back rank must have 8 pieces: " + backRank);
        }
        if (sp < 0 || sp > 959) {
            throw new IllegalArgumentException("SP must be 0..959: " + sp);
        }
    }

    /** The piece placement field of the array's FEN. */
    public String placement() {
        return backRank.toLowerCase(Locale.ROOT) + "/pppppppp/8/8/8/8/PPPPPPPP/" + backRank;
    }

    /** The array's FEN with White to move and all castling rights, in the given castling notation. */
    public String fen(FenFormat format) {
        String castling;
        if (format == FenFormat.XFEN) {
            castling = "KQkq";
        } else {
            char h = (char) ('A' + backRank.lastIndexOf('R'));
            char a = (char) ('A' + backRank.indexOf('R'));
            castling = "" + h + a + Character.toLowerCase(h) + Character.toLowerCase(a);
        }
        return placement() + " w " + castling + " - 0 1";
    }

    /** X-FEN, e.g. "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1". */
    public String xfen() {
        return fen(FenFormat.XFEN);
    }

    /** Shredder-FEN, e.g. "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1". */
    public String shredderFen() {
        return fen(FenFormat.SHREDDER);
    }
}
