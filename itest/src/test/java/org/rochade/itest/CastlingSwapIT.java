package org.rochade.itest;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.test.common.annotation.InjectBundleContext;
import org.osgi.test.junit5.context.BundleContextExtension;
import org.rochade.itest.ServiceWatch.Found;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Variant;

/**
 * Swapping the castling convention at runtime. The rules components hold their convention through a
 * static greedy reference, so every change must show as a new service registration, never as a
 * registered service whose behaviour changes.
 *
 * <p>Each test starts and ends in the launch state (FIDE deployed, castling.none absent) and holds
 * the rules services for its whole run, as a host would.
 */
@ExtendWith(BundleContextExtension.class)
class CastlingSwapIT {

    @InjectBundleContext
    BundleContext context;

    private CastlingBundles castling;
    private final List<ServiceWatch<ChessRules>> watches = new ArrayList<>();

    @BeforeEach
    void launchState() throws Exception {
        castling = new CastlingBundles(context);
        castling.restoreLaunchState();
        for (Variant variant : Variant.values()) {
            watches.add(new ServiceWatch<>(context, ChessRules.class, "(variant=" + variant.id() + ")"));
        }
    }

    @AfterEach
    void backToLaunchState() throws Exception {
        watches.forEach(ServiceWatch::close);
        castling.restoreLaunchState();
    }

    @Test
    void deployingNoCastlingReRegistersEveryRulesServiceWithIt() throws Exception {
        List<Found<ChessRules>> before = awaitEvery("fide");

        castling.deployNone();

        List<Found<ChessRules>> after = awaitEvery("none");
        for (int i = 0; i < after.size(); i++) {
            assertNotEquals(before.get(i).serviceId(), after.get(i).serviceId(), "a new registration");
            assertEquals(1, watches.get(i).size(), "the FIDE registration is gone");
            assertSameProperties(before.get(i), after.get(i));
        }
    }

    @Test
    void stoppingNoCastlingReturnsToFide() throws Exception {
        Bundle none = castling.deployNone();
        List<Found<ChessRules>> withNone = awaitEvery("none");

        none.stop();

        List<Found<ChessRules>> back = awaitEvery("fide");
        for (int i = 0; i < back.size(); i++) {
            assertNotEquals(withNone.get(i).serviceId(), back.get(i).serviceId(), "a new registration");
            assertEquals(1, watches.get(i).size());
        }
    }

    @Test
    void withoutAnyConventionTheRulesServicesGoAwayAndComeBack() throws Exception {
        awaitEvery("fide");

        castling.plugin().stop();

        for (ServiceWatch<ChessRules> watch : watches) {
            watch.awaitNone();
        }

        castling.plugin().start();

        awaitEvery("fide");
    }

    @Test
    void noCastlingAloneIsEnough() throws Exception {
        castling.deployNone();
        awaitEvery("none");

        castling.plugin().stop();

        // castling.none still satisfies the mandatory reference: the services stay (with "none").
        awaitEvery("none");
    }

    /** One service per variant, in Variant order, each bound to the named convention. */
    private List<Found<ChessRules>> awaitEvery(String convention) throws InterruptedException {
        List<Found<ChessRules>> found = new ArrayList<>();
        for (ServiceWatch<ChessRules> watch : watches) {
            found.add(watch.awaitService(rules -> convention.equals(rules.castlingConvention()),
                    "with castling convention " + convention));
        }
        return found;
    }

    private static void assertSameProperties(Found<ChessRules> before, Found<ChessRules> after) {
        assertEquals(before.reference().getProperty(ChessRules.VARIANT_PROPERTY),
                after.reference().getProperty(ChessRules.VARIANT_PROPERTY));
        assertArrayEquals((String[]) before.reference().getProperty(ChessRules.PGN_ALIASES_PROPERTY),
                (String[]) after.reference().getProperty(ChessRules.PGN_ALIASES_PROPERTY));
    }
}
