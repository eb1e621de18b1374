package org.rochade.itest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.test.common.annotation.InjectBundleContext;
import org.osgi.test.junit5.context.BundleContextExtension;
import org.osgi.util.tracker.ServiceTracker;
import org.rochade.itest.DirectClient.Answer;
import org.rochade.itest.MixedGames.Kind;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Variant;
import org.rochade.games.api.pgn.PgnValidator;

/**
 * Hot swap under load: while host threads validate games through the {@link PgnValidator} service and
 * run requests on the {@link ChessRules} services directly, the rules bundle and the castling bundle
 * are updated, stopped and started, and castling.none comes and goes, several times over.
 *
 * <p>What must hold: no request fails with an exception; every game is reported exactly once, in order;
 * a request that began with some rules finishes with them (its answer is the one its castling
 * convention gives, even when the service went away meanwhile: the rules object it holds stays whole);
 * and a request that finds no rules is told "no rules for variant X" at once instead of waiting.
 *
 * <p>Runs in Felix (test.bndrun) and Equinox (equinox.bndrun). Starts and ends in the launch state.
 */
@ExtendWith(BundleContextExtension.class)
class HotSwapIT {
    private static final String RULES_IMPL = "org.rochade.rules.impl";
    /** Rounds of the eight changes of {@link #swapEverything}. */
    private static final int CYCLES = 3;
    /** Games to wait for after each change, so that validations run in every state. */
    private static final int GAMES_PER_STATE = 40;
    private static final int DIRECT_CLIENTS = 2;

    @InjectBundleContext
    BundleContext context;

    private BundleSwaps swaps;
    private CastlingBundles castling;
    private Bundle rulesImpl;
    private final Map<Variant, ServiceTracker<ChessRules, ChessRules>> trackers = new EnumMap<>(Variant.class);
    private final Map<Variant, ServiceWatch<ChessRules>> watches = new EnumMap<>(Variant.class);
    private ServiceWatch<PgnValidator> validators;
    /** Bundle changes made under load. */
    private int changes;

    @BeforeEach
    void launchState() throws Exception {
        swaps = new BundleSwaps(context);
        castling = new CastlingBundles(context);
        rulesImpl = swaps.bundle(RULES_IMPL);
        castling.restoreLaunchState();
        rulesImpl.start();
        for (Variant variant : Variant.values()) {
            String filter = "(&(objectClass=" + ChessRules.class.getName() + ")(variant=" + variant.id() + "))";
            ServiceTracker<ChessRules, ChessRules> tracker = new ServiceTracker<>(context, context.createFilter(filter), null);
            tracker.open();
            trackers.put(variant, tracker);
            watches.put(variant, new ServiceWatch<>(context, ChessRules.class, "(variant=" + variant.id() + ")"));
        }
        validators = new ServiceWatch<>(context, PgnValidator.class, "");
        awaitEvery("fide");
    }

    @AfterEach
    void backToLaunchState() throws Exception {
        trackers.values().forEach(ServiceTracker::close);
        watches.values().forEach(ServiceWatch::close);
        validators.close();
        castling.restoreLaunchState();
        rulesImpl.start();
    }

    @Test
    void requestsSurviveTheRulesAndCastlingBundlesSwappedUnderLoad() throws Exception {
        Map<String, Answer> expected = expectedAnswers();
        List<String> chess960 = fens(Variant.CHESS960);
        List<String> fischer168 = fens(Variant.FISCHER168);
        PgnValidator validator = validators.awaitService(v -> true, "registered").service();

        Tally direct = new Tally();
        Tally games = new Tally();
        AtomicBoolean stop = new AtomicBoolean();
        List<Thread> clients = new ArrayList<>();
        for (int i = 0; i < DIRECT_CLIENTS; i++) {
            clients.add(new Thread(new DirectClient(trackers, expected, direct, stop::get),
                    "direct-client-" + i));
        }
        for (int threads = 1; threads <= 2; threads++) {
            clients.add(new Thread(new ValidatorClient(validator, threads, chess960, fischer168,
                    games, stop::get), "validator-client-" + threads));
        }
        clients.forEach(Thread::start);
        try {
            for (int cycle = 0; cycle < CYCLES; cycle++) {
                swapEverything(direct, games);
            }
        } finally {
            stop.set(true);
            direct.end();
            games.end();
            for (Thread client : clients) {
                client.join(ServiceWatch.TIMEOUT.toMillis());
            }
        }

        for (Thread client : clients) {
            assertFalse(client.isAlive(), client.getName() + " still runs: a request hangs");
        }
        System.out.println("HotSwapIT in " + context.getBundle(0).getSymbolicName() + ": " + changes
                + " bundle changes; direct requests " + direct + "; games " + games);
        assertEquals(List.of(), direct.failures(), "direct requests that failed");
        assertEquals(List.of(), games.failures(), "games that failed");

        // Each state was met: the test cannot pass without exercising what it claims.
        for (Variant variant : Variant.values()) {
            assertTrue(direct.countStartingWith("served " + DirectClient.key(variant, "fide")) > 0, "served " + variant + " fide");
            assertTrue(direct.countStartingWith("served " + DirectClient.key(variant, "none")) > 0, "served " + variant + " none");
            assertTrue(direct.countStartingWith("no rules for variant " + variant.id()) > 0, "no rules for " + variant);
        }
        long across = 0;
        for (Map.Entry<String, Long> count : direct.counts().entrySet()) {
            if (count.getKey().endsWith(DirectClient.WITHDRAWN_MEANWHILE)) {
                across += count.getValue();
            }
        }
        assertTrue(across > 0, "requests whose rules service was withdrawn while they ran: " + direct);
        assertTrue(games.countStartingWith("game " + Kind.CHESS960_PAWNS + ": valid") > 0, "valid games " + games);
        assertTrue(games.countStartingWith("game " + Kind.CHESS960_PAWNS + ": no rules") > 0, "games without rules " + games);
        assertTrue(games.countStartingWith("game " + Kind.CHESS960_CASTLING + ": castling refused") > 0,
                "games checked without castling " + games);

        // And afterwards everything is back as launched.
        for (Variant variant : Variant.values()) {
            assertEquals(expected.get(DirectClient.key(variant, "fide")),
                    DirectClient.ask(watches.get(variant).awaitService(r -> "fide".equals(r.castlingConvention()), "back").service()));
        }
    }

    /**
     * The sharpest case of "in-flight requests finish with the rules they started with": rules built
     * by a fresh revision and not used yet, whose bundle is then updated and its old revision
     * refreshed away, must still answer every call, exactly as the new rules do.
     */
    @ParameterizedTest
    @ValueSource(strings = {RULES_IMPL, CastlingBundles.PLUGIN})
    void rulesTakenBeforeTheirBundleWasUpdatedStillAnswerEveryCallAfterwards(String updated) throws Exception {
        Bundle bundle = swaps.bundle(updated);
        swaps.update(bundle);
        Map<Variant, ChessRules> taken = new EnumMap<>(Variant.class);
        for (Variant variant : Variant.values()) {
            // Built after the update and not used yet.
            taken.put(variant, watches.get(variant).awaitService(r -> true, "after the update").service());
        }

        swaps.update(bundle);

        for (Variant variant : Variant.values()) {
            ChessRules current = watches.get(variant).awaitService(r -> r != taken.get(variant), "updated again").service();
            assertEquals(RulesTranscript.of(current), RulesTranscript.of(taken.get(variant)), variant.id());
        }
    }

    /**
     * One round of changes. After each, the swapping waits until direct requests of every variant met
     * the new state and games went on, so that every state is exercised whatever the machine's speed.
     */
    private void swapEverything(Tally direct, Tally games) throws Exception {
        swaps.update(rulesImpl);
        awaitRequests(direct, games, "served %s fide");

        rulesImpl.stop();
        awaitRequests(direct, games, "no rules for variant %s");
        rulesImpl.start();
        awaitRequests(direct, games, "served %s fide");

        swaps.update(castling.plugin());
        awaitRequests(direct, games, "served %s fide");

        castling.plugin().stop();
        awaitRequests(direct, games, "no rules for variant %s");
        castling.plugin().start();
        awaitRequests(direct, games, "served %s fide");

        castling.deployNone();
        awaitRequests(direct, games, "served %s none");
        castling.removeNone();
        awaitRequests(direct, games, "served %s fide");
    }

    /**
     * Counts a change and waits for requests in its state.
     *
     * @param outcome a direct request's outcome, {@code %s} standing for the variant
     */
    private void awaitRequests(Tally direct, Tally games, String outcome) throws InterruptedException {
        changes++;
        for (Variant variant : Variant.values()) {
            direct.awaitMore(String.format(outcome, variant.id()), 1, ServiceWatch.TIMEOUT);
        }
        games.awaitMore(GAMES_PER_STATE, ServiceWatch.TIMEOUT);
    }

    /** The answer of a direct request per variant and convention, computed while nothing moves. */
    private Map<String, Answer> expectedAnswers() throws Exception {
        Map<String, Answer> expected = new HashMap<>();
        for (String convention : List.of("fide", "none")) {
            if (convention.equals("none")) {
                castling.deployNone();
            }
            for (Variant variant : Variant.values()) {
                ChessRules rules = watches.get(variant)
                        .awaitService(r -> convention.equals(r.castlingConvention()), "with " + convention).service();
                expected.put(DirectClient.key(variant, convention), DirectClient.ask(rules));
            }
        }
        castling.removeNone();
        awaitEvery("fide");
        return expected;
    }

    private List<String> fens(Variant variant) throws InterruptedException {
        ChessRules rules = watches.get(variant).awaitService(r -> true, "registered").service();
        List<String> fens = new ArrayList<>();
        rules.startArrays().forEach(array -> fens.add(array.xfen()));
        return fens;
    }

    private void awaitEvery(String convention) throws InterruptedException {
        for (ServiceWatch<ChessRules> watch : watches.values()) {
            watch.awaitService(rules -> convention.equals(rules.castlingConvention()), "with " + convention);
        }
    }
}
