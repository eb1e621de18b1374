package org.rochade.rules.api;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The variants Rochade knows, each with the facts every part of Rochade takes from here: its
 * service-property id, the PGN Variant tag value written for its games, the tag values read as it,
 * its default UCI castling and how many start arrays it has.
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
            "standard", "chess", "normal", "classical", "classic", "from position"));

    /** Every alias to its variant, for {@link #fromPgnTag}, which reading PGN asks once per game. */
    private static final Map<String, Variant> BY_PGN_ALIAS = byPgnAlias();

    private final String id;
    private final String pgnTag;
    private final UciCastling defaultUciCastling;
    private final int startArrays;
    private final List<String> pgnAliases;

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
     * empty for {@link #CLASSIC}, whose games carry no Variant tag.
     */
    public String pgnTag() {
        return pgnTag;
    }

    /**
     * The Variant tag values read as this variant, in lower case (a tag is compared with its case
     * folded and surrounding white space removed); its {@link #pgnTag()}, when it has one, among them.
     */
    public List<String> pgnAliases() {
        return pgnAliases;
    }

    /** How castling is written in UCI unless a caller asks otherwise. */
    public UciCastling defaultUciCastling() {
        return defaultUciCastling;
    }

    /** How many start arrays it has: 960, 168, or the one classic array. */
    public int startArrays() {
        return startArrays;
    }

    /** The variant with this id (case-insensitive). */
    public static Optional<Variant> fromId(String id) {
        String wanted = id.toLowerCase(Locale.ROOT);
        for (Variant v : values()) {
            if (v.id.equals(wanted)) {
                return Optional.of(v);
            }
        }
        return Optional.empty();
    }

    /** The variant a PGN Variant tag value names (case and surrounding white space ignored). */
    public static Optional<Variant> fromPgnTag(String tag) {
        return Optional.ofNullable(BY_PGN_ALIAS.get(tag.trim().toLowerCase(Locale.ROOT)));
    }

    private static Map<String, Variant> byPgnAlias() {
        Map<String, Variant> map = new HashMap<>();
        for (Variant v : values()) {
            for (String alias : v.pgnAliases) {
                if (map.put(alias, v) != null) {
                    throw new AssertionError("PGN alias '" + alias + "' names two variants");
                }
            }
        }
        return Map.copyOf(map);
    }

    @Override
    public String toString() {
        return id;
    }
}
