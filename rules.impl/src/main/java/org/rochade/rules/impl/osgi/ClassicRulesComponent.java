package org.rochade.rules.impl.osgi;

import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferencePolicyOption;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Variant;
import org.rochade.rules.api.spi.CastlingConvention;

/**
 * The classic rules as a {@link ChessRules} service.
 *
 * <p>The castling convention is a static, greedy constructor reference: when a higher-ranked
 * convention appears (or the bound one goes), SCR disposes of this instance, unregisters the service
 * and registers a new one built with the best convention. A host therefore never sees a service
 * whose convention changes under it, and no field here is ever reassigned. Immediate, and logged:
 * see {@link RulesComponent}. The {@value ChessRules#PGN_ALIASES_PROPERTY} values repeat
 * {@link Variant#pgnAliases()} because annotation values must be constants; ComponentDescriptorTest
 * fails if they differ.
 */
@Component(service = ChessRules.class, immediate = true,
        configurationPid = ChessRules.CONFIGURATION_PID_PREFIX + "classic", property = {
        ChessRules.VARIANT_PROPERTY + "=classic",
        ChessRules.PGN_ALIASES_PROPERTY + "=standard",
        ChessRules.PGN_ALIASES_PROPERTY + "=chess",
        ChessRules.PGN_ALIASES_PROPERTY + "=normal",
        ChessRules.PGN_ALIASES_PROPERTY + "=classical",
        ChessRules.PGN_ALIASES_PROPERTY + "=classic",
        ChessRules.PGN_ALIASES_PROPERTY + "=from position"})
public final class ClassicRulesComponent extends RulesComponent {

    @Activate
    public ClassicRulesComponent(
            @Reference(name = "castling", policyOption = ReferencePolicyOption.GREEDY)
            CastlingConvention castling) {
        super(Variant.CLASSIC, castling);
    }
}
