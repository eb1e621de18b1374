package org.rochade.itest;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.ServiceReference;
import org.osgi.test.common.annotation.InjectBundleContext;
import org.osgi.test.common.annotation.InjectService;
import org.osgi.test.common.service.ServiceAware;
import org.osgi.test.junit5.context.BundleContextExtension;
import org.osgi.test.junit5.service.ServiceExtension;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Variant;

/** The rules services as launched: one per variant, found by the properties a host filters on. */
@ExtendWith(BundleContextExtension.class)
@ExtendWith(ServiceExtension.class)
class RulesServicesIT {

    @InjectBundleContext
    BundleContext context;

    @Test
    void chess960IsFoundByItsVariantProperty(
            @InjectService(filter = "(variant=chess960)", timeout = 20_000) ServiceAware<ChessRules> chess960) {
        assertServiceFor(Variant.CHESS960, chess960);
    }

    @Test
    void fischer168IsFoundByItsVariantProperty(
            @InjectService(filter = "(variant=fischer168)", timeout = 20_000) ServiceAware<ChessRules> fischer168) {
        assertServiceFor(Variant.FISCHER168, fischer168);
    }

    @Test
    void classicIsFoundByItsVariantProperty(
            @InjectService(filter = "(variant=classic)", timeout = 20_000) ServiceAware<ChessRules> classic) {
        assertServiceFor(Variant.CLASSIC, classic);
    }

    @Test
    void dfrcIsFoundByItsVariantProperty(
            @InjectService(filter = "(variant=dfrc)", timeout = 20_000) ServiceAware<ChessRules> dfrc) {
        assertServiceFor(Variant.DFRC, dfrc);
        assertEquals("502:532", dfrc.getService().startArray(502, 532).label());
    }

    @Test
    void aPgnVariantTagFindsItsRulesByAlias(
            @InjectService(filter = "(pgn.aliases=fischer random chess)", timeout = 20_000) ChessRules byAlias) {
        assertEquals(Variant.CHESS960, byAlias.variant());
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void startsWithFideCastling(Variant variant) throws InterruptedException {
        try (ServiceWatch<ChessRules> watch = new ServiceWatch<>(context, ChessRules.class, "(variant=" + variant.id() + ")")) {
            ChessRules rules = watch.awaitService(r -> true, "registered").service();
            assertEquals("fide", rules.castlingConvention());
        }
    }

    @Test
    void castlingNoneIsNotDeployedAtLaunch() {
        for (Bundle bundle : context.getBundles()) {
            assertEquals(false, CastlingBundles.NONE.equals(bundle.getSymbolicName()),
                    "castling.none must be left to the tests, not launched by test.bndrun");
        }
    }

    @Test
    void rulesImplExportsNothing() {
        Bundle rulesImpl = null;
        for (Bundle bundle : context.getBundles()) {
            if ("org.rochade.rules.impl".equals(bundle.getSymbolicName())) {
                rulesImpl = bundle;
            }
        }
        assertEquals(Bundle.ACTIVE, rulesImpl.getState());
        assertNull(rulesImpl.getHeaders().get("Export-Package"));
    }

    private static void assertServiceFor(Variant variant, ServiceAware<ChessRules> aware) {
        assertEquals(1, aware.size(), "one " + variant + " service");
        ServiceReference<ChessRules> reference = aware.getServiceReference();
        ChessRules rules = aware.getService();

        assertEquals(variant.id(), reference.getProperty(ChessRules.VARIANT_PROPERTY));
        String[] expected = ExpectedAliases.of(variant).toArray(String[]::new);
        assertArrayEquals(expected, (String[]) reference.getProperty(ChessRules.PGN_ALIASES_PROPERTY));
        assertEquals(variant, rules.variant());
        assertEquals(List.of(expected), variant.pgnAliases());
        assertEquals("fide", rules.castlingConvention());
    }
}
