package org.rochade.pgn.plugin.check;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Variant;

/**
 * An immutable snapshot of the bound {@link ChessRules} services and the Variant tag spellings
 * they answer to. The validator swaps whole snapshots as services come and go (copy on write), so
 * a game picks its rules once and keeps them even if the service is unbound meanwhile.
 */
public final class RulesRegistry {
    /**
     * Spellings from the Rochade reference, known even when no service for the variant is bound, so
     * that a game can be told "no rules for variant chess960" rather than "unknown variant".
     */
    private static final Map<String, Variant> REFERENCE_ALIASES = referenceAliases();

    private final List<ChessRules> services;
    private final Map<Variant, ChessRules> byVariant;
    private final Map<String, Variant> aliases;

    private RulesRegistry(List<ChessRules> services) {
        this.services = Collections.unmodifiableList(services);
        Map<Variant, ChessRules> first = new EnumMap<>(Variant.class);
        Map<String, Variant> names = new HashMap<>(REFERENCE_ALIASES);
        for (ChessRules rules : services) {
            first.putIfAbsent(rules.variant(), rules);
            for (String alias : rules.pgnAliases()) {
                names.putIfAbsent(normalise(alias), rules.variant());
            }
        }
        this.byVariant = first;
        this.aliases = names;
    }

    public static RulesRegistry empty() {
        return new RulesRegistry(List.of());
    }

    public static RulesRegistry of(ChessRules... rules) {
        return new RulesRegistry(List.of(rules));
    }

    public RulesRegistry with(ChessRules rules) {
        List<ChessRules> next = new ArrayList<>(services);
        next.add(rules);
        return new RulesRegistry(next);
    }

    public RulesRegistry without(ChessRules rules) {
        List<ChessRules> next = new ArrayList<>(services);
        next.removeIf(r -> r == rules);
        return new RulesRegistry(next);
    }

    /** The rules for a variant, or null when no service for it is bound. */
    public ChessRules rules(Variant variant) {
        return byVariant.get(variant);
    }

    /** The variants some rules are bound for. */
    public Set<Variant> variants() {
        return Collections.unmodifiableSet(byVariant.keySet());
    }

    /** The variant a Variant tag names (case and surrounding spaces ignored). */
    public Optional<Variant> variantOfTag(String tag) {
        return Optional.ofNullable(aliases.get(normalise(tag)));
    }

    private static String normalise(String name) {
        return name.trim().toLowerCase(Locale.ROOT);
    }

    private static Map<String, Variant> referenceAliases() {
        Map<String, Variant> m = new HashMap<>();
        for (String s : List.of("chess960", "chess 960", "960", "fischerandom", "fischerrandom", "fischer random",
                "frc", "fischer random chess", "wild/fr", "chess960 (fischer random)", "fischer random (chess960)")) {
            m.put(s, Variant.CHESS960);
        }
        for (String s : List.of("fischer168", "fischer 168")) {
            m.put(s, Variant.FISCHER168);
        }
        for (String s : List.of("standard", "chess", "normal", "classical", "classic", "from position")) {
            m.put(s, Variant.CLASSIC);
        }
        for (String s : List.of("dfrc", "double fischer random", "double fischer random chess", "double chess960",
                "double chess 960", "double frc", "doublefischerrandom")) {
            m.put(s, Variant.DFRC);
        }
        return Collections.unmodifiableMap(m);
    }
}
