package org.rochade.rules.api;

import java.util.Locale;
import java.util.Objects;

/**
 * One start array of a variant: White's back rank and Black's. Black's mirrors White's in every
 * variant but {@link Variant#DFRC}, where each side has its own Chess960 array.
 *
 * @param variant       the variant whose numbering {@code number} follows
 * @param number        the variant's own number: the Scharnagl number for chess960 and classic,
 *                      Rochade's index 1..168 (ascending SP) for fischer168, and
 *                      {@code sp * 960 + spBlack} (0..921,599) for dfrc
 * @param sp            White's Scharnagl number 0..959 (518 = RNBQKBNR)
 * @param backRank      White's back rank from a to h, e.g. "RNBQKBNR"
 * @param spBlack       Black's Scharnagl number; equal to {@code sp} in mirrored variants
 * @param blackBackRank Black's back rank from a to h in upper case; equal to {@code backRank} in
 *                      mirrored variants
 */
public record StartArray(Variant variant, int number, int sp, String backRank, int spBlack, String blackBackRank) {

    public StartArray {
        Objects.requireNonNull(variant, "variant");
        checkRank(backRank);
        checkRank(blackBackRank);
        checkSp(sp);
        checkSp(spBlack);
        if (variant.mirrored() && (sp != spBlack || !backRank.equals(blackBackRank))) {
            throw new IllegalArgumentException("in " + variant + " Black mirrors White: SP " + sp + " against " + spBlack);
        }
    }

    /** An array of a variant where Black mirrors White. */
    public StartArray(Variant variant, int number, int sp, String backRank) {
        this(variant, number, sp, backRank, sp, backRank);
    }

    private static void checkRank(String rank) {
        Objects.requireNonNull(rank, "backRank");
        if (rank.length() != 8) {
            throw new IllegalArgumentException("back rank must have 8 pieces: " + rank);
        }
    }

    private static void checkSp(int sp) {
        if (sp < 0 || sp > 959) {
            throw new IllegalArgumentException("SP must be 0..959: " + sp);
        }
    }

    /**
     * The name players use: White's SP ("518") in mirrored variants, both SPs White's first
     * ("502:532", as TCEC's Opening tag writes {@code DFRC 502:532}) in dfrc.
     */
    public String label() {
        return variant.mirrored() ? Integer.toString(sp) : sp + ":" + spBlack;
    }

    /** The piece placement field of the array's FEN. */
    public String placement() {
        return blackBackRank.toLowerCase(Locale.ROOT) + "/pppppppp/8/8/8/8/PPPPPPPP/" + backRank;
    }

    /**
     * The array's FEN with White to move and all castling rights, in the given castling notation.
     * Shredder-FEN names each side's rooks by that side's own files, the king side's first: "HAha"
     * for RNBQKBNR, "HAgb" for White RNBQKBNR against Black QRBKNBRN.
     */
    public String fen(FenFormat format) {
        String castling;
        if (format == FenFormat.XFEN) {
            castling = "KQkq";
        } else {
            castling = rookFiles(backRank) + rookFiles(blackBackRank).toLowerCase(Locale.ROOT);
        }
        return placement() + " w " + castling + " - 0 1";
    }

    /** The files of a back rank's rooks as Shredder letters, the king side's first. */
    private static String rookFiles(String rank) {
        char h = (char) ('A' + rank.lastIndexOf('R'));
        char a = (char) ('A' + rank.indexOf('R'));
        return "" + h + a;
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
