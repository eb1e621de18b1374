package org.rochade.rules.api;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.apache.commons.text.similarity.LevenshteinDistance;

/**
 * The variants Rochade knows, each with the facts every part of Rochade takes from here: its
 * service-property id, the PGN Variant tag value written for its games, the tag values read as it,
 * its default UCI castling and its start arrays (how many, and whether Black mirrors White).
 */
public enum Variant {
    /** All 960 Scharnagl arrays, numbered SP 0..959 (960 is accepted as an alias of 0). */
    CHESS960("chess960", "Chess960", UciCastling.KING_TAKES_ROOK, 960, List.of(
            "chess960", "chess 960", "960", "fischerandom", "fischerrandom", "fischer random", "frc",
            "fischer random chess", "wild/fr", "chess960 (fischer random)", "fischer random (chess960)")),
    /** The 168 arrays with every piece on its classic square colour, numbered 1..168 in ascending SP. */
    FISCHER168("fischer168", "Fischer168", UciCastling.KING_TAKES_ROOK, 168, List.of("fischer168", "fischer 168")),
    /** Classic chess: SP 518 (RNBQKBNR) only, numbered 518; its games carry no Variant tag. */
    CLASSIC("classic", "", UciCastling.KING_TWO_SQUARES, 1, List.of(
            "standard", "chess", "normal", "classical", "classic", "from position")),
    /**
     * Double Fischer Random: White's and Black's back ranks are each any Chess960 array, chosen
     * independently (960 x 960 = 921,600 starts), each side castling from its own rooks. A start
     * is named by the pair of Scharnagl numbers, White's first ({@code 502:532}, as TCEC labels
     * it); its number is {@code sp * 960 + spBlack}.
     *
     * <p>There is no agreed Variant tag: its games are written "Chess960" as fastchess writes them
     * (TCEC's cutechess writes "fischerandom"), so that every Chess960 reader replays them, and a
     * reader judges a Chess960-tagged game whose arrays differ as dfrc.
     */
    DFRC("dfrc", "Chess960", UciCastling.KING_TAKES_ROOK, 960 * 960, List.of(
            "dfrc", "double fischer random", "double fischer random chess", "double chess960",
            "double chess 960", "double frc", "doublefischerrandom"));

    /**
     * Every alias as {@link #fromPgnTag} compares it (folded: no spaces, '-', '_' or '.'), and at the
     * same index its variant: scanned once per game.
     */
    private static final String[] ALIASES;
    private static final Variant[] ALIASED;

    static {
        int count = 0;
        for (Variant v : values()) {
            count += v.pgnAliases.size();
        }
        ALIASES = new String[count];
        ALIASED = new Variant[count];
        int i = 0;
        for (Variant v : values()) {
            for (String alias : v.pgnAliases) {
                ALIASES[i] = fold(alias);
                ALIASED[i++] = v;
            }
        }
    }

    private final String id;
    private final String pgnTag;
    private final UciCastling defaultUciCastling;
    private final int startArrays;
    private final List<String> pgnAliases;
    /** This variant as {@link #fromPgnTag} answers it, made once rather than per game. */
    private final Optional<Variant> found = Optional.of(this);

    Variant(String id, String pgnTag, UciCastling defaultUciCastling, int startArrays, List<String> pgnAliases) {
        this.id = id;
        this.pgnTag = pgnTag;
        this.defaultUciCastling = defaultUciCastling;
        this.startArrays = startArrays;
        this.pgnAliases = pgnAliases;
    }

    /** The value of the {@value ChessRules#VARIANT_PROPERTY} service property. */
    public String id() {
        return id;
    }

    /**
     * The PGN Variant tag value written for its games unless a caller asks for another spelling;
     * empty for {@link #CLASSIC}, whose games carry no Variant tag, and "Chess960" for {@link #DFRC}
     * (see there why).
     */
    public String pgnTag() {
        return pgnTag;
    }

    /**
     * The Variant tag values read as this variant, in lower case (a tag is compared with its ASCII
     * case folded and white space, '-', '_' and '.' removed, so "Chess-960" and "fischer_random" are
     * read too). The DS components register these as their {@value ChessRules#PGN_ALIASES_PROPERTY}
     * service property.
     */
    public List<String> pgnAliases() {
        return pgnAliases;
    }

    /** Whether Black's back rank always mirrors White's (every variant but {@link #DFRC}). */
    public boolean mirrored() {
        return this != DFRC;
    }

    /** Whether its arrays can be found with a die (Bodlaender's procedure): chess960, and dfrc per side. */
    public boolean hasDieProcedure() {
        return this == CHESS960 || this == DFRC;
    }

    /** How castling is written in UCI unless a caller asks otherwise. */
    public UciCastling defaultUciCastling() {
        return defaultUciCastling;
    }

    /** How many starts it has: 960, 168, the one classic array, or 960 x 960 pairs for dfrc. */
    public int startArrays() {
        return startArrays;
    }

    /** The variant with this id (case-insensitive). */
    public static Optional<Variant> fromId(String id) {
        String wanted = id.toLowerCase(Locale.ROOT);
        for (Variant v : values()) {
            if (v.id.equals(wanted)) {
                return v.found;
            }
        }
        return Optional.empty();
    }

    /**
     * The variant a PGN Variant tag value names: one of the {@link #pgnAliases()}, compared with ASCII
     * case folded and white space, '-', '_' and '.' ignored ("Chess-960", "chess_960",
     * "Fischer-Random", "FISCHER RANDOM CHESS"). Asked once per game while reading PGN, so it compares
     * in place instead of building a folded copy.
     */
    public static Optional<Variant> fromPgnTag(String tag) {
        for (int i = 0; i < ALIASES.length; i++) {
            if (equalsFolded(tag, ALIASES[i])) {
                return ALIASED[i].found;
            }
        }
        return Optional.empty();
    }

    /**
     * The accepted spelling nearest to a Variant tag value that names no variant (fewest characters
     * to insert, delete or change, compared folded as {@link #fromPgnTag} compares), for a message
     * that helps: "Chess 96" is nearest to "chess 960".
     */
    public static String closestPgnAlias(String tag) {
        String folded = fold(tag);
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (Variant v : values()) {
            for (String alias : v.pgnAliases) {
                int d = LevenshteinDistance.getDefaultInstance().apply(folded, fold(alias));
                if (d < bestDistance) {
                    best = alias;
                    bestDistance = d;
                }
            }
        }
        return best;
    }

    /** The tag with ASCII case folded and white space, '-', '_' and '.' removed. */
    private static String fold(String tag) {
        StringBuilder sb = new StringBuilder(tag.length());
        for (int i = 0; i < tag.length(); i++) {
            char c = tag.charAt(i);
            if (!ignored(c)) {
                sb.append(c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c);
            }
        }
        return sb.toString();
    }

    private static boolean ignored(char c) {
        return c <= ' ' || c == '-' || c == '_' || c == '.';
    }

    /** Whether {@code text}, folded, is {@code folded} (an alias already folded), without a copy. */
    private static boolean equalsFolded(String text, String folded) {
        int j = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (ignored(c)) {
                continue;
            }
            if (c >= 'A' && c <= 'Z') {
                c += 'a' - 'A';
            }
            if (j == folded.length() || c != folded.charAt(j++)) {
                return false;
            }
        }
        return j == folded.length();
    }

    @Override
    public String toString() {
        return id;
    }
}
