package org.rochade.pgn.plugin.check;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Variant;

/**
 * An immutable snapshot of the bound {@link ChessRules} services. The validator swaps whole
 * snapshots as services come and go (copy on write), so a game picks its rules once and keeps them
 * even if the service is unbound meanwhile. Which variant a Variant tag names is
 * {@link Variant#fromPgnTag}'s alone, known also when no service for it is bound.
 */
public final class RulesRegistry {
    private final List<ChessRules> services;
    private final Map<Variant, ChessRules> byVariant;

    private RulesRegistry(List<ChessRules> services) {
        this.services = Collections.unmodifiableList(services);
        Map<Variant, ChessRules> first = new EnumMap<>(Variant.class);
        for (ChessRules rules : services) {
            first.putIfAbsent(rules.variant(), rules);
        }
        this.byVariant = first;
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
}
